import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CheckoutFormInput,
  type CheckoutFormValues,
  COST_RECALC_DELAY_MS,
  checkoutFormSchema,
  companyRoleMay,
  DEFAULT_STATE,
  dollarsToCents,
  getCheckoutFormError,
  MESSAGES,
  type OnAccountOrder,
  onAccountFieldsSchema,
  toCheckoutAddress,
} from "@ingot/domain";
import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type FieldErrors, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { useCurrentCompany } from "@/api/company";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { applyServerFieldErrors, reportInvalidForm } from "@/lib/form-errors";
import { type PurchaseData, purchaseTotals } from "@/lib/purchase-data";
import { useQuoteSession } from "@/lib/quote-session";
import {
  type CreateCheckoutSessionInput,
  useCreateCheckoutSession,
} from "../api/create-checkout-session";
import { useCheckoutConfig } from "../api/get-checkout-config";
import { lookupZip } from "../api/lookup-zip";
import { usePlaceOnAccount } from "../api/place-on-account";
import { type CheckoutPricingInput, useCheckoutPrice } from "../api/price-checkout";
import { type PlaceAddress, usePlacesAutocomplete } from "../hooks/use-places-autocomplete";
import { checkoutLines } from "../lib/checkout-lines";
import { savePendingOrder } from "../lib/pending-order";
import { CheckoutFormFields } from "./checkout-form-fields";
import { DeliveryChoice } from "./delivery-choice";
import { OnAccountConfirmation } from "./on-account-confirmation";
import { OrderLinesCard, type PricedLine } from "./order-lines-card";
import { type AttachedPo, PaymentChoice, type PaymentMethod } from "./payment-choice";
import { PickupPanel } from "./pickup-panel";
import { PricingSummary } from "./pricing-summary";

/** Typing in the address pauses this long before prices are asked for again. */
const ADDRESS_DEBOUNCE_MS = 500;

type AddressKey = "street" | "city" | "state" | "zip_code";
const ADDRESS_KEYS: readonly AddressKey[] = ["street", "city", "state", "zip_code"];

/** Server field names (address.city) → form field names (city). */
function formField(field: string): keyof CheckoutFormInput | undefined {
  const name = field.startsWith("address.") ? field.slice("address.".length) : field;
  const known: readonly string[] = [
    "customer_name",
    "customer_company",
    "customer_email",
    "customer_phone",
    "customer_order_number",
    ...ADDRESS_KEYS,
  ];
  return known.includes(name) ? (name as keyof CheckoutFormInput) : undefined;
}

/** Checkout pricing's per-line figures (issue #15). */
function pricedLines(
  reply: { lines: readonly PricedLine[] } | undefined,
): readonly PricedLine[] | undefined {
  return reply?.lines;
}

/** The checkout fields in page order, as their labels read. */
const FIELD_LABELS: [keyof CheckoutFormInput, string][] = [
  ["customer_name", "Full name"],
  ["customer_company", "Company name"],
  ["customer_email", "Business email"],
  ["customer_phone", "Phone"],
  ["customer_order_number", "Customer order number"],
  ["street", "Street address"],
  ["zip_code", "ZIP code"],
  ["city", "City"],
  ["state", "State"],
];

/** 'ZIP code: Please enter a valid ZIP code': the first wrong field in page order, or undefined. */
export function describeInvalidField(
  errors: Partial<Record<keyof CheckoutFormInput, { message?: string | undefined } | undefined>>,
): string | undefined {
  for (const [key, label] of FIELD_LABELS) {
    const message = errors[key]?.message;
    if (message) return `${label}: ${message}`;
  }
  return undefined;
}

/**
 * The one toast of a failed checkout (spec §8): 'Failed to proceed to checkout. Please try
 * again.', and when the payment session answered a non-OK status without the server's own
 * field errors, 'HTTP error! status: {n}' after it.
 */
export function checkoutFailureText(error: unknown): string {
  const status =
    isApiError(error) && error.kind === "http" && error.errors.length === 0 ? error.status : 0;
  return status > 0
    ? `${MESSAGES.checkout.proceedFailed} ${MESSAGES.checkout.httpError(status)}`
    : MESSAGES.checkout.proceedFailed;
}

/**
 * /purchase-summary (spec §2, §4, §5; issue #15): every line being bought, the delivery choice
 * first (a pickup buyer never sees the address), the billing form, the server's pricing, and
 * Proceed to Payment, which opens the payment session and leaves for it.
 */
