import {
  type DocumentView,
  TAX_EXEMPTION_STATUS_LABELS,
  type TaxExemptionStatus,
} from "@ingot/domain";
import { Download, FileBadge, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TitledCard } from "@/components/ui/titled-card";
import { FileUploadForm } from "@/components/upload/file-upload-form";
import { formatDate } from "@/lib/format-dates";
import { useDocuments, useUploadTaxExemption } from "../api/get-documents";
import { formatBytes } from "../lib/format";
import { SectionError, SectionFrame, SectionLoading } from "./section-states";

const DOCUMENTS_LOAD_FAILED =
  "Failed to load your documents. Please check your connection and try again.";

function exemptionVariant(status: string) {
  return status === "accepted" ? "success" : status === "rejected" ? "danger" : "warning";
}

function exemptionLabel(status: string): string {
  return TAX_EXEMPTION_STATUS_LABELS[status as TaxExemptionStatus] ?? status;
}

function DocumentRow({ doc, meta }: { doc: DocumentView; meta?: ReactNode }) {
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4"
      data-testid="document-row"
    >
      <FileText
        className="hidden size-5 shrink-0 text-muted-foreground sm:block"
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-sm" title={doc.filename}>
          {doc.filename}
        </p>
        <p className="text-muted-foreground text-xs tabular-nums">
          {doc.order_number ? <span className="font-mono">{doc.order_number} · </span> : null}
          {formatDate(doc.created_at)} · {formatBytes(doc.size_bytes)}
        </p>
        {doc.review_note ? (
          <p className="mt-1 text-muted-foreground text-xs">“{doc.review_note}”</p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        {meta}
        <Button asChild size="sm" variant="outline">
          <a
            href={doc.download_url}
            download={doc.filename}
            aria-label={`Download ${doc.filename}`}
          >
            <Download aria-hidden="true" /> Download
          </a>
        </Button>
      </div>
    </li>
  );
}

/** A card of one kind of document: its rows, or what it says while there is none. */
function DocumentList<T>({
  title,
  description,
  items,
  empty,
  testId,
  children,
}: {
  title: string;
  description: string;
  items: readonly T[];
  empty?: ReactNode;
  testId?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <TitledCard small title={title} description={description} contentClassName="pt-2">
      {items.length === 0 ? (
        empty
      ) : (
        <ul className="divide-y divide-border" data-testid={testId}>
          {items.map((item) => children(item))}
        </ul>
      )}
    </TitledCard>
  );
}

function UploadForm() {
  const upload = useUploadTaxExemption();
  return (
    <FileUploadForm
      successDetail="We will review it, usually within one business day."
      onUpload={(file) => upload.mutateAsync(file)}
      pending={upload.isPending}
    />
  );
}

/** Documents: order certificates, PO PDFs, quote PDFs and the tax-exemption certificate upload. */
export function DocumentsSection() {
  const documents = useDocuments();
  const data = documents.data;
  return (
    <SectionFrame
      section="documents"
      description="Material certificates of your orders, quote PDFs and your tax exemption."
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2 text-base">
              <FileBadge className="size-4 text-muted-foreground" aria-hidden="true" />
              Tax exemption
              {data?.tax_exemption_status ? (
                <Badge
                  variant={exemptionVariant(data.tax_exemption_status)}
                  data-testid="exemption-status"
                >
                  {exemptionLabel(data.tax_exemption_status)}
                </Badge>
              ) : null}
            </CardTitle>
            <CardDescription>
              Once we accept your certificate, checkout marks your orders tax-exempt.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6 md:grid-cols-2">
            <UploadForm />
            <div>
              <h3 className="font-medium text-sm">Uploaded certificates</h3>
              {!data ? (
                documents.isError ? null : (
                  <SectionLoading rows={1} className="mt-2 [&>div]:h-14" />
                )
              ) : data.tax_exemptions.length === 0 ? (
                <p className="mt-2 text-muted-foreground text-sm">None uploaded yet.</p>
              ) : (
                <ul className="divide-y divide-border" data-testid="exemption-list">
                  {data.tax_exemptions.map((doc) => (
                    <DocumentRow
                      key={doc.id}
                      doc={doc}
                      meta={
                        <Badge variant={exemptionVariant(doc.status)}>
                          {exemptionLabel(doc.status)}
                        </Badge>
                      }
                    />
                  ))}
                </ul>
              )}
            </div>
          </CardContent>
        </Card>

        {!data && !documents.isError ? (
          <SectionLoading rows={2} className="lg:col-span-2 [&>div]:h-32" />
        ) : !data ? (
          <div className="lg:col-span-2">
            <SectionError
              message={DOCUMENTS_LOAD_FAILED}
              onRetry={() => void documents.refetch()}
            />
          </div>
        ) : (
          <>
            <DocumentList
              title="Material certificates"
              description="Mill test reports for your orders."
              items={data.certificates}
              empty={
                <p className="text-muted-foreground text-sm" data-testid="certificates-empty">
                  Certificates appear here when your orders ship.
                </p>
              }
            >
              {(doc) => <DocumentRow key={doc.id} doc={doc} />}
            </DocumentList>
            {data.purchase_orders.length > 0 ? (
              <DocumentList
                title="Purchase orders"
                description="The PO PDFs attached to your company's orders on account."
                items={data.purchase_orders}
                testId="purchase-orders"
              >
                {(doc) => <DocumentRow key={doc.id} doc={doc} />}
              </DocumentList>
            ) : null}
            <DocumentList
              title="Quote PDFs"
              description="Every request you sent, as a PDF."
              items={data.quote_pdfs}
              empty={<p className="text-muted-foreground text-sm">No quotes yet.</p>}
              testId="quote-pdfs"
            >
              {(q) => (
                <li key={q.id} className="flex items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-mono text-sm">{q.request_number}</p>
                    <p className="text-muted-foreground text-xs tabular-nums">
                      {formatDate(q.created_at)} ·{" "}
                      <span className="capitalize">{q.status.replaceAll("_", " ")}</span>
                    </p>
                  </div>
                  <Button asChild size="sm" variant="outline">
                    <a
                      href={q.download_url}
                      download={`${q.request_number}.pdf`}
                      aria-label={`Download PDF of ${q.request_number}`}
                    >
                      <Download aria-hidden="true" /> PDF
                    </a>
                  </Button>
                </li>
              )}
            </DocumentList>
          </>
        )}
      </div>
    </SectionFrame>
  );
}
