import { AlertTriangle, CreditCard, FlaskConical } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { reportInvalidForm } from "@/lib/form-errors";
import { formatDollars } from "@/lib/format-figures";
import { usePayTestSession, useTestSession } from "../api/test-checkout";

/** The pay request's fields, as the API's `errors[].field` names them. */
const PAY_FIELDS = ["card_number", "expiry", "cvc", "name"] as const;
type PayField = (typeof PAY_FIELDS)[number];
const isPayField = (field: string): field is PayField =>
  (PAY_FIELDS as readonly string[]).includes(field);

const EMPTY_CARD: Record<PayField, string> = { card_number: "", expiry: "", cvc: "", name: "" };

/** The card's expiry and CVC, side by side under its number. */
const CARD_CODES = [
  {
    field: "expiry",
    label: "Expiry (MM/YY)",
    autoComplete: "cc-exp",
    placeholder: "12/34",
    maxLength: 5,
  },
  {
    field: "cvc",
    label: "CVC",
    autoComplete: "cc-csc",
    placeholder: "123",
    maxLength: 4,
  },
] as const;

/** 4242424242424242 → "4242 4242 4242 4242" as the buyer types. */
function groupCard(value: string) {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * The built-in test checkout (decisions §6): a stand-in for the hosted payment page when no Stripe
 * key is configured. 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; then back to
 * /success as Stripe would send the buyer.
 */
export function TestCheckoutScreen({ sessionId }: { sessionId: string }) {
  const session = useTestSession(sessionId);
  const pay = usePayTestSession(sessionId);
  const [values, setValues] = useState<Record<PayField, string>>(EMPTY_CARD);
  const setValue = (field: PayField, value: string) =>
    setValues((prev) => ({ ...prev, [field]: value }));
  const [declined, setDeclined] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<PayField, string>>>({});
  const [leaving, setLeaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDeclined(undefined);
    setFieldErrors({});
    try {
      const result = await pay.mutateAsync(values);
      setLeaving(true);
      window.location.assign(result.redirect_url);
    } catch (error) {
      const message = isApiError(error) ? error.message : "The payment could not be made.";
      // The server's field errors on their fields (through lib/form-errors: the first focused,
      // the summary toast); the card number carries the decline, described by the alert below.
      const placed: Partial<Record<PayField, string>> = {};
      if (isApiError(error)) {
        for (const e of error.errors) if (isPayField(e.field)) placed[e.field] = e.message;
      }
      setFieldErrors(placed);
      setDeclined(message);
      reportInvalidForm(formRef.current, { title: "Payment declined", description: message });
    }
  };

  if (session.isPending) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-4">
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (session.isError || !session.data) {
    return (
      <Card className="mx-auto max-w-md">
        <CardContent className="flex flex-col gap-3">
          <p className="font-medium">Checkout session not found</p>
          <p className="text-muted-foreground text-sm">
            This payment link is unknown or has expired. Please return to your order summary.
          </p>
          <Button asChild variant="outline" className="self-start">
            <a href="/purchase-summary">Back to order summary</a>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const s = session.data;
  const busy = pay.isPending || leaving;
  // The decline is about the card unless the server named another field.
  const cardInvalid =
    declined !== undefined &&
    (fieldErrors.card_number !== undefined || Object.keys(fieldErrors).length === 0);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4" data-testid="test-checkout">
      <div
        className="flex items-start gap-3 rounded-md border border-warning/50 bg-warning-soft px-4 py-3 text-sm text-warning"
        role="note"
      >
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <strong>Test mode.</strong> No card is charged. Use 4242 4242 4242 4242 to pay or 4000
          0000 0000 0002 to see a decline; any future expiry and any CVC.
        </p>
      </div>
      <Card>
        <CardHeader>
          <p className="text-muted-foreground text-sm">{s.customer_email}</p>
          <CardTitle className="text-3xl tabular-nums">{formatDollars(s.amount)}</CardTitle>
          <p className="text-sm">{s.description}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {s.line_items.length > 1 ? (
            <ul
              className="flex flex-col divide-y divide-border border-border border-y text-sm"
              aria-label="What you pay for"
              data-testid="payment-line-items"
            >
              {s.line_items.map((line, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: a session's line items never reorder
                  key={index}
                  className="flex items-baseline justify-between gap-4 py-2"
                  data-testid="payment-line-item"
                >
                  <span className="min-w-0">
                    <span className="block font-medium">{line.name}</span>
                    {line.description ? (
                      <span className="block text-muted-foreground text-xs">
                        {line.description}
                      </span>
                    ) : null}
                  </span>
                  <span className="shrink-0 tabular-nums">{formatDollars(line.amount)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {s.payment_status === "paid" ? (
            <div className="flex flex-col gap-3">
              <p className="font-medium text-success">This order is already paid.</p>
              <Button asChild>
                <a href={s.success_url}>View confirmation</a>
              </Button>
            </div>
          ) : (
            <form
              ref={formRef}
              noValidate
              onSubmit={(e) => void onSubmit(e)}
              className="flex flex-col gap-4"
              aria-label="Card payment"
            >
              <FormField
                id="test-card-number"
                label="Card number"
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="4242 4242 4242 4242"
                value={values.card_number}
                onChange={(e) => setValue("card_number", groupCard(e.target.value))}
                aria-invalid={cardInvalid ? true : undefined}
                aria-describedby={cardInvalid ? "test-card-declined" : undefined}
                className="tabular-nums"
                required
              />
              <div className="grid grid-cols-2 gap-4">
                {CARD_CODES.map((code) => (
                  <FormField
                    key={code.field}
                    id={`test-card-${code.field}`}
                    error={fieldErrors[code.field]}
                    label={code.label}
                    inputMode="numeric"
                    autoComplete={code.autoComplete}
                    placeholder={code.placeholder}
                    maxLength={code.maxLength}
                    value={values[code.field]}
                    onChange={(e) => setValue(code.field, e.target.value)}
                  />
                ))}
              </div>
              <FormField
                id="test-card-name"
                error={fieldErrors.name}
                label="Name on card"
                autoComplete="cc-name"
                value={values.name}
                onChange={(e) => setValue("name", e.target.value)}
              />
              {declined ? (
                <p
                  id="test-card-declined"
                  role="alert"
                  className="flex items-center gap-2 rounded-md bg-danger-soft px-3 py-2 text-danger text-sm"
                  data-testid="payment-declined"
                >
                  <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
                  {declined} Your order is saved and still awaiting payment.
                </p>
              ) : null}
              <Button
                type="submit"
                size="lg"
                disabled={values.card_number.trim() === ""}
                pending={busy}
              >
                {busy ? null : <CreditCard aria-hidden="true" />}
                {busy ? "Processing..." : `Pay ${formatDollars(s.amount)}`}
              </Button>
              <a
                href={s.cancel_url}
                className="self-center text-link text-sm underline-offset-4 hover:underline"
              >
                Cancel and return to the order summary
              </a>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