export function PurchaseSummaryScreen({ data }: { data: PurchaseData }) {
  const navigate = useNavigate();
  const config = useCheckoutConfig();
  const session = useQuoteSession();
  const createSession = useCreateCheckoutSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [redirecting, setRedirecting] = useState(false);

  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    mode: "onTouched",
    // lib/form-errors focuses the first failing field in the page's order.
    shouldFocusError: false,
    defaultValues: {
      customer_name: "",
      customer_company: "",
      customer_email: data.email ?? "",
      customer_phone: "",
      customer_order_number: "",
      street: "",
      city: "",
      // Spec §9: default state MI (the ZIP lookup or the buyer changes it).
      state: DEFAULT_STATE,
      zip_code: "",
      tax_exempt: false,
      delivery_method: "ship",
    },
  });
  const { setValue, getValues, formState } = form;

  // Prefill the contact from the signed-in profile, never over what was typed.
  const contact = session.contact;
  useEffect(() => {
    if (!contact) return;
    const fill = (
      name: "customer_name" | "customer_company" | "customer_email" | "customer_phone",
      value?: string,
    ) => {
      if (value && !getValues(name)) setValue(name, value);
    };
    fill("customer_name", contact.name);
    fill("customer_company", contact.company);
    fill("customer_email", contact.email);
    fill("customer_phone", contact.phone);
  }, [contact, getValues, setValue]);

  // An accepted exemption certificate (portal Documents) ticks the tax-exempt box, unless touched.
  const exemptionAccepted = session.taxExemptionAccepted;
  useEffect(() => {
    if (exemptionAccepted && !form.getFieldState("tax_exempt").isDirty) {
      setValue("tax_exempt", true);
    }
  }, [exemptionAccepted, form, setValue]);

  const [deliveryMethod, taxExempt, street, city, state, zip] = useWatch({
    control: form.control,
    name: ["delivery_method", "tax_exempt", "street", "city", "state", "zip_code"],
  });
  const shipping = deliveryMethod === "ship";

  // The address prices are asked for: after typing pauses, or 0.1 s after a suggestion (spec §4).
  const liveAddress = useMemo(
    () => toCheckoutAddress({ street, city, state, zip_code: zip }),
    [street, city, state, zip],
  );
  const [pricedAddress, setPricedAddress] = useState(liveAddress);
  const nextDelay = useRef(ADDRESS_DEBOUNCE_MS);
  const liveKey = JSON.stringify(liveAddress ?? null);
  useEffect(() => {
    const delay = nextDelay.current;
    nextDelay.current = ADDRESS_DEBOUNCE_MS;
    const timer = window.setTimeout(
      () => setPricedAddress(JSON.parse(liveKey) ?? undefined),
      delay,
    );
    return () => window.clearTimeout(timer);
  }, [liveKey]);

  const lines = useMemo(() => checkoutLines(data), [data]);
  const totals = useMemo(() => purchaseTotals(data), [data]);
  const pricingInput = {
    ...lines,
    delivery_method: deliveryMethod ?? "ship",
    tax_exempt: Boolean(taxExempt),
    ...(shipping && pricedAddress ? { address: pricedAddress } : {}),
  } satisfies CheckoutPricingInput;
  const price = useCheckoutPrice(pricingInput);

  // The server takes the tax state from the ZIP and refuses another ("ZIP 48226 is in MI"): show
  // its message on the field it names, keeping what was typed; a good price clears it.
  const { setError, getFieldState } = form;
  useEffect(() => {
    // Marked through the forms' one helper; focus stays where the buyer is typing.
    if (isApiError(price.error)) applyServerFieldErrors(setError, price.error.errors, formField);
  }, [price.error, setError]);
  const priced = price.isSuccess && !price.isFetching;
  useEffect(() => {
    if (!priced) return;
    for (const key of ADDRESS_KEYS) {
      if (getFieldState(key).error?.type === "server") form.clearErrors(key);
    }
  }, [priced, getFieldState, form]);

  // Typing a ZIP fills city and state from the server.
  const [zipLookup, setZipLookup] = useState<"idle" | "looking" | "found" | "unknown">("idle");
  const lastZip = useRef("");
  const { clearErrors } = form;
  useEffect(() => {
    const code = zip?.trim() ?? "";
    if (!/^\d{5}$/.test(code) || code === lastZip.current) return;
    lastZip.current = code;
    const controller = new AbortController();
    let settled = false;
    setZipLookup("looking");
    lookupZip(code, controller.signal)
      .then((place) => {
        settled = true;
        setValue("city", place.city);
        setValue("state", place.state);
        clearErrors(["city", "state"]);
        setZipLookup("found");
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        settled = true;
        setZipLookup(isApiError(error) && error.status === 404 ? "unknown" : "idle");
      });
    return () => {
      controller.abort();
      // Cancelled before an answer: the next run may look this ZIP up again.
      if (!settled && lastZip.current === code) lastZip.current = "";
    };
  }, [zip, setValue, clearErrors]);

  // Google Places, when the server hands out a browser key.
  const [streetInput, setStreetInput] = useState<HTMLInputElement | null>(null);
  const onPlace = useCallback(
    (place: PlaceAddress) => {
      nextDelay.current = COST_RECALC_DELAY_MS;
      lastZip.current = place.zip_code;
      for (const key of ADDRESS_KEYS) {
        setValue(key, place[key], { shouldValidate: true, shouldDirty: true });
      }
    },
    [setValue],
  );
  const autocomplete = usePlacesAutocomplete(
    shipping ? config.data?.google_maps_browser_key : null,
    streetInput,
    onPlace,
  );

  /** The order as the card checkout sends it; paying on account sends the same plus the PO. */
  const orderBody = (values: CheckoutFormValues): CreateCheckoutSessionInput => {
    const address = values.delivery_method === "ship" ? toCheckoutAddress(values) : undefined;
    const pricing = price.data;
    const first = data.lines[0];
    const name =
      data.lines.length === 1 && first ? first.material : `Order of ${data.lines.length} lines`;
    return {
      ...lines,
      amount: String(pricing ? dollarsToCents(pricing.total_cost) : 0),
      currency: "usd",
      name,
      description:
        data.lines.length === 1 && first ? `${first.material} × ${first.quantity} pcs` : name,
      customer_name: values.customer_name,
      customer_email: values.customer_email,
      customer_company: values.customer_company,
      customer_phone: values.customer_phone || undefined,
      customer_order_number: values.customer_order_number || undefined,
      delivery_method: values.delivery_method,
      address,
      tax_exempt: values.tax_exempt,
      dfars: data.lines.some((line) => line.dfars),
      rohs: data.lines.some((line) => line.rohs),
    };
  };

  // Issue #16: a member of a company with terms may pay on account (owners and buyers); a viewer
  // cannot order at all.
  const company = useCurrentCompany(session.signedIn);
  const membership = company.data ?? null;
  const mayOrder = !membership || companyRoleMay(membership.my_role, "order");
  const terms = membership && mayOrder ? membership.terms : null;
  const [payment, setPayment] = useState<PaymentMethod>("card");
  const onAccount = payment === "account" && terms !== null;
  const [poNumber, setPoNumber] = useState("");
  const [poError, setPoError] = useState<string>();
  const [attachedPo, setAttachedPo] = useState<AttachedPo | null>(null);
  const [accountError, setAccountError] = useState<string>();
  const placeOnAccount = usePlaceOnAccount();
  const [placed, setPlaced] = useState<{ order: OnAccountOrder; poNumber: string } | null>(null);

  /** A refused submit: the first missing field in the spec's words, else the field that is wrong
   * (issue #18), else "fill in the required fields". */
  const reportInvalidCheckout = (fieldErrors: FieldErrors<CheckoutFormInput>) => {
    const v = getValues();
    reportInvalidForm(formRef.current, {
      title: MESSAGES.checkout.errorTitle,
      description:
        getCheckoutFormError({
          deliveryMethod: v.delivery_method,
          fullName: v.customer_name,
          company: v.customer_company,
          email: v.customer_email,
          street: v.street,
          city: v.city,
          state: v.state,
          zipCode: v.zip_code,
        }) ??
        describeInvalidField(fieldErrors) ??
        MESSAGES.checkout.fillRequired,
    });
  };

  /** The PO number as the server takes it, or its message on the field. */
  const checkPo = (): string | undefined => {
    const parsed = onAccountFieldsSchema.shape.po_number.safeParse(poNumber);
    if (parsed.success) {
      setPoError(undefined);
      return parsed.data;
    }
    setPoError(parsed.error.issues[0]?.message ?? MESSAGES.companies.poRequired);
    return undefined;
  };

  const onPlaceOnAccount = form.handleSubmit(
    async (values) => {
      setAccountError(undefined);
      const po = checkPo();
      if (!po) {
        reportInvalidForm(formRef.current, {
          title: MESSAGES.checkout.errorTitle,
          description: MESSAGES.companies.poRequired,
        });
        return;
      }
      try {
        const order = await placeOnAccount.mutateAsync({
          ...orderBody(values),
          po_number: po,
          ...(attachedPo ? { po_upload_token: attachedPo.token } : {}),
        });
        setPlaced({ order, poNumber: po });
      } catch (error) {
        const poField = isApiError(error) ? error.fieldError("po_number") : undefined;
        if (poField) setPoError(poField);
        if (isApiError(error)) applyServerFieldErrors(form.setError, error.errors, formField);
        // Over the credit (409), no terms (403): the server's words, next to the button; the form
        // keeps everything typed.
        const message = error instanceof Error ? error.message : MESSAGES.checkout.proceedFailed;
        if (!poField && !(isApiError(error) && error.errors.length > 0)) setAccountError(message);
        reportInvalidForm(formRef.current, {
          title: MESSAGES.checkout.errorTitle,
          description: message,
        });
      }
    },
    (fieldErrors) => {
      // The PO is checked with the rest, so every problem shows at once.
      checkPo();
      reportInvalidCheckout(fieldErrors);
    },
  );

  const onProceed = form.handleSubmit(async (values) => {
    const body = orderBody(values);
    const address = values.delivery_method === "ship" ? toCheckoutAddress(values) : undefined;
    const pricing = price.data;
    try {
      const created = await createSession.mutateAsync(body);
      savePendingOrder({
        orderId: created.orderId,
        sessionId: created.sessionId,
        lines: data.lines.map((line) => ({
          material: line.material,
          quantity: line.quantity,
          dimensions: line.dimensions,
          weightLbs: line.weightLbs,
        })),
        weightLbs: totals.weightLbs,
        dfars: data.lines.some((line) => line.dfars),
        rohs: data.lines.some((line) => line.rohs),
        deliveryMethod: values.delivery_method,
        taxExempt: values.tax_exempt,
        customer: {
          name: values.customer_name,
          company: values.customer_company,
          email: values.customer_email,
          phone: values.customer_phone,
          orderNumber: values.customer_order_number,
        },
        ...(address ? { address } : {}),
        pricing,
        savedAt: new Date().toISOString(),
      });
      setRedirecting(true);
      window.location.assign(created.url);
    } catch (error) {
      if (isApiError(error)) applyServerFieldErrors(form.setError, error.errors, formField);
      reportInvalidForm(formRef.current, {
        title: MESSAGES.checkout.errorTitle,
        description: checkoutFailureText(error),
      });
    }
  }, reportInvalidCheckout);

  const priceError = price.error
    ? price.error instanceof Error
      ? price.error.message
      : MESSAGES.checkout.proceedFailed
    : undefined;

  if (placed) return <OnAccountConfirmation order={placed.order} poNumber={placed.poNumber} />;

  return (
    <>
      <Button variant="ghost" size="sm" className="-ml-3 mb-4" onClick={() => void navigate(-1)}>
        <ArrowLeft aria-hidden="true" /> Back to Quote
      </Button>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!mayOrder) return;
          void (onAccount ? onPlaceOnAccount() : onProceed());
        }}
        className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
        aria-label="Checkout"
      >
        <div className="flex min-w-0 flex-col gap-6">
          <OrderLinesCard data={data} priced={pricedLines(price.data)} />
          <DeliveryChoice
            deliveryMethod={deliveryMethod ?? "ship"}
            onDeliveryMethod={(method) => {
              setValue("delivery_method", method);
              if (method === "pickup") form.clearErrors([...ADDRESS_KEYS]);
            }}
          />
          {shipping ? null : <PickupPanel facility={config.data?.facility} />}
          <CheckoutFormFields
            form={form}
            shipping={shipping}
            streetRef={setStreetInput}
            autocomplete={autocomplete}
            zipLookup={zipLookup}
            taxExempt={Boolean(taxExempt)}
          />
          {terms ? (
            <PaymentChoice
              terms={terms}
              method={payment}
              onMethod={(method) => {
                setPayment(method);
                setAccountError(undefined);
                // The customer order number typed above is most likely the PO: start from it.
                const typed = getValues("customer_order_number")?.trim();
                if (method === "account" && !poNumber && typed) setPoNumber(typed);
              }}
              poNumber={poNumber}
              onPoNumber={(value) => {
                setPoNumber(value);
                if (poError) setPoError(undefined);
              }}
              poError={poError}
              attached={attachedPo}
              onAttached={setAttachedPo}
            />
          ) : null}
        </div>
        <div className="flex flex-col gap-6 lg:sticky lg:top-6">
          <PricingSummary
            pricing={price.data}
            quotedMaterialCost={totals.totalPrice}
            quotedLine={data.lines.every((line) => line.quoteLine !== undefined)}
            lineCount={data.lines.length}
            lineLabels={data.lines.map((line) => line.material)}
            estimate={shipping && !pricedAddress}
            updating={price.isFetching}
            error={priceError}
            onRetry={() => void price.refetch()}
            pricedAt={price.dataUpdatedAt}
            deliveryMethod={deliveryMethod ?? "ship"}
            taxExempt={Boolean(taxExempt)}
            submitting={formState.isSubmitting || redirecting}
            onProceed={() => void (onAccount ? onPlaceOnAccount() : onProceed())}
            onAccount={onAccount}
            blockedMessage={mayOrder ? undefined : MESSAGES.companies.viewerReadOnly}
            actionError={onAccount ? accountError : undefined}
          />
          {config.data?.payment_provider === "test" && !onAccount ? (
            <p className="text-muted-foreground text-xs">
              Test mode: payments go to a test checkout page; no card is charged.
            </p>
          ) : null}
        </div>
      </form>
    </>
  );
}
