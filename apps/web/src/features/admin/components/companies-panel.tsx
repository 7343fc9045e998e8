import {
  type AdminCompanyRow,
  companyTermsRequestSchema,
  type Invoice,
  NET_DAYS_OPTIONS,
  recordPaymentRequestSchema,
} from "@ingot/domain";
import { Banknote, Pencil, ReceiptText } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { InvoiceTable } from "@/components/order/invoice-table";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField, SelectField } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import { dollarsInputValue, parseDollarsInput } from "@/lib/dollars-input";
import { focusFirstInvalid, reportInvalidForm } from "@/lib/form-errors";
import { formatDollars } from "@/lib/format-figures";
import { schemaFieldErrors } from "@/lib/schema-errors";
import { toast } from "@/lib/toast";
import {
  useAdminCompanies,
  useAdminCompanyStatement,
  useRecordPayment,
  useUpdateCompanyTerms,
} from "../api/companies";
import { AdminQueryTable, QueryView, Td } from "./admin-ui";

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** The terms dialog's values as PUT /v2/admin/companies/{id}/terms takes them, or what is wrong. */
export function checkTerms(values: { netDays: string; creditLimit: string }) {
  const parsed = companyTermsRequestSchema.safeParse({
    net_days: Number(values.netDays),
    credit_limit: parseDollarsInput(values.creditLimit),
  });
  return parsed.success
    ? ({ ok: true, body: parsed.data } as const)
    : ({ ok: false, errors: schemaFieldErrors(parsed.error) } as const);
}

type Checked<B> =
  | { readonly ok: true; readonly body: B }
  | { readonly ok: false; readonly errors: Record<string, string> };

/**
 * An admin form's submit (`formProps`, for its form element): `check` the values (what is wrong
 * goes on the fields, summed up in a toast), else `save` them; a failed save shows its message in
 * the form and in a toast, titled `failed[0]` (`failed[1]` when the error has no message).
 */
function useCheckedSubmit<B>({
  failed: [title, fallback],
  check,
  save,
  refocusOnFailure = false,
}: {
  failed: readonly [title: string, fallback: string];
  check: () => Checked<B>;
  save: (body: B) => Promise<void>;
  /** After a failed save, focus goes back to the first invalid field. */
  refocusOnFailure?: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    const checked = check();
    if (!checked.ok) {
      setErrors(checked.errors);
      reportInvalidForm(formRef.current, {
        title,
        description: "Please check the highlighted fields.",
      });
      return;
    }
    setErrors({});
    try {
      await save(checked.body);
    } catch (error) {
      const message = errorText(error, fallback);
      setServerError(message);
      toast.error(title, { description: message });
      if (refocusOnFailure) focusFirstInvalid(formRef.current);
    }
  };
  /** What the form element takes: its ref, no native validation, the submit. */
  const formProps = {
    ref: formRef,
    noValidate: true,
    onSubmit: (event: FormEvent) => void submit(event),
  };
  return { errors, setErrors, serverError, formProps };
}

function TermsDialog({ company, onClose }: { company: AdminCompanyRow; onClose: () => void }) {
  const update = useUpdateCompanyTerms();
  const [netDays, setNetDays] = useState(String(company.terms?.net_days ?? NET_DAYS_OPTIONS[0]));
  const [creditLimit, setCreditLimit] = useState(
    dollarsInputValue(company.terms?.credit_limit ?? null),
  );
  const { errors, setErrors, serverError, formProps } = useCheckedSubmit({
    failed: ["Terms not saved", "The terms were not saved."],
    check: () => checkTerms({ netDays, creditLimit }),
    save: async (body) => {
      await update.mutateAsync({ id: company.id, ...body });
      toast.success(`Terms saved for ${company.name}`, {
        description: `Net ${body.net_days}, credit limit ${formatDollars(body.credit_limit)}.`,
      });
      onClose();
    },
    refocusOnFailure: true,
  });

  return (
    <form
      {...formProps}
      className="flex flex-col gap-4"
      aria-label={`Payment terms of ${company.name}`}
    >
      <SelectField
        id="terms-net-days"
        label="Net days"
        value={netDays}
        error={errors.net_days}
        onChange={(event) => setNetDays(event.target.value)}
      >
        {NET_DAYS_OPTIONS.map((days) => (
          <option key={days} value={days}>
            Net {days}
          </option>
        ))}
      </SelectField>
      <FormField
        id="terms-credit-limit"
        label="Credit limit ($)"
        inputMode="decimal"
        value={creditLimit}
        error={errors.credit_limit}
        onChange={(event) => {
          setCreditLimit(event.target.value);
          setErrors((e) => ({ ...e, credit_limit: "" }));
        }}
      />
      <FormAlert>{serverError}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} blocked={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" pending={update.isPending}>
          Save terms
        </Button>
      </div>
    </form>
  );
}

