import { MESSAGES } from "@ingot/domain";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";

/**
 * The end of every auth form: the server's refusal (announced) above the large submit button, whose
 * label says what is under way while the request runs.
 */
export function AuthFormFooter({
  serverError,
  pending,
  label,
  pendingLabel,
  ready = true,
}: {
  serverError: string | undefined;
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** False while prerendered markup awaits hydration: the button stays inert (not dimmed). Being
   * disabled, it also stops Enter from submitting the form natively before hydration. */
  ready?: boolean;
}) {
  return (
    <>
      <FormAlert>{serverError}</FormAlert>
      <Button
        type="submit"
        size="lg"
        pending={pending}
        disabled={!ready}
        className={cn("w-full", !ready && "disabled:opacity-100")}
      >
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}

/** The server could not be reached or answered unexpectedly: its message (or the spec's generic
 * one) under the form and in a toast titled `title`. */
export function reportUnexpectedError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  title: string,
): void {
  const message = error instanceof Error ? error.message : MESSAGES.auth.unexpectedError;
  setError("root.server", { type: "server", message });
  toast.error(title, { description: message });
}
