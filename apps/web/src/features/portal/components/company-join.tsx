import {
  COMPANY_ROLE_LABELS,
  createCompanyRequestSchema,
  type Invitation,
  MESSAGES,
} from "@ingot/domain";
import { Building2, Check, MailOpen, X } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useMe } from "@/api/me";
import { CompanyField } from "@/components/ui/contact-fields";
import { FormAlert } from "@/components/ui/form-alert";
import { TitledCard } from "@/components/ui/titled-card";
import { isApiError } from "@/lib/api-client";
import { focusFirstInvalid, reportInvalidFields } from "@/lib/form-errors";
import { formatDate } from "@/lib/format-dates";
import { formatDollars } from "@/lib/format-figures";
import { toast } from "@/lib/toast";
import { useCreateCompany } from "../api/create-company";
import { useAnswerInvitation, useMyInvitations } from "../api/my-invitations";
import { useActionError } from "../hooks/use-action-error";
import { FormCard } from "./form-card";
import { ListItem } from "./list-item";
import { RowActions } from "./row-actions";
import { QueryView } from "./section-states";

/** The two answers to an invitation, as its row offers them. */
const ANSWERS = [
  { choice: "accept", label: "Accept", icon: Check, variant: "primary" },
  { choice: "decline", label: "Decline", icon: X, variant: "outline" },
] as const;

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const answer = useAnswerInvitation();
  const { error, run } = useActionError();
  const busy = answer.isPending ? answer.variables?.answer : undefined;
  const reply = (choice: "accept" | "decline") =>
    run(
      async () => {
        await answer.mutateAsync({ id: invitation.id, answer: choice });
        toast.success(
          choice === "accept"
            ? `You joined ${invitation.company_name}`
            : `Invitation from ${invitation.company_name} declined`,
        );
      },
      "Invitation not answered",
      "The invitation could not be answered.",
    );
  return (
    <ListItem
      frame="row"
      testId="my-invitation"
      headClassName="gap-1"
      summary={
        <>
          <p className="font-medium">{invitation.company_name}</p>
          <p className="text-muted-foreground text-sm">
            As {COMPANY_ROLE_LABELS[invitation.role]}
            {invitation.role === "buyer" && invitation.order_limit !== null ? (
              <span className="tabular-nums">
                {" "}
                · order limit {formatDollars(invitation.order_limit)}
              </span>
            ) : null}{" "}
            · invited by {invitation.invited_by}
          </p>
          <p className="text-muted-foreground text-xs tabular-nums">
            Expires {formatDate(invitation.expires_at)}
          </p>
        </>
      }
      aside={
        <RowActions
          running={busy}
          actions={ANSWERS.map(({ choice, label, icon, variant }) => ({
            id: choice,
            icon,
            label,
            variant,
            name: `${label} the invitation from ${invitation.company_name}`,
            onClick: () => void reply(choice),
          }))}
        />
      }
    >
      <FormAlert>{error}</FormAlert>
    </ListItem>
  );
}

function MyInvitations() {
  const invitations = useMyInvitations(true);
  return (
    <QueryView
      query={invitations}
      failed="Your invitations could not be loaded."
      skeleton="[&>div]:h-20"
    >
      {(list) =>
        list.length === 0 ? null : (
          <TitledCard
            icon={MailOpen}
            small
            title="Invitations for you"
            description="Join a company to share its orders, quotes and terms."
          >
            <ul className="flex flex-col gap-2" aria-label="Invitations for you">
              {list.map((invitation) => (
                <InvitationRow key={invitation.id} invitation={invitation} />
              ))}
            </ul>
          </TitledCard>
        )
      }
    </QueryView>
  );
}

function CreateCompanyForm() {
  const me = useMe();
  const create = useCreateCompany();
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState("");
  const [touched, setTouched] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const { error: serverError, run, clear } = useActionError();

  // The profile's company is the default, never over what was typed.
  const profileCompany = me.data?.profile?.company ?? "";
  useEffect(() => {
    if (!touched && profileCompany) setName(profileCompany);
  }, [profileCompany, touched]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    const parsed = createCompanyRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MESSAGES.companies.nameRequired);
      reportInvalidFields(formRef.current, "Company not created");
      return;
    }
    setFieldError(undefined);
    // A refusal of the name goes on its field; any other is the form's alert and a toast.
    await run(
      async () => {
        try {
          const made = await create.mutateAsync(parsed.data);
          toast.success(`${made.name} is set up`, { description: "You are its owner." });
        } catch (error) {
          const field = isApiError(error) ? error.fieldError("name") : undefined;
          if (!field) throw error;
          setFieldError(field);
          focusFirstInvalid(formRef.current);
        }
      },
      "Company not created",
      "The company could not be created.",
    );
  };

  return (
    <FormCard
      icon={Building2}
      title="Create a company"
      description="Buy as a company: invite your buyers and viewers, set order limits, approve large orders, and pay on account once we grant your company payment terms."
      formRef={formRef}
      onSubmit={onSubmit}
      label="Create a company"
      submit={{ size: "sm", label: "Create company", icon: Building2, pending: create.isPending }}
    >
      <CompanyField
        id="company-name"
        label="Company name"
        maxLength={120}
        value={name}
        error={fieldError}
        onChange={(event) => {
          setTouched(true);
          setName(event.target.value);
          if (fieldError) setFieldError(undefined);
        }}
      />
      <FormAlert>{serverError}</FormAlert>
    </FormCard>
  );
}

/** The Company section of a user without one: invitations waiting for them, and creating one. */
export function CompanyJoin() {
  return (
    <div className="flex flex-col gap-6" data-testid="company-none">
      <MyInvitations />
      <CreateCompanyForm />
    </div>
  );
}
