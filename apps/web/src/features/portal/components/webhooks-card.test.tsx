import { MESSAGES } from "@ingot/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fail, ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { WebhooksCard } from "./webhooks-card";

const HOOK = {
  id: "h1",
  url: "https://erp.example.com/ingot",
  events: ["order.status_changed", "quote.status_changed"],
  created_at: "2026-11-20T10:00:00.000Z",
};

const DELIVERED = {
  id: "d1",
  event_id: "e1",
  type: "webhook.test",
  status: "delivered",
  attempts: 1,
  last_status_code: 200,
  last_error: null,
  created_at: "2026-11-25T10:00:00.000Z",
  last_attempt_at: "2026-11-25T10:00:00.000Z",
  next_attempt_at: null,
  delivered_at: "2026-11-25T10:00:00.000Z",
};

describe("the portal's webhooks", () => {
  it("registers an endpoint, shows its secret once, then lists it without the secret", async () => {
    let webhooks: unknown[] = [];
    const net = stubNetwork({
      "GET /v2/webhooks": () => ok({ webhooks }),
      "POST /v2/webhooks": () => {
        webhooks = [{ ...HOOK, events: ["order.status_changed"] }];
        return ok({ ...(webhooks[0] as object), secret: "whsec_TopSecret" }, 201);
      },
    });
    const { user } = renderWithApp(<WebhooksCard />);
    expect(await screen.findByText("No endpoints yet.")).toBeTruthy();

    // Nothing typed: the URL is marked and focused, nothing is sent.
    await user.click(screen.getByRole("button", { name: /Add endpoint/ }));
    const url = screen.getByLabelText("Endpoint URL") as HTMLInputElement;
    await waitFor(() => expect(url.getAttribute("aria-invalid")).toBe("true"));
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(screen.getByText(MESSAGES.webhooks.urlRequired)).toBeTruthy();
    expect(net.calls("POST /v2/webhooks")).toHaveLength(0);

    await user.type(url, HOOK.url);
    await user.click(screen.getByRole("checkbox", { name: /quote\.status_changed/ }));
    await user.click(screen.getByRole("button", { name: /Add endpoint/ }));
    const secret = (await screen.findByLabelText("Signing secret")) as HTMLInputElement;
    expect(secret.value).toBe("whsec_TopSecret");
    await waitFor(() => expect(document.activeElement).toBe(secret));
    expect(await net.calls("POST /v2/webhooks")[0]?.json()).toEqual({
      url: HOOK.url,
      // Every offered event starts ticked (invoice.created too, issue #16); one was unticked.
      events: ["order.status_changed", "invoice.created"],
    });
    const list = await screen.findByRole("list", { name: "Your webhook endpoints" });
    // The URL is shown in pieces a line may end after (components/ui/url-text.tsx); it reads whole.
    expect(
      within(list).getAllByText((_, element) => element?.textContent === HOOK.url).length,
    ).toBeGreaterThan(0);
    expect(within(list).getByText("Order status")).toBeTruthy();
    expect(list.textContent).not.toContain("whsec_");

    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByLabelText("Signing secret")).toBeNull();
    // Focus goes on to the endpoints (where Send test event is), not to the page or the form.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Your endpoints" })),
    );
    expect(document.body.textContent).not.toContain("whsec_TopSecret");
  });

  it("refuses no events here, and puts the server's URL refusal on the field", async () => {
    const net = stubNetwork({
      "GET /v2/webhooks": () => ok({ webhooks: [] }),
      "POST /v2/webhooks": () =>
        fail(400, MESSAGES.webhooks.urlPrivate, [
          { field: "url", message: MESSAGES.webhooks.urlPrivate },
        ]),
    });
    const { user } = renderWithApp(<WebhooksCard />);
    await screen.findByText("No endpoints yet.");
    const url = screen.getByLabelText("Endpoint URL") as HTMLInputElement;
    await user.type(url, "https://10.0.0.5/hook");
    for (const box of screen.getAllByRole("checkbox")) await user.click(box);
    await user.click(screen.getByRole("button", { name: /Add endpoint/ }));
    expect(await screen.findByText(MESSAGES.webhooks.eventsRequired)).toBeTruthy();
    expect(net.calls("POST /v2/webhooks")).toHaveLength(0);

    await user.click(screen.getByRole("checkbox", { name: /order\.status_changed/ }));
    await user.click(screen.getByRole("button", { name: /Add endpoint/ }));
    expect(await screen.findByText(MESSAGES.webhooks.urlPrivate)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(screen.queryByLabelText("Signing secret")).toBeNull();
  });

  it("sends a test event and lists the delivery with its HTTP status; deletes", async () => {
    let deliveries: unknown[] = [];
    let webhooks: unknown[] = [HOOK];
    const net = stubNetwork({
      "GET /v2/webhooks": () => ok({ webhooks }),
      "GET /v2/webhooks/h1/deliveries": () => ok({ deliveries }),
      "POST /v2/webhooks/h1/test": () => {
        deliveries = [
          DELIVERED,
          {
            ...DELIVERED,
            id: "d0",
            type: "order.status_changed",
            status: "failed",
            attempts: 2,
            last_status_code: 503,
            last_error: "Answered HTTP 503.",
            next_attempt_at: "2026-11-25T10:05:00.000Z",
            delivered_at: null,
          },
        ];
        return ok({ delivery: DELIVERED });
      },
      "DELETE /v2/webhooks/h1": () => {
        webhooks = [];
        return ok({ id: "h1", deleted: true });
      },
    });
    const { user } = renderWithApp(<WebhooksCard />);
    const toggle = await screen.findByRole("button", { name: /Recent deliveries/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(await screen.findByText(/No deliveries yet/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: `Send test event to ${HOOK.url}` }));
    expect(await screen.findByText("Test event")).toBeTruthy();
    const rows = await screen.findAllByRole("listitem");
    const text = rows.map((r) => r.textContent).join("\n");
    expect(text).toContain("Delivered");
    expect(text).toContain("HTTP 200");
    expect(text).toContain("Retrying");
    expect(text).toContain("HTTP 503");
    expect(text).toContain("2 attempts");
    expect(text).toContain("next try");
    expect(net.calls("POST /v2/webhooks/h1/test")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: `Delete ${HOOK.url}` }));
    expect(await screen.findByText("No endpoints yet.")).toBeTruthy();
    expect(net.calls("DELETE /v2/webhooks/h1")).toHaveLength(1);
  });

  it("says when the endpoints cannot be loaded, and retries", async () => {
    let failing = true;
    stubNetwork({
      "GET /v2/webhooks": () => (failing ? fail(500, "Server error") : ok({ webhooks: [] })),
    });
    const { user } = renderWithApp(<WebhooksCard />);
    expect(
      await screen.findByText("Your webhooks could not be loaded.", {}, { timeout: 5000 }),
    ).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole("button", { name: /Try Again/ }));
    expect(await screen.findByText("No endpoints yet.")).toBeTruthy();
  });
});
