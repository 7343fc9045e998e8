import {
  TAX_EXEMPTION_HOLD_LABELS,
  TAX_EXEMPTION_UPLOAD_NOT_FOUND_MESSAGE,
  TAX_EXEMPTION_UPLOAD_RECEIVED_MESSAGE,
  UPLOAD_REFUSED_MESSAGE,
} from "@ingot/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fail, ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { CertificateUploadScreen } from "./certificate-upload-screen";

const ROUTE = "/v2/tax-exemption-certificate";
const held = {
  order_number: "ING-1A2B3C4D",
  tax_exemption_hold: "awaiting_certificate",
  certificates: [] as { filename: string; status: string; uploaded_at: string }[],
};

describe("/tax-exemption-certificate (issue #21)", () => {
  it("sends the certificate with the link's token, then shows it received", async () => {
    let sent = false;
    const net = stubNetwork({
      [`GET ${ROUTE}`]: () =>
        ok(
          sent
            ? {
                ...held,
                certificates: [
                  {
                    filename: "resale.pdf",
                    status: "pending_review",
                    uploaded_at: "2030-01-01T00:00:00.000Z",
                  },
                ],
              }
            : held,
        ),
      [`POST ${ROUTE}`]: () => {
        sent = true;
        return ok({ id: "d1" }, 201);
      },
    });
    const { user } = renderWithApp(<CertificateUploadScreen token="tok en/1" />);
    expect(await screen.findByText("ING-1A2B3C4D")).toBeTruthy();
    expect(screen.getByTestId("hold-status").textContent).toBe(
      TAX_EXEMPTION_HOLD_LABELS.awaiting_certificate,
    );

    // Nothing chosen, then a file the browser can already refuse: no request either time.
    const upload = screen.getByRole("button", { name: "Upload certificate" });
    await user.click(upload);
    expect(await screen.findByText("Choose a file to upload.")).toBeTruthy();
    const input = screen.getByLabelText("Tax-exemption certificate") as HTMLInputElement;
    await user.upload(input, new File(["MZ"], "setup.exe.txt", { type: "application/pdf" }));
    await user.click(upload);
    expect(await screen.findByText(UPLOAD_REFUSED_MESSAGE)).toBeTruthy();
    expect(net.calls(`POST ${ROUTE}`)).toHaveLength(0);

    await user.upload(input, new File(["%PDF-1.4"], "resale.pdf", { type: "application/pdf" }));
    await user.click(upload);
    await waitFor(() => expect(net.calls(`POST ${ROUTE}`)).toHaveLength(1));
    const request = net.calls(`POST ${ROUTE}`)[0];
    expect(new URL(request?.url ?? "").searchParams.get("token")).toBe("tok en/1");
    const file = (await request?.formData())?.get("file") as File;
    expect(file.name).toBe("resale.pdf");
    expect(await screen.findByTestId("sent-certificate")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain(TAX_EXEMPTION_UPLOAD_RECEIVED_MESSAGE);
  });

  it("a wrong token says so and offers no upload", async () => {
    stubNetwork({ [`GET ${ROUTE}`]: () => fail(404, TAX_EXEMPTION_UPLOAD_NOT_FOUND_MESSAGE) });
    renderWithApp(<CertificateUploadScreen token="wrong" />);
    expect(await screen.findByText(TAX_EXEMPTION_UPLOAD_NOT_FOUND_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Upload certificate" })).toBeNull();
  });

  it("a released order needs nothing more", async () => {
    stubNetwork({
      [`GET ${ROUTE}`]: () => ok({ ...held, tax_exemption_hold: "certificate_accepted" }),
    });
    renderWithApp(<CertificateUploadScreen token="t" />);
    expect(await screen.findByText(/nothing more is needed/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Upload certificate" })).toBeNull();
  });
});
