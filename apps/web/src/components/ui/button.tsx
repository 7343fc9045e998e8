import { cva, type VariantProps } from "class-variance-authority";
import { Loader2 } from "lucide-react";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const buttonVariants = cva(
  [
    "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium",
    "transition-colors disabled:pointer-events-none disabled:opacity-50",
    "aria-disabled:cursor-not-allowed aria-disabled:opacity-70 aria-busy:cursor-progress",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    "[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
        secondary: "border border-border bg-muted text-foreground hover:bg-border",
        outline: "border border-input bg-transparent text-foreground hover:bg-muted",
        ghost: "text-foreground hover:bg-muted",
        danger: "bg-danger-solid text-white hover:opacity-90",
        link: "h-auto px-0 text-link underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-10 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a router Link) with button styles. */
  asChild?: boolean;
  /**
   * Work under way: the button shows a spinner before its label, is `aria-busy` and
   * `aria-disabled`, and ignores presses (a click, Enter in its form) until the work settles. It
   * is not `disabled`, so it keeps keyboard focus while it waits and after: focus never drops to
   * the page body when a request takes a moment (WCAG 2.4.3). Announce the result in a live region
   * (a toast, or a `role="status"` line).
   */
  pending?: boolean;
  /** Another action of the same group is under way: like `pending` without the spinner. */
  blocked?: boolean;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  pending = false,
  blocked = false,
  type,
  disabled,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={classes} onClick={onClick} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      type={type ?? "button"}
      className={classes}
      disabled={disabled}
      aria-busy={pending || undefined}
      aria-disabled={pending || blocked || undefined}
      onClick={
        pending || blocked
          ? // Swallowed: no second submission of the form, no second run of the handler.
            (event) => event.preventDefault()
          : onClick
      }
      {...props}
    >
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
