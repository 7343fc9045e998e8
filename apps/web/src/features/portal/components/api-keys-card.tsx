import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
  createApiKeyRequestSchema,
} from "@ingot/domain";
import { KeySquare, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { FieldError } from "@/components/ui/field-error";
import { FormField } from "@/components/ui/form-field";
import { OptionCard } from "@/components/ui/option-card";
import { TitledCard } from "@/components/ui/titled-card";
import { errorMessage } from "@/lib/form-errors";
import { formatDate } from "@/lib/format-dates";
import { toast } from "@/lib/toast";
import { useCheckedForm } from "@/lib/use-checked-form";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/api-keys";
import { PortalForm } from "./portal-form";
import { RevocableRow } from "./revocable-row";
import { QueryList } from "./section-states";
import { ShownOnce } from "./shown-once";
import { SubmitRow } from "./submit-row";

/**
 * API keys in the portal's Settings (issue #20): name a key and choose its scope; the secret is
 * shown once, to copy; the list shows each key's first characters, scope and last use, and
 * revokes. The server decides everything (modules/api-keys); this screen only asks.
 */

const SCOPE_LABELS: Record<ApiKeyScope, { label: string; hint: string }> = {
  read: { label: "Read only", hint: "GET requests: orders, quotes, documents." },
  read_write: { label: "Read and write", hint: "Anything you may do, e.g. send a request." },
};

type CreateValues = z.input<typeof createApiKeyRequestSchema>;
const formSchema = createApiKeyRequestSchema as z.ZodType<CreateValues, CreateValues>;

function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <ShownOnce
      regionLabel="Your new API key"
      intro={<>“{created.name}” is ready. Copy the key now: it is not shown again.</>}
      inputId="api-key-secret"
      inputLabel="API key"
      noun="key"
      value={created.key}
      onDone={onDone}
    >
      Send it as <code>Authorization: Bearer {created.prefix}…</code>. See the API reference at{" "}
      <a className="text-link underline" href="/api/docs">
        /api/docs
      </a>
      .
    </ShownOnce>
  );
}

function KeyRow({ entry }: { entry: ApiKey }) {
  const revoke = useRevokeApiKey();
  return (
    <RevocableRow
      icon={Trash2}
      label={`Revoke ${entry.name}`}
      pending={revoke.isPending}
      onRevoke={() => revoke.mutateAsync(entry.id)}
      done={{ title: "Key revoked", description: `“${entry.name}” no longer works.` }}
      failed="Could not revoke the key"
    >
      <p className="font-medium text-sm">
        {entry.name}{" "}
        <span className="ml-1 rounded bg-muted px-1.5 py-0.5 font-normal text-muted-foreground text-xs">
          {SCOPE_LABELS[entry.scope].label}
        </span>
      </p>
      <p className="text-muted-foreground text-xs">
        <code className="break-all">{entry.prefix}…</code> · created {formatDate(entry.created_at)}{" "}
        · last used {entry.last_used_at ? formatDate(entry.last_used_at) : "never"}
      </p>
    </RevocableRow>
  );
}

export function ApiKeysCard() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const { form, formRef, field, submit, placeServerErrors } = useCheckedForm<CreateValues>(
    zodResolver(formSchema),
    { name: "", scope: "read" },
    "onTouched",
  );
  const { register, formState, reset } = form;

  const onSubmit = submit(async (values) => {
    try {
      const made = await create.mutateAsync(values);
      reset({ name: "", scope: values.scope });
      setCreated(made);
    } catch (error) {
      if (!placeServerErrors(error, ["name", "scope"]))
        toast.error("Could not create the key", { description: errorMessage(error) });
    }
  }, "Key not created");

  return (
    <TitledCard
      className="lg:col-span-2"
      icon={KeySquare}
      small
      title="API keys"
      description="Let your own systems (an ERP, a script) use the API as you. A read-only key can list orders and quotes but change nothing."
      contentClassName="flex flex-col gap-5"
    >
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : null}
      <PortalForm formRef={formRef} onSubmit={onSubmit} label="Create an API key">
        <FormField
          id="api-key-name"
          label="Key name"
          placeholder="ERP order sync"
          maxLength={60}
          {...field("name")}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-sm">Scope</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(Object.keys(SCOPE_LABELS) as ApiKeyScope[]).map((value) => (
              <OptionCard
                key={value}
                type="radio"
                value={value}
                label={SCOPE_LABELS[value].label}
                hint={SCOPE_LABELS[value].hint}
                {...register("scope")}
              />
            ))}
          </div>
          <FieldError>{formState.errors.scope?.message}</FieldError>
        </fieldset>
        <SubmitRow size="sm" label="Create key" icon={Plus} pending={create.isPending} />
      </PortalForm>
      <div>
        <h3 className="mb-2 font-medium text-sm">Your keys</h3>
        <QueryList
          query={keys}
          failed="Your API keys could not be loaded."
          skeleton="[&>div]:h-14"
          items={(data) => data.keys}
          empty="No keys yet."
          label="Your API keys"
        >
          {(entry) => <KeyRow key={entry.id} entry={entry} />}
        </QueryList>
      </div>
    </TitledCard>
  );
}
