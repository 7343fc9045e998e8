import type { ReactNode } from "react";

/**
 * A form's server-side error (a refused sign-in, a failed save), announced as it appears. Renders
 * nothing without a message, so forms can pass `errors.root?.server?.message` straight in.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  if (children === undefined || children === null || children === "") return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-danger text-sm"
    >
      {children}
    </p>
  );
}
