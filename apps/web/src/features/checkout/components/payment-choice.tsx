import {
  type CompanyTerms,
  PO_NUMBER_MAX,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_REFUSED_MESSAGE,
} from "@ingot/domain";
import { CreditCard, FileCheck2, Landmark, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ChoiceCards } from "@/components/ui/choice-cards";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDollars } from "@/lib/format-figures";
import { useUploadPo } from "../api/place-on-account";

export type PaymentMethod = "card" | "account";

const ALLOWED_EXTENSIONS = [".pdf", ".png", ".jpg", ".jpeg", ".webp"];

/** A PO document as it was attached: its name, and the server's token once it is stored. */
export interface AttachedPo {
  name: string;
  token: string;
}

/**
 * How a company member with payment terms pays (issue #16): by card (the usual payment page) or on
 * account, with the PO number (required) and the PO document (optional, uploaded at once and
 * checked like the other uploads). Only shown when the company has terms and the member may order.
 */
export function PaymentChoice({
  terms,
  method,
  onMethod,
  poNumber,
  onPoNumber,
  poError,
  attached,
  onAttached,
}: {
  terms: CompanyTerms;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  poNumber: string;
  onPoNumber: (value: string) => void;
  poError: string | undefined;
  attached: AttachedPo | null;
  onAttached: (po: AttachedPo | null) => void;
}) {
  const upload = useUploadPo();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string>();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const name = file.name.toLowerCase();
    if (file.size > UPLOAD_MAX_BYTES || !ALLOWED_EXTENSIONS.some((ext) => name.endsWith(ext))) {
      setFileError(UPLOAD_REFUSED_MESSAGE);
      return;
    }
    setFileError(undefined);
    try {
      const reply = await upload.mutateAsync(file);
      onAttached({ name: file.name, token: reply.po_upload_token });
    } catch (error) {
      setFileError(error instanceof Error ? error.message : UPLOAD_REFUSED_MESSAGE);
    } finally {
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const options = [
    {
      value: "card" as const,
      label: "Pay by card",
      detail: "On the secure payment page",
      icon: CreditCard,
    },
    {
      value: "account" as const,
      label: "Pay on account",
      detail: `Net ${terms.net_days} · ${formatDollars(terms.available_credit)} available credit`,
      icon: Landmark,
    },
  ];

  return (
    <ChoiceCards
      kind="payment"
      options={options}
      value={method}
      onChange={onMethod}
      className="grid-cols-1 min-[420px]:grid-cols-2"
    >
      {method === "account" ? (
        <div className="flex flex-col gap-4" data-testid="on-account-fields">
          <FormField
            id="checkout-po-number"
            label="PO number"
            autoComplete="off"
            maxLength={PO_NUMBER_MAX}
            value={poNumber}
            error={poError}
            hint={`Invoiced on Net ${terms.net_days}: due ${terms.net_days} days after the order ships.`}
            onChange={(event) => onPoNumber(event.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="checkout-po-file">
              PO document
              <span className="ml-1 font-normal text-muted-foreground">(optional)</span>
            </Label>
            {attached ? (
              <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="po-attached">
                <FileCheck2 className="size-4 text-success" aria-hidden="true" />
                <span className="break-all">{attached.name}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onAttached(null)}
                  aria-label={`Remove ${attached.name}`}
                >
                  <X aria-hidden="true" /> Remove
                </Button>
              </p>
            ) : (
              <Input
                ref={fileInput}
                id="checkout-po-file"
                type="file"
                accept={UPLOAD_ACCEPT}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? "checkout-po-file-error" : "checkout-po-file-hint"}
                aria-busy={upload.isPending || undefined}
                disabled={upload.isPending}
                onChange={(event) => void onFile(event.target.files?.[0])}
              />
            )}
            {upload.isPending ? (
              <p className="text-muted-foreground text-xs" role="status">
                Uploading…
              </p>
            ) : null}
            {fileError ? (
              <p id="checkout-po-file-error" className="text-danger text-sm" role="alert">
                {fileError}
              </p>
            ) : attached ? null : (
              <p id="checkout-po-file-hint" className="text-muted-foreground text-xs">
                A PDF (or a photo) of your purchase order, at most 10 MB.
              </p>
            )}
          </div>
        </div>
      ) : null}
    </ChoiceCards>
  );
}
