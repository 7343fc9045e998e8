import type { ClaimRequest } from "@ingot/domain";
import { type ReactNode, useState } from "react";
import { useCurrentCompany } from "@/api/company";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/lib/toast";
import { useClaimForCompany } from "../api/claim";

/** What is moved: an order or a quote request, named as the screens name it. */
export interface MoveTarget {
  kind: ClaimRequest["kind"];
  id: string;
  /** "Order ING-1A2B3C4D", "Request RFQ-00000042". */
  label: string;
}

export interface MoveToCompany {
  offer: (target: MoveTarget | false) => (() => void) | undefined;
  dialog: ReactNode;
}

/**
 * Moving one's own personal order or quote request into one's company (issue #16: work done before
 * joining stays personal until its owner moves it). One confirm dialog and one request for the
 * Order History and the Quote History: `offer` is a card's "Move to company" handler (none when
 * the user has no company or the card is not a personal one, `false`), `dialog` is rendered once
 * by the section.
 */
export function useMoveToCompany(): MoveToCompany {
  const company = useCurrentCompany();
  const claim = useClaimForCompany();
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const [error, setError] = useState<string>();
  const name = company.data?.name ?? "your company";

  const confirm = async () => {
    if (!moving) return;
    setError(undefined);
    try {
      await claim.mutateAsync({ kind: moving.kind, id: moving.id });
      toast.success(`${moving.label} moved to ${name}`);
      setMoving(null);
    } catch (failure) {
      const message =
        failure instanceof Error ? failure.message : `The ${moving.kind} was not moved.`;
      setError(message);
      toast.error(`${moving.kind === "order" ? "Order" : "Request"} not moved`, {
        description: message,
      });
    }
  };

  return {
    offer: (target) =>
      company.data && target
        ? () => {
            setError(undefined);
            setMoving(target);
          }
        : undefined,
    dialog: (
      <ConfirmDialog
        open={moving !== null}
        onOpenChange={(open) => {
          if (!open && !claim.isPending) setMoving(null);
        }}
        title={`Move ${moving?.label.replace(/^Order/, "order").replace(/^Request/, "request") ?? ""} to ${name}?`}
        description={
          <p>
            {moving?.kind === "quote"
              ? "Every member of the company will see it and its prices, and a buyer may accept and buy it."
              : "Every member of the company will see it, its documents and its invoice."}{" "}
            It cannot be moved back.
          </p>
        }
        confirmLabel="Move to company"
        variant="primary"
        pending={claim.isPending}
        error={error}
        onConfirm={() => void confirm()}
      />
    ),
  };
}
