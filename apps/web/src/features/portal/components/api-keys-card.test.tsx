import { MESSAGES } from "@ingot/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fail, ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { ApiKeysCard } from "./api-keys-card";

const KEY = {
  id: "k1",
  name: "ERP sync",
  scope: "read",
  prefix: "ingot_AbCdEf",
  created_at: "2026-11-20T10:00:00.000Z",
  last_used_at: null,
};

describe("the portal's API keys", () => {
  it("shows a key's secret once after creating it, then lists it without the secret", async () => {
    let keys: unknown[] = [];
    const net = stubNetwork({
      "GET /v2/api-keys": () => ok({ keys }),
      "POST /v2/api-keys": () => {
        keys = [{ ...KEY, id: "k2", name: "Nightly", scope: "read_write" }];
        return ok(
          {
            id: "k2",
            name: "Nightly",
            scope: "read_write",
            prefix: "ingot_XyZ123",
            key: "ingot_XyZ123secret",
          },
          201,
        );
      },
    });
    const { user } = renderWithApp(<ApiKeysCard />);
    expect(await screen.findByText("No keys yet.")).toBeTruthy();

    // An empty name is refused here: marked, focused, nothing sent.
    await user.click(screen.getByRole("button", { name: /Create key/ }));
    const name = screen.getByLabelText("Key name") as HTMLInputElement;
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByText(MESSAGES.apiKeys.nameRequired)).toBeTruthy();
    expect(net.calls("POST /v2/api-keys")).toHaveLength(0);

    await user.type(name, "Nightly");
    await user.click(screen.getByRole("radio", { name: /Read and write/ }));
    await user.click(screen.getByRole("button", { name: /Create key/ }));
    const secret = (await screen.findByLabelText("API key")) as HTMLInputElement;
    expect(secret.value).toBe("ingot_XyZ123secret");
    await waitFor(() => expect(document.activeElement).toBe(secret));
    expect(await net.calls("POST /v2/api-keys")[0]?.json()).toEqual({
      name: "Nightly",
      scope: "read_write",
    });
    const list = await screen.findByRole("list", { name: "Your API keys" });
    expect(within(list).getByText("Nightly")).toBeTruthy();
    expect(within(list).getByText("Read and write")).toBeTruthy();
    expect(list.textContent).not.toContain("secret");

    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByLabelText("API key")).toBeNull();
    expect(document.body.textContent).not.toContain("ingot_XyZ123secret");
  });

  it("puts the server's field errors on the form", async () => {
    stubNetwork({
      "GET /v2/api-keys": () => ok({ keys: [] }),
      "POST /v2/api-keys": () =>
        fail(400, MESSAGES.apiKeys.nameTooLong, [
          { field: "name", message: MESSAGES.apiKeys.nameTooLong },
        ]),
    });
    const { user } = renderWithApp(<ApiKeysCard />);
    await screen.findByText("No keys yet.");
    const name = screen.getByLabelText("Key name") as HTMLInputElement;
    await user.type(name, "Too long for the server");
    await user.click(screen.getByRole("button", { name: /Create key/ }));
    expect(await screen.findByText(MESSAGES.apiKeys.nameTooLong)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.queryByLabelText("API key")).toBeNull();
  });

  it("revokes a key and shows the last use", async () => {
    let keys: unknown[] = [
      KEY,
      { ...KEY, id: "k3", name: "Used", last_used_at: "2026-11-24T09:00:00.000Z" },
    ];
    const net = stubNetwork({
      "GET /v2/api-keys": () => ok({ keys }),
      "DELETE /v2/api-keys/k1": () => {
        keys = keys.slice(1);
        return ok({ id: "k1", revoked: true });
      },
    });
    const { user } = renderWithApp(<ApiKeysCard />);
    const list = await screen.findByRole("list", { name: "Your API keys" });
    expect(list.textContent).toContain("last used never");
    expect(list.textContent).toContain("last used Nov 24, 2026");
    await user.click(screen.getByRole("button", { name: "Revoke ERP sync" }));
    await waitFor(() => expect(screen.queryByText("ERP sync")).toBeNull());
    expect(net.calls("DELETE /v2/api-keys/k1")).toHaveLength(1);
  });

  it("says when the keys cannot be loaded, and retries", async () => {
    let failing = true;
    stubNetwork({
      "GET /v2/api-keys": () => (failing ? fail(500, "Server error") : ok({ keys: [] })),
    });
    const { user } = renderWithApp(<ApiKeysCard />);
    expect(
      await screen.findByText("Your API keys could not be loaded.", {}, { timeout: 5000 }),
    ).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole("button", { name: /Try Again/ }));
    expect(await screen.findByText("No keys yet.")).toBeTruthy();
  });
});
