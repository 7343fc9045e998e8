import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { cn } from "@/lib/cn";
import { runToasted } from "@/lib/toasted-action";

/**
 * A row of a card's list that can be taken back (an API key, a pending invitation): what it is
 * (`children`), and Revoke, which waits while `onRevoke` runs and toasts how it went (`done`, or
 * `failed` with the reason). `label` names the row's Revoke for a screen reader.
 */
export function RevocableRow({
  testId,
  summaryClassName,
  icon,
  label,
  pending,
  onRevoke,
  done,
  failed,
  children,
}: {
  testId?: string;
  summaryClassName?: string;
  icon: LucideIcon;
  label: string;
  pending: boolean;
  onRevoke: () => Promise<unknown>;
  done: { title: string; description: string };
  failed: string;
  children: ReactNode;
}) {
  return (
    <li
      className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid={testId}
    >
      <div className={cn("min-w-0", summaryClassName)}>{children}</div>
      <ActionButton
        icon={icon}
        variant="outline"
        pending={pending}
        onClick={() => void runToasted(onRevoke, done, failed)}
        aria-label={label}
      >
        Revoke
      </ActionButton>
    </li>
  );
}
