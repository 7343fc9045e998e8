import {
  formatCartItemMaterial,
  formatDimensions,
  type QuoteFormData,
  REFERRAL_LABELS,
} from "@ingot/domain";
import { CartCheckout } from "@/components/cart/cart-checkout";
import { CartLinePrice } from "@/components/cart/cart-line-price";
import { Badge } from "@/components/ui/badge";

/** Everything that will be sent, as the estimator will read it. */
export function ReviewStep({
  form,
  askReferral,
  promise,
}: {
  form: QuoteFormData;
  askReferral: boolean;
  promise: string;
}) {
  const { contact } = form;
  return (
    <div className="flex flex-col gap-5 text-sm">
      <section>
        <h3 className="mb-2 font-medium">
          Items <span className="text-muted-foreground tabular-nums">({form.items.length})</span>
        </h3>
        <ol className="flex flex-col gap-2" data-testid="review-items">
          {form.items.map((item, index) => (
            <li key={item.id} className="rounded-md border border-border p-3">
              <p className="font-medium">
                {index + 1}. {formatCartItemMaterial(item)}
              </p>
              <p className="text-muted-foreground tabular-nums">
                {formatDimensions(item.dimensions)} · {item.quantity} pcs
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                {item.dfars ? <Badge>DFARS</Badge> : <Badge variant="outline">No DFARS</Badge>}
                {/* The server's unit price and line total, or "Not priced yet" (issue #18). */}
                <CartLinePrice item={item} className="ml-auto" />
              </div>
              {item.description ? (
                <p className="mt-1 break-words text-muted-foreground">{item.description}</p>
              ) : null}
            </li>
          ))}
        </ol>
        <CartCheckout items={form.items} email={form.contact.email} className="mt-3" />
      </section>
      <section>
        <h3 className="mb-2 font-medium">Project details</h3>
        <p className="whitespace-pre-wrap break-words text-muted-foreground">
          {form.notes.trim() || "No notes"}
        </p>
      </section>
      <section>
        <h3 className="mb-2 font-medium">Contact</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">Name</dt>
          <dd>{contact.name}</dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="break-all">{contact.email}</dd>
          <dt className="text-muted-foreground">Company</dt>
          <dd>{contact.company}</dd>
          {contact.phone.trim() ? (
            <>
              <dt className="text-muted-foreground">Phone</dt>
              <dd className="tabular-nums">{contact.phone}</dd>
            </>
          ) : null}
          {askReferral && form.referralSource ? (
            <>
              <dt className="text-muted-foreground">Heard via</dt>
              <dd>
                {REFERRAL_LABELS[form.referralSource]}
                {form.referralSource === "other" && form.otherSource?.trim()
                  ? `: ${form.otherSource.trim()}`
                  : ""}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <p className="rounded-md bg-muted p-3 text-muted-foreground">{promise}</p>
    </div>
  );
}
