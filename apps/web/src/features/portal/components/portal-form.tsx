import type { FormEvent, ReactNode, RefObject } from "react";

/**
 * A portal form: checked by its own code, not the browser's (`noValidate`: ours focus the first
 * invalid field below the sticky header, by `formRef`), named by `label` where its card's title
 * does not say what it does, its fields stacked unless `className` lays them out otherwise.
 */
export function PortalForm({
  formRef,
  onSubmit,
  label,
  className = "flex flex-col gap-4",
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={label}
      className={className}
    >
      {children}
    </form>
  );
}
