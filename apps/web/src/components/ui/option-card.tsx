import type { ComponentProps, ReactNode } from "react";

/**
 * A choice drawn as a card (an API key's scope, a webhook's events): its radio or checkbox, its
 * name, and a hint line under it. The card is the input's label and shows when it is checked.
 */
export function OptionCard({
  label,
  hint,
  ...input
}: Omit<ComponentProps<"input">, "className"> & { label: ReactNode; hint: ReactNode }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 hover:bg-muted/50 has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
      <input className="mt-0.5 size-4 accent-primary" {...input} />
      <span>
        <span className="block font-medium text-sm">{label}</span>
        <span className="block text-muted-foreground text-xs">{hint}</span>
      </span>
    </label>
  );
}
