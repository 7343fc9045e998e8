import { COMPANY_ROLE_LABELS, companyRoleMay, MESSAGES } from "@ingot/domain";
import { Building2 } from "lucide-react";
import { useCurrentCompany } from "@/api/company";
import { Badge } from "@/components/ui/badge";
import { ApprovalsCard } from "./company-approvals";
import { CompanyHistory } from "./company-history";
import { InvitationsCard } from "./company-invite";
import { CompanyJoin } from "./company-join";
import { MembersCard } from "./company-members";
import { StatementCard, TermsCard } from "./company-statement";
import { QueryView, SectionHeader } from "./section-states";

/**
 * The portal's Company section (/profile#company, issue #16). Without a company: the invitations
 * waiting for you and "Create a company". With one: its terms and statement, the orders waiting
 * for an owner's approval, members and invitations (owners change them), and the shared history.
 * What a role may do comes from the domain (companyRoleMay); the server decides again.
 */
export function CompanySection({ userId, email }: { userId: string; email: string }) {
  const company = useCurrentCompany();

  if (company.isPending || company.isError || company.data === null) {
    return (
      <section aria-labelledby="portal-company">
        <SectionHeader
          id="portal-company"
          title="Company"
          description="Buy together: shared orders and quotes, order limits, approvals and payment terms."
        />
        <QueryView
          query={company}
          failed="Your company could not be loaded."
          rows={2}
          skeleton="[&>div]:h-40"
        >
          {() => <CompanyJoin />}
        </QueryView>
      </section>
    );
  }

  const current = company.data;
  const role = current.my_role;
  const manage = companyRoleMay(role, "manageMembers");
  const mayOrder = companyRoleMay(role, "order");
  return (
    <section aria-labelledby="portal-company">
      <SectionHeader
        id="portal-company"
        title={current.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <Building2 className="size-4" aria-hidden="true" /> Your role
            <Badge variant="neutral" data-testid="company-role">
              {COMPANY_ROLE_LABELS[role]}
            </Badge>
          </span>
        }
      />
      <div className="flex flex-col gap-6" data-testid="company-current">
        {role === "viewer" ? (
          <p className="rounded-md border border-border bg-muted/50 px-3 py-2 text-sm">
            {MESSAGES.companies.viewerReadOnly}
          </p>
        ) : null}
        <TermsCard terms={current.terms} />
        {companyRoleMay(role, "approve") ? <ApprovalsCard /> : null}
        <StatementCard />
        <MembersCard company={current} myUserId={userId} />
        {manage ? <InvitationsCard /> : null}
        <CompanyHistory email={email} mayOrder={mayOrder} />
      </div>
    </section>
  );
}
