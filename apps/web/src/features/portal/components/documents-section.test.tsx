import type { DocumentsList, DocumentView } from "@ingot/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { DocumentsSection } from "./documents-section";

const PO: DocumentView = {
  id: "7b0c5f0e-1d2a-4c1b-9a55-3f0f2f6a9a01",
  kind: "purchase_order",
  filename: "PO-24-7781.pdf",
  content_type: "application/pdf",
  size_bytes: 2048,
  status: "ready",
  order_id: "o1",
  order_number: "ING-0A1B2C3D",
  created_at: "2026-11-20T15:00:00.000Z",
  reviewed_at: null,
  review_note: null,
  download_url: "/v2/documents/7b0c5f0e-1d2a-4c1b-9a55-3f0f2f6a9a01/download",
};

const list = (purchaseOrders: DocumentView[]): DocumentsList => ({
  certificates: [],
  quote_pdfs: [],
  tax_exemptions: [],
  purchase_orders: purchaseOrders,
  tax_exemption_status: null,
});

describe("the portal's Documents", () => {
  it("lists the PO PDFs of on-account orders with their order number and a download link", async () => {
    stubNetwork({ "GET /v2/documents": () => ok(list([PO])) });
    renderWithApp(<DocumentsSection />);
    const pos = await screen.findByTestId("purchase-orders");
    expect(within(pos).getByText("PO-24-7781.pdf")).toBeTruthy();
    expect(within(pos).getByText(/ING-0A1B2C3D/)).toBeTruthy();
    const link = within(pos).getByRole("link", { name: "Download PO-24-7781.pdf" });
    expect(link.getAttribute("href")).toBe(PO.download_url);
  });

  it("shows no Purchase orders card to a buyer who never attached one", async () => {
    stubNetwork({ "GET /v2/documents": () => ok(list([])) });
    renderWithApp(<DocumentsSection />);
    await screen.findByText("Material certificates");
    expect(screen.queryByText("Purchase orders")).toBeNull();
  });
});
