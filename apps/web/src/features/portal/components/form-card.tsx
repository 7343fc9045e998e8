import type { LucideIcon } from "lucide-react";
import type { ComponentProps, FormEvent, ReactNode, RefObject } from "react";
import { TitledCard } from "@/components/ui/titled-card";
import { PortalForm } from "./portal-form";
import { SubmitRow } from "./submit-row";

/**
 * A portal card that is one form: the card's small title (after `icon`) and description, the
 * form's fields, then its submit row (`submit`). The title already says what the form does, so
 * the form is named only where `label` is given.
 */
export function FormCard({
  icon,
  title,
  description,
  formRef,
  onSubmit,
  label,
  submit,
  children,
}: {
  icon?: LucideIcon;
  title: string;
  description: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  label?: string;
  submit: ComponentProps<typeof SubmitRow>;
  children: ReactNode;
}) {
  return (
    <TitledCard icon={icon} small title={title} description={description}>
      <PortalForm formRef={formRef} onSubmit={onSubmit} label={label}>
        {children}
        <SubmitRow {...submit} />
      </PortalForm>
    </TitledCard>
  );
}
