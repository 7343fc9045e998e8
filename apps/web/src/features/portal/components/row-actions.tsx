import type { LucideIcon } from "lucide-react";
import { ActionButton } from "@/components/ui/action-button";
import type { ButtonProps } from "@/components/ui/button";

/** One of a row's actions: `id` is how `running` names it, `name` its accessible name. */
export interface RowAction<Id extends string> {
  id: Id;
  icon: LucideIcon;
  label: string;
  name: string;
  variant?: ButtonProps["variant"];
  onClick: () => void;
}

/**
 * A row's actions that run one at a time (answer an invitation, test or delete a webhook
 * endpoint): the one `running` spins, the others wait for it (ActionButton's `blocked`).
 */
export function RowActions<Id extends string>({
  actions,
  running,
  className = "flex gap-2",
}: {
  actions: readonly RowAction<Id>[];
  running: Id | undefined;
  className?: string;
}) {
  return (
    <div className={className}>
      {actions.map(({ id, icon, label, name, variant = "outline", onClick }) => (
        <ActionButton
          key={id}
          icon={icon}
          variant={variant}
          pending={running === id}
          blocked={running !== undefined && running !== id}
          onClick={onClick}
          aria-label={name}
        >
          {label}
        </ActionButton>
      ))}
    </div>
  );
}
