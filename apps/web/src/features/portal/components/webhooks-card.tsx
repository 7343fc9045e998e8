import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreatedWebhook,
  createWebhookRequestSchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS_OFFERED,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_URL_MAX,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
} from "@ingot/domain";
import { ChevronDown, Plus, Send, Trash2, Webhook as WebhookIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { FieldError } from "@/components/ui/field-error";
import { FormField } from "@/components/ui/form-field";
import { OptionCard } from "@/components/ui/option-card";
import { TitledCard } from "@/components/ui/titled-card";
import { UrlText } from "@/components/ui/url-text";
import { errorMessage } from "@/lib/form-errors";
import { formatDate, formatDateTime } from "@/lib/format-dates";
import { toast } from "@/lib/toast";
import { runToasted } from "@/lib/toasted-action";
import { useCheckedForm } from "@/lib/use-checked-form";
import {
  useCreateWebhook,
  useDeleteWebhook,
  useSendTestEvent,
  useWebhookDeliveries,
  useWebhooks,
} from "../api/webhooks";
import { ListItem } from "./list-item";
import { PortalForm } from "./portal-form";
import { RowActions } from "./row-actions";
import { QueryList, QueryView } from "./section-states";
import { ShownOnce } from "./shown-once";
import { SubmitRow } from "./submit-row";

/**
 * Webhooks in the portal's Settings (issue #20, decision 024): register an https URL for order and
 * quote status changes; the signing secret is shown once, to copy; each endpoint lists its recent
 * deliveries with their HTTP status and can be sent a test event. The server decides everything
 * (modules/webhooks: which URLs are allowed, signing, retries); this screen only asks.
 */

type CreateValues = z.input<typeof createWebhookRequestSchema>;
const formSchema = createWebhookRequestSchema as z.ZodType<CreateValues, CreateValues>;

const STATUS: Record<
  WebhookDeliveryStatus,
  { label: string; variant: "success" | "warning" | "danger" | "neutral" }
> = {
  pending: { label: "Pending", variant: "neutral" },
  failed: { label: "Retrying", variant: "warning" },
  delivered: { label: "Delivered", variant: "success" },
  gave_up: { label: "Gave up", variant: "danger" },
};

const EVENT_SHORT: Record<string, string> = {
  "order.status_changed": "Order status",
  "quote.status_changed": "Quote status",
  "invoice.created": "Invoice created",
  "webhook.test": "Test event",
};

function NewSecret({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  return (
    <ShownOnce
      regionLabel="Your new webhook's signing secret"
      intro="The endpoint is registered. Copy its signing secret now: it is not shown again."
      inputId="webhook-secret"
      inputLabel="Signing secret"
      noun="secret"
      value={created.secret}
      onDone={onDone}
    >
      Each delivery carries <code>{WEBHOOK_SIGNATURE_HEADER}: t=…,v1=…</code>: the hex HMAC-SHA256
      of <code>{"<t>.<raw body>"}</code> with this secret. The recipe is in the{" "}
      <a className="text-link underline" href="/api/docs">
        API reference
      </a>
      .
    </ShownOnce>
  );
}

function DeliveryList({ webhookId, labelledBy }: { webhookId: string; labelledBy: string }) {
  const deliveries = useWebhookDeliveries(webhookId, true);
  return (
    <QueryView
      query={deliveries}
      failed="The deliveries could not be loaded."
      skeleton="[&>div]:h-12"
    >
      {({ deliveries: list }) =>
        list.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No deliveries yet. Send a test event to try the endpoint.
          </p>
        ) : (
          <ul aria-labelledby={labelledBy} className="flex flex-col divide-y divide-border text-sm">
            {list.map((d) => (
              <DeliveryRow key={d.id} delivery={d} />
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}

function DeliveryRow({ delivery: d }: { delivery: WebhookDelivery }) {
  const status = STATUS[d.status];
  return (
    <li className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Badge variant={status.variant}>{status.label}</Badge>
        <span className="font-medium">{EVENT_SHORT[d.type] ?? d.type}</span>
        <span className="text-muted-foreground text-xs tabular-nums">
          {formatDateTime(d.created_at)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-xs tabular-nums">
        <span>
          {d.last_status_code === null ? (
            d.attempts === 0 ? (
              "not sent yet"
            ) : (
              "no answer"
            )
          ) : (
            <>
              HTTP <span className="font-mono text-foreground">{d.last_status_code}</span>
            </>
          )}
        </span>
        <span>
          {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
        </span>
        {d.next_attempt_at ? <span>next try {formatDateTime(d.next_attempt_at)}</span> : null}
        {d.last_error && d.status !== "delivered" ? (
          <span className="w-full break-words text-danger sm:w-auto">{d.last_error}</span>
        ) : null}
      </div>
    </li>
  );
}

function EndpointRow({ endpoint }: { endpoint: Webhook }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteWebhook();
  const test = useSendTestEvent();
  const panelId = useId();
  const headingId = useId();

  const onTest = async () => {
    try {
      const { delivery } = await test.mutateAsync(endpoint.id);
      setOpen(true);
      if (delivery.status === "delivered") {
        toast.success("Test event delivered", {
          description: `Your endpoint answered HTTP ${delivery.last_status_code}.`,
        });
      } else {
        toast.error("Test event not delivered", {
          description: `${delivery.last_error ?? "No answer."} It is retried like any event.`,
        });
      }
    } catch (error) {
      toast.error("Could not send the test event", { description: errorMessage(error) });
    }
  };
  const onDelete = () =>
    runToasted(
      () => remove.mutateAsync(endpoint.id),
      { title: "Endpoint deleted", description: "No more events go to it." },
      "Could not delete the endpoint",
    );

  return (
    <ListItem
      frame="row"
      summary={
        <>
          <p id={headingId} className="font-mono text-sm" data-testid="webhook-url">
            <UrlText url={endpoint.url} />
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-1.5 text-muted-foreground text-xs">
            {endpoint.events.map((e) => (
              <Badge key={e} variant="outline">
                {EVENT_SHORT[e] ?? e}
              </Badge>
            ))}
            <span>added {formatDate(endpoint.created_at)}</span>
          </p>
        </>
      }
      aside={
        <RowActions
          className="flex flex-wrap gap-2"
          running={test.isPending ? "test" : remove.isPending ? "delete" : undefined}
          actions={[
            {
              id: "test",
              icon: Send,
              label: "Send test event",
              name: `Send test event to ${endpoint.url}`,
              onClick: () => void onTest(),
            },
            {
              id: "delete",
              icon: Trash2,
              label: "Delete",
              name: `Delete ${endpoint.url}`,
              onClick: () => void onDelete(),
            },
          ]}
        />
      }
    >
      <div>
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-sm font-medium text-link text-sm focus-visible:outline-2 focus-visible:outline-ring"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <ChevronDown
            aria-hidden="true"
            className={
              open ? "size-4 rotate-180 transition-transform" : "size-4 transition-transform"
            }
          />
          Recent deliveries
        </button>
        <div id={panelId} hidden={!open} className="mt-2">
          {open ? <DeliveryList webhookId={endpoint.id} labelledBy={headingId} /> : null}
        </div>
      </div>
    </ListItem>
  );
}

export function WebhooksCard() {
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  // Done takes focus to the endpoints, where the next step (Send test event) is, not to the page.
  const onSecretDone = () => {
    setCreated(null);
    requestAnimationFrame(() => listHeadingRef.current?.focus());
  };
  const { form, formRef, field, submit, placeServerErrors } = useCheckedForm<CreateValues>(
    zodResolver(formSchema),
    { url: "", events: [...WEBHOOK_EVENTS_OFFERED] },
    "onTouched",
  );
  const { register, formState, reset } = form;

  const onSubmit = submit(async (values) => {
    try {
      const made = await create.mutateAsync(values);
      reset({ url: "", events: [...WEBHOOK_EVENTS_OFFERED] });
      setCreated(made);
    } catch (error) {
      const placed = placeServerErrors(error, (field) =>
        field === "url" ? "url" : field.startsWith("events") ? "events" : undefined,
      );
      if (!placed) toast.error("Could not add the endpoint", { description: errorMessage(error) });
    }
  }, "Endpoint not added");

  const eventsError = formState.errors.events?.message ?? formState.errors.events?.root?.message;
  return (
    <TitledCard
      className="lg:col-span-2"
      icon={WebhookIcon}
      small
      title="Webhooks"
      description="Have your own system told when an order or a quote changes status: we POST a signed JSON event to your HTTPS URL, and retry for 24 hours until it answers 2xx."
      contentClassName="flex flex-col gap-5"
    >
      {created ? <NewSecret created={created} onDone={onSecretDone} /> : null}
      <PortalForm formRef={formRef} onSubmit={onSubmit} label="Add a webhook endpoint">
        <FormField
          id="webhook-url"
          label="Endpoint URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://erp.example.com/ingot-events"
          maxLength={WEBHOOK_URL_MAX}
          {...field("url")}
        />
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={eventsError ? "webhook-events-error" : undefined}
        >
          <legend className="mb-1 font-medium text-sm">Events</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENTS_OFFERED.map((value) => (
              <OptionCard
                key={value}
                type="checkbox"
                value={value}
                label={<code>{value}</code>}
                hint={WEBHOOK_EVENT_LABELS[value]}
                {...register("events")}
              />
            ))}
          </div>
          <FieldError id="webhook-events-error" alert>
            {eventsError}
          </FieldError>
        </fieldset>
        <SubmitRow size="sm" label="Add endpoint" icon={Plus} pending={create.isPending} />
      </PortalForm>
      <div>
        <h3
          ref={listHeadingRef}
          tabIndex={-1}
          className="mb-2 rounded-sm font-medium text-sm outline-none focus-visible:outline-2 focus-visible:outline-ring"
        >
          Your endpoints
        </h3>
        <QueryList
          query={webhooks}
          failed="Your webhooks could not be loaded."
          skeleton="[&>div]:h-20"
          items={(data) => data.webhooks}
          empty="No endpoints yet."
          label="Your webhook endpoints"
        >
          {(entry) => <EndpointRow key={entry.id} endpoint={entry} />}
        </QueryList>
      </div>
    </TitledCard>
  );
}
