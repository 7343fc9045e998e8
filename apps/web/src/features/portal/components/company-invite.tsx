import {
  COMPANY_ROLE_LABELS,
  COMPANY_ROLES,
  type CompanyRole,
  createInvitationRequestSchema,
  type Invitation,
} from "@ingot/domain";
import { MailPlus, Send, X } from "lucide-react";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField, SelectField } from "@/components/ui/form-field";
import { TitledCard } from "@/components/ui/titled-card";
import { isApiError } from "@/lib/api-client";
import { parseDollarsInput } from "@/lib/dollars-input";
import { focusFirstInvalid, reportInvalidFields } from "@/lib/form-errors";
import { formatDate } from "@/lib/format-dates";
import { formatDollars } from "@/lib/format-figures";
import { schemaFieldErrors } from "@/lib/schema-errors";
import { useCompanyInvitations, useInvite, useRevokeInvitation } from "../api/company-invitations";
import { useActionError } from "../hooks/use-action-error";
import { ORDER_LIMIT_INPUT } from "../lib/order-limit";
import { PortalForm } from "./portal-form";
import { RevocableRow } from "./revocable-row";
import { QueryList } from "./section-states";
import { SubmitRow } from "./submit-row";

const ROLE_HINTS: Record<CompanyRole, string> = {
  owner: "Manages members, limits and approvals, and orders.",
  buyer: "Requests quotes, accepts them and orders.",
  viewer: "Reads the company's history and documents only.",
};

type Fields = "email" | "role" | "order_limit";

/**
 * The invite form's values as POST /v2/companies/current/invitations takes them, or the messages
 * of what is wrong: the domain's schema decides (an order limit is a buyer's only).
 */
export function checkInvitation(values: {
  email: string;
  role: CompanyRole;
  orderLimit: string;
}):
  | { ok: true; body: { email: string; role: CompanyRole; order_limit?: number } }
  | { ok: false; errors: Partial<Record<Fields, string>> } {
  const limit = values.role === "buyer" ? parseDollarsInput(values.orderLimit) : undefined;
  const parsed = createInvitationRequestSchema.safeParse({
    email: values.email,
    role: values.role,
    ...(limit !== undefined ? { order_limit: limit } : {}),
  });
  if (!parsed.success) return { ok: false, errors: schemaFieldErrors(parsed.error) };
  const { email, role, order_limit } = parsed.data;
  return { ok: true, body: { email, role, ...(order_limit != null ? { order_limit } : {}) } };
}

function InviteForm() {
  const invite = useInvite();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<CompanyRole>("buyer");
  const [orderLimit, setOrderLimit] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const { error: serverError, run, clear } = useActionError();
  const [done, setDone] = useState<string | null>(null);
  /** A text field's value, error and change: typing clears the field's error. */
  const textField = (name: Fields, value: string, set: (value: string) => void) => ({
    value,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      set(event.target.value);
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    setDone(null);
    const checked = checkInvitation({ email, role, orderLimit });
    if (!checked.ok) {
      setErrors(checked.errors);
      reportInvalidFields(formRef.current, "Invitation not sent");
      return;
    }
    setErrors({});
    // A refusal of a field goes on it; any other (e.g. a pending invitation already, or a member
    // already) is the form's alert and a toast, and what was typed stays.
    await run(
      async () => {
        try {
          await invite.mutateAsync(checked.body);
          setEmail("");
          setOrderLimit("");
          setDone(`Invitation sent to ${checked.body.email}`);
        } catch (error) {
          const fieldErrors: Partial<Record<Fields, string>> = {};
          if (isApiError(error)) {
            for (const field of ["email", "role", "order_limit"] as const) {
              const message = error.fieldError(field);
              if (message) fieldErrors[field] = message;
            }
          }
          if (Object.keys(fieldErrors).length === 0) throw error;
          setErrors(fieldErrors);
          focusFirstInvalid(formRef.current);
        }
      },
      "Invitation not sent",
      "The invitation was not sent.",
    );
  };

  return (
    <PortalForm formRef={formRef} onSubmit={onSubmit} label="Invite a member">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="invite-email"
          label="Email"
          type="email"
          autoComplete="off"
          {...textField("email", email, setEmail)}
        />
        <SelectField
          id="invite-role"
          label="Role"
          value={role}
          hint={ROLE_HINTS[role]}
          error={errors.role}
          onChange={(event) => {
            setRole(event.target.value as CompanyRole);
            setErrors((e) => ({ ...e, role: undefined, order_limit: undefined }));
          }}
        >
          {COMPANY_ROLES.map((value) => (
            <option key={value} value={value}>
              {COMPANY_ROLE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        {role === "buyer" ? (
          <FormField
            id="invite-limit"
            label="Order limit ($)"
            optional
            {...ORDER_LIMIT_INPUT}
            hint="Orders above it wait for an owner's approval."
            {...textField("order_limit", orderLimit, setOrderLimit)}
          />
        ) : null}
      </div>
      <FormAlert>{serverError}</FormAlert>
      <SubmitRow
        size="sm"
        label="Send invitation"
        icon={Send}
        pending={invite.isPending}
        doneText={done}
      />
    </PortalForm>
  );
}

function PendingInvitation({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeInvitation();
  return (
    <RevocableRow
      testId="pending-invitation"
      summaryClassName="text-sm"
      icon={X}
      label={`Revoke the invitation to ${invitation.email}`}
      pending={revoke.isPending}
      onRevoke={() => revoke.mutateAsync(invitation.id)}
      done={{ title: "Invitation revoked", description: `${invitation.email} can no longer join.` }}
      failed="Invitation not revoked"
    >
      <p className="break-all font-medium">{invitation.email}</p>
      <p className="text-muted-foreground text-xs tabular-nums">
        {COMPANY_ROLE_LABELS[invitation.role]}
        {invitation.order_limit !== null
          ? ` · order limit ${formatDollars(invitation.order_limit)}`
          : ""}{" "}
        · expires {formatDate(invitation.expires_at)}
      </p>
    </RevocableRow>
  );
}

/** The invitations not yet accepted, each to revoke. */
function PendingInvitations() {
  const pending = useCompanyInvitations(true);
  return (
    <div>
      <h4 className="mb-2 font-medium text-sm">Pending invitations</h4>
      <QueryList
        query={pending}
        failed="The pending invitations could not be loaded."
        skeleton="[&>div]:h-14"
        items={(list) => list}
        empty="No pending invitations."
        label="Pending invitations"
      >
        {(invitation) => <PendingInvitation key={invitation.id} invitation={invitation} />}
      </QueryList>
    </div>
  );
}

/** Owners invite by email with a role (and a buyer's order limit), and revoke pending invitations. */
export function InvitationsCard() {
  return (
    <TitledCard
      icon={MailPlus}
      small
      title="Invite members"
      description="We email them a link. It works for 7 days, for the holder of that email address only."
      contentClassName="flex flex-col gap-5"
    >
      <InviteForm />
      <PendingInvitations />
    </TitledCard>
  );
}
