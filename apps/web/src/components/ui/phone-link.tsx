import { cn } from "@/lib/cn";

/** A phone number as shown, linked to dial it (`tel:` with its digits and a leading +). */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a
      className={cn("text-link underline-offset-4 hover:underline", className)}
      href={`tel:${phone.replace(/[^\d+]/g, "")}`}
    >
      {phone}
    </a>
  );
}
