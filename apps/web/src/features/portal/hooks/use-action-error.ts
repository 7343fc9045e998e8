import { useState } from "react";
import { toast } from "@/lib/toast";

/**
 * An action whose failure is said twice: kept to show beside what was acted on, and in a toast.
 * `run(action, title, fallback)` clears the last failure, runs `action`, and on failure keeps its
 * message (`fallback` when it has none) and toasts it under `title`; `clear` forgets it.
 */
export function useActionError() {
  const [error, setError] = useState<string>();
  const run = async (action: () => Promise<void>, title: string, fallback: string) => {
    setError(undefined);
    try {
      await action();
    } catch (caught) {
      const message = caught instanceof Error && caught.message ? caught.message : fallback;
      setError(message);
      toast.error(title, { description: message });
    }
  };
  return { error, run, clear: () => setError(undefined) };
}
