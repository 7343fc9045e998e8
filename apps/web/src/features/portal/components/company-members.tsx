import {
  COMPANY_ROLE_LABELS,
  COMPANY_ROLES,
  type CompanyMember,
  type CompanyRole,
  type CurrentCompany,
  updateMemberRequestSchema,
} from "@ingot/domain";
import { Save, Trash2, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { ScrollTable, ScrollTableHead, scrollTableTd } from "@/components/ui/scroll-table";
import { TitledCard } from "@/components/ui/titled-card";
import { cn } from "@/lib/cn";
import { dollarsInputValue, parseDollarsInput } from "@/lib/dollars-input";
import { formatDollars } from "@/lib/format-figures";
import { toast } from "@/lib/toast";
import { useRemoveMember, useUpdateMember } from "../api/company-members";
import { useActionError } from "../hooks/use-action-error";
import { useConfirmedAction } from "../hooks/use-confirmed-action";
import { ORDER_LIMIT_INPUT } from "../lib/order-limit";

const td = scrollTableTd;
const selectClass =
  "h-9 w-full min-w-28 rounded-md border border-input bg-surface px-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger";

function limitText(member: CompanyMember): string {
  if (member.role !== "buyer") return "—";
  return member.order_limit === null ? "No limit" : formatDollars(member.order_limit);
}

/** One member's row: who they are, and whether they are the signed-in user. */
interface MemberRowProps {
  member: CompanyMember;
  isMe: boolean;
}

/** A member as an owner sees it: role and order limit to change, and Remove. */
function EditableMemberRow({
  member,
  isMe,
  onRemove,
}: MemberRowProps & { onRemove: (member: CompanyMember) => void }) {
  const update = useUpdateMember();
  const [role, setRole] = useState<CompanyRole>(member.role);
  const [limit, setLimit] = useState(dollarsInputValue(member.order_limit));
  const [limitError, setLimitError] = useState<string>();
  const { error, run } = useActionError();
  const name = member.full_name || member.email;
  const ids = `member-${member.user_id}`;

  const storedLimit = dollarsInputValue(member.order_limit);
  const changed = role !== member.role || (role === "buyer" && limit !== storedLimit);
  // A saved change comes back from the server: the row shows it (the row stays mounted, so focus
  // stays on Save). A refused one leaves what was chosen as it is.
  useEffect(() => {
    setRole(member.role);
    setLimit(dollarsInputValue(member.order_limit));
  }, [member.role, member.order_limit]);

  const save = () => run(trySave, "Member not changed", "The member could not be changed.");
  /** Throws when the server refuses (e.g. the last owner cannot be demoted): the row says so and
   * keeps what was chosen. */
  const trySave = async () => {
    if (!changed) {
      toast.info(`Nothing to save for ${name}`);
      return;
    }
    const parsedLimit = role === "buyer" ? (parseDollarsInput(limit) ?? null) : null;
    const body = {
      ...(role !== member.role ? { role } : {}),
      ...(parsedLimit !== member.order_limit ? { order_limit: parsedLimit } : {}),
    };
    const parsed = updateMemberRequestSchema.safeParse(body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "";
      setLimitError(message);
      toast.error("Member not changed", { description: message });
      document.getElementById(`${ids}-limit`)?.focus();
      return;
    }
    setLimitError(undefined);
    await update.mutateAsync({ userId: member.user_id, ...parsed.data });
    toast.success(`${name} updated`);
  };

  return (
    <tr className="last:[&>td]:border-b-0" data-testid="member-row">
      <td className={td}>
        <div className="font-medium">
          {name}
          {isMe ? <span className="ml-1 font-normal text-muted-foreground">(you)</span> : null}
        </div>
        <div className="break-all text-muted-foreground text-xs">{member.email}</div>
      </td>
      <td className={td}>
        <label className="sr-only" htmlFor={`${ids}-role`}>
          Role of {name}
        </label>
        <select
          id={`${ids}-role`}
          className={selectClass}
          value={role}
          onChange={(event) => setRole(event.target.value as CompanyRole)}
        >
          {COMPANY_ROLES.map((value) => (
            <option key={value} value={value}>
              {COMPANY_ROLE_LABELS[value]}
            </option>
          ))}
        </select>
      </td>
      <td className={td}>
        {role === "buyer" ? (
          <>
            <label className="sr-only" htmlFor={`${ids}-limit`}>
              Order limit of {name} in dollars (empty for no limit)
            </label>
            <Input
              id={`${ids}-limit`}
              {...ORDER_LIMIT_INPUT}
              className="h-9 min-w-28"
              value={limit}
              aria-invalid={limitError ? true : undefined}
              aria-describedby={limitError ? `${ids}-limit-error` : undefined}
              onChange={(event) => {
                setLimit(event.target.value);
                setLimitError(undefined);
              }}
            />
            <FieldError id={`${ids}-limit-error`} alert className="mt-1 text-xs">
              {limitError}
            </FieldError>
          </>
        ) : (
          <span className="text-muted-foreground">—</span>
        )}
      </td>
      <td className={td}>
        <div className="flex flex-wrap gap-2">
          <ActionButton
            icon={Save}
            variant={changed ? "primary" : "outline"}
            pending={update.isPending}
            onClick={() => void save()}
            aria-label={`Save changes for ${name}`}
          >
            Save
          </ActionButton>
          <ActionButton
            icon={Trash2}
            variant="ghost"
            blocked={update.isPending}
            onClick={() => onRemove(member)}
            aria-label={`Remove ${name}`}
          >
            Remove
          </ActionButton>
        </div>
        {error ? (
          <p role="alert" className="mt-1 max-w-64 text-danger text-xs" data-testid="member-error">
            {error}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

function ReadOnlyMemberRow({ member, isMe }: MemberRowProps) {
  return (
    <tr className="last:[&>td]:border-b-0" data-testid="member-row">
      <td className={td}>
        <div className="font-medium">
          {member.full_name || member.email}
          {isMe ? <span className="ml-1 font-normal text-muted-foreground">(you)</span> : null}
        </div>
        <div className="break-all text-muted-foreground text-xs">{member.email}</div>
      </td>
      <td className={td}>{COMPANY_ROLE_LABELS[member.role]}</td>
      <td className={cn(td, "tabular-nums")}>{limitText(member)}</td>
    </tr>
  );
}

/** The company's members; owners change roles and limits and remove members (issue #16). */
export function MembersCard({ company, myUserId }: { company: CurrentCompany; myUserId: string }) {
  const owner = company.my_role === "owner";
  const remove = useRemoveMember();
  const removing = useConfirmedAction(
    async (member: CompanyMember) => {
      await remove.mutateAsync(member.user_id);
      toast.success(`${member.full_name || member.email} removed`);
    },
    remove.isPending,
    "Member not removed",
    "The member could not be removed.",
  );
  const chosen = removing.target;

  return (
    <TitledCard icon={Users} small title="Members">
      <ScrollTable caption="Company members" minWidth={owner ? "40rem" : "28rem"}>
        <ScrollTableHead columns={["Member", "Role", "Order limit"]} actions={owner} />
        <tbody>
          {company.members.map((member) =>
            owner ? (
              <EditableMemberRow
                key={member.user_id}
                member={member}
                isMe={member.user_id === myUserId}
                onRemove={removing.ask}
              />
            ) : (
              <ReadOnlyMemberRow
                key={member.user_id}
                member={member}
                isMe={member.user_id === myUserId}
              />
            ),
          )}
        </tbody>
      </ScrollTable>
      {owner ? (
        <p className="mt-2 text-muted-foreground text-xs">
          A buyer's orders above their order limit wait for an owner's approval. Leave the limit
          empty for none.
        </p>
      ) : null}
      <ConfirmDialog
        {...removing.dialog}
        title={`Remove ${chosen?.full_name || chosen?.email || "member"}?`}
        description={
          <p>
            They lose access to {company.name}'s orders, quotes and documents at once. Their own
            orders stay in the company's history.
          </p>
        }
        confirmLabel="Remove member"
      />
    </TitledCard>
  );
}