/** What the record-payment form sends, or what is wrong (amount over 0, a reference). */
export function checkPayment(values: { amount: string; reference: string }) {
  const parsed = recordPaymentRequestSchema.safeParse({
    amount: parseDollarsInput(values.amount),
    reference: values.reference,
  });
  return parsed.success
    ? ({ ok: true, body: parsed.data } as const)
    : ({ ok: false, errors: schemaFieldErrors(parsed.error) } as const);
}

function RecordPaymentForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const record = useRecordPayment();
  const [amount, setAmount] = useState(dollarsInputValue(invoice.balance));
  const [reference, setReference] = useState("");
  const { errors, serverError, formProps } = useCheckedSubmit({
    failed: ["Payment not recorded", "The payment was not recorded."],
    check: () => checkPayment({ amount, reference }),
    save: async (body) => {
      await record.mutateAsync({ orderId: invoice.order_id, ...body });
      toast.success("Payment recorded", {
        description: `${formatDollars(body.amount)} against ${invoice.invoice_number}.`,
      });
      onDone();
    },
  });

  return (
    <form
      {...formProps}
      className="flex flex-col gap-3 rounded-md border border-border bg-muted/40 p-3"
      aria-label={`Record a payment for ${invoice.invoice_number}`}
      data-testid="record-payment-form"
    >
      <p className="font-medium text-sm">
        Record a payment for <span className="font-mono">{invoice.invoice_number}</span>{" "}
        <span className="text-muted-foreground tabular-nums">
          (balance {formatDollars(invoice.balance)})
        </span>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id="payment-amount"
          label="Amount ($)"
          inputMode="decimal"
          value={amount}
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <FormField
          id="payment-reference"
          label="Reference"
          hint="Check or transfer number"
          maxLength={100}
          value={reference}
          error={errors.reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </div>
      <FormAlert>{serverError}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button size="sm" variant="outline" onClick={onDone} blocked={record.isPending}>
          Cancel
        </Button>
        <Button size="sm" type="submit" pending={record.isPending}>
          {record.isPending ? null : <Banknote aria-hidden="true" />}
          Record payment
        </Button>
      </div>
    </form>
  );
}

