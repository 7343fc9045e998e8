import { useState } from "react";
import { useActionError } from "./use-action-error";

/**
 * An action on one item of a list that a dialog confirms first (decline an order, remove a
 * member). `ask(item)` opens the dialog for it (`target`); `dialog` is what ConfirmDialog takes of
 * it: confirming runs `action(item)` and closes the dialog once it has succeeded, or keeps it open
 * with the failure (useActionError: `failed` toasts it, `fallback` when it has no message); the
 * dialog cannot be closed while the action is `pending`.
 */
export function useConfirmedAction<T>(
  action: (item: T) => Promise<void>,
  pending: boolean,
  failed: string,
  fallback: string,
) {
  const [target, setTarget] = useState<T | null>(null);
  const { error, run, clear } = useActionError();
  const confirm = async () => {
    if (target === null) return;
    await run(
      async () => {
        await action(target);
        setTarget(null);
      },
      failed,
      fallback,
    );
  };
  return {
    target,
    ask: (item: T) => {
      clear();
      setTarget(item);
    },
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open && !pending) setTarget(null);
      },
      pending,
      error,
      onConfirm: () => void confirm(),
    },
  };
}
