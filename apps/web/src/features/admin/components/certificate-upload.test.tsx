import type { AdminOrder } from "@ingot/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../../test/render";
import { CertificateUpload } from "./certificate-upload";

const order = (payment_status: string, certificate_url: string | null = null): AdminOrder => ({
  id: "3f6c1a0e-0000-4000-8000-00000000abcd",
  order_number: "ING-0000ABCD",
  created_at: "2026-11-25T10:00:00.000Z",
  paid_at: payment_status === "paid" ? "2026-11-25T10:05:00.000Z" : null,
  payment_status,
  fulfilment_status: "pending",
  next_statuses: [],
  delivery_method: "ship",
  carrier: null,
  tracking_number: null,
  customer_name: "Ada Buyer",
  customer_company: "Acme",
  customer_email: "ada@example.com",
  customer_phone: null,
  customer_order_number: null,
  material: "6061-T651 - Plate",
  quantity: 2,
  items: [],
  total: 100,
  material_cost: 90,
  tax_exemption: false,
  dfars_required: false,
  shipping_address: null,
  certificate_url,
  ship_by: null,
  arrives_by: null,
  tax_exemption_hold: "none",
  tax_due: null,
});

describe("the admin's certificate cell", () => {
  it("offers 'Upload certificate' on a paid order only", () => {
    const { unmount } = renderWithApp(<CertificateUpload order={order("paid")} />);
    expect(
      screen.getByRole("button", { name: "Upload certificate for ING-0000ABCD" }),
    ).toBeTruthy();
    unmount();

    for (const status of ["pending", "failed", "expired"]) {
      const view = renderWithApp(<CertificateUpload order={order(status)} />);
      expect(screen.queryByRole("button", { name: /Upload certificate/ })).toBeNull();
      expect(screen.queryByTestId("certificate-input")).toBeNull();
      expect(screen.getByTestId("certificate-after-payment").textContent).toBe("After payment");
      view.unmount();
    }
  });

  it("still links a certificate already attached", () => {
    renderWithApp(<CertificateUpload order={order("pending", "/v2/documents/d1/download")} />);
    expect(screen.getByTestId("certificate-link").getAttribute("href")).toBe(
      "/v2/documents/d1/download",
    );
  });
});
