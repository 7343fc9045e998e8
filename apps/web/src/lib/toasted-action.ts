import { errorMessage } from "@/lib/form-errors";
import { toast } from "@/lib/toast";

/**
 * Runs `action` (a row's Revoke, Delete…) and says how it went: the `done` toast once it has
 * succeeded, else the `failed` title over the error's message.
 */
export async function runToasted(
  action: () => Promise<unknown>,
  done: { title: string; description: string },
  failed: string,
): Promise<void> {
  try {
    await action();
    toast.success(done.title, { description: done.description });
  } catch (error) {
    toast.error(failed, { description: errorMessage(error) });
  }
}