function StatementView({ company }: { company: AdminCompanyRow }) {
  const statement = useAdminCompanyStatement(company.id);
  const [paying, setPaying] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <QueryView query={statement} skeleton="h-40">
      {(data) => {
        const invoice = data.invoices.find((i) => i.order_id === paying);
        return (
          <div className="flex flex-col gap-3">
            <p className="flex flex-wrap gap-x-4 text-sm tabular-nums">
              <span>
                Open balance <strong>{formatDollars(data.open_balance)}</strong>
              </span>
              <span className={cn(data.overdue_balance > 0 && "text-danger")}>
                Overdue{" "}
                <strong data-testid="admin-statement-overdue">
                  {formatDollars(data.overdue_balance)}
                </strong>
              </span>
            </p>
            {data.invoices.length === 0 ? (
              <p className="text-muted-foreground text-sm">No invoices yet.</p>
            ) : (
              <InvoiceTable
                invoices={data.invoices}
                caption={`Invoices of ${company.name}`}
                action={(row) =>
                  row.status === "paid" ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        setPaying(row.order_id);
                      }}
                      aria-label={`Record a payment for ${row.invoice_number}`}
                    >
                      <Banknote aria-hidden="true" /> Record payment
                    </Button>
                  )
                }
              />
            )}
            {invoice ? (
              <RecordPaymentForm
                key={invoice.order_id}
                invoice={invoice}
                onDone={() => {
                  setPaying(null);
                  // Back to the row's button (gone once the invoice is paid: the dialog's rescue).
                  requestAnimationFrame(() => {
                    if (opener.current?.isConnected) opener.current.focus();
                  });
                }}
              />
            ) : null}
          </div>
        );
      }}
    </QueryView>
  );
}

/** Supplier admins: every company's terms, balance and overdue invoices; terms and payments. */
export function CompaniesPanel() {
  const companies = useAdminCompanies();
  const [editing, setEditing] = useState<AdminCompanyRow | null>(null);
  const [viewing, setViewing] = useState<AdminCompanyRow | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <AdminQueryTable
        query={companies}
        skeleton="h-48"
        caption="Companies"
        minWidth="64rem"
        columns={[
          "Company",
          "Owners",
          "Members",
          "Terms",
          "Open balance",
          "Available credit",
          "Overdue",
          { label: "Actions", hidden: true },
        ]}
        rows={(rows) => rows}
        empty="No companies yet"
      >
        {(company) => (
          <tr key={company.id} className="hover:bg-muted/40" data-testid="company-row">
            <Td className="font-medium">{company.name}</Td>
            <Td className="text-xs">
              {company.owners.map((owner) => (
                <div key={owner} className="break-all">
                  {owner}
                </div>
              ))}
            </Td>
            <Td>{company.member_count}</Td>
            <Td className="whitespace-nowrap">
              {company.terms ? (
                <>
                  Net {company.terms.net_days}
                  <div className="text-muted-foreground text-xs">
                    limit {formatDollars(company.terms.credit_limit)}
                  </div>
                </>
              ) : (
                <span className="text-muted-foreground">No terms</span>
              )}
            </Td>
            <Td className="text-right">
              {company.terms ? formatDollars(company.terms.open_balance) : "—"}
            </Td>
            <Td className="text-right">
              {company.terms ? formatDollars(company.terms.available_credit) : "—"}
            </Td>
            <Td
              className={cn(company.overdue_invoices > 0 && "font-medium text-danger")}
              data-testid="company-overdue"
            >
              {company.overdue_invoices > 0 ? (
                <>
                  {company.overdue_invoices} overdue
                  <div className="text-xs">{formatDollars(company.overdue_balance)}</div>
                </>
              ) : (
                <span className="text-muted-foreground">None</span>
              )}
            </Td>
            <Td>
              <div className="flex gap-1.5">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(company)}
                  aria-label={`Edit terms of ${company.name}`}
                >
                  <Pencil aria-hidden="true" /> Terms
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setViewing(company)}
                  aria-label={`Statement of ${company.name}`}
                >
                  <ReceiptText aria-hidden="true" /> Statement
                </Button>
              </div>
            </Td>
          </tr>
        )}
      </AdminQueryTable>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="gap-4 p-5 sm:max-w-md">
          <DialogTitle>Payment terms</DialogTitle>
          <DialogDescription>{editing?.name}</DialogDescription>
          {editing ? <TermsDialog company={editing} onClose={() => setEditing(null)} /> : null}
        </DialogContent>
      </Dialog>

      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <DialogContent className="gap-4 overflow-y-auto p-5 sm:max-w-5xl">
          <DialogTitle>Statement</DialogTitle>
          <DialogDescription>{viewing?.name}</DialogDescription>
          {viewing ? <StatementView company={viewing} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
