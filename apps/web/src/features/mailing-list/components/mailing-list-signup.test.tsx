import { MESSAGES } from "@ingot/domain";
import { screen } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { fail, ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { MailingListSignup } from "./mailing-list-signup";

const text = MESSAGES.mailingList;

function renderSignup() {
  const view = renderWithApp(
    <>
      <MailingListSignup />
      <Toaster />
    </>,
  );
  const input = screen.getByLabelText("Email for product updates") as HTMLInputElement;
  const subscribe = screen.getByRole("button", { name: "Subscribe" });
  return { ...view, input, subscribe };
}

describe("the mailing-list signup", () => {
  it("is a form named by its label, so the bar's and the phone menu's copies are told apart", () => {
    renderWithApp(
      <>
        <MailingListSignup />
        <MailingListSignup label="Mailing list, menu" />
      </>,
    );
    expect(screen.getByRole("form", { name: "Mailing list" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Mailing list, menu" })).toBeTruthy();
  });

  it("asks for an email before calling the server", async () => {
    const net = stubNetwork({ "POST /v2/mailing-list": () => ok({}, 201) });
    const { user, subscribe } = renderSignup();
    await user.click(subscribe);
    expect(await screen.findByText(text.emailRequired)).toBeTruthy();
    expect(net.calls()).toHaveLength(0);
  });

  it("keeps the address when the server refuses it, and clears it once subscribed", async () => {
    const net = stubNetwork({
      "POST /v2/mailing-list": () => fail(409, text.alreadySubscribedTitle),
    });
    const { user, input, subscribe } = renderSignup();
    await user.type(input, "ada@example.com");
    await user.click(subscribe);
    expect(await screen.findByText(text.alreadySubscribedDetail)).toBeTruthy();
    expect(input.value).toBe("ada@example.com");

    net.on("POST /v2/mailing-list", () => fail(400, "Please enter a valid email address"));
    await user.click(subscribe);
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(input.value).toBe("ada@example.com");

    net.on("POST /v2/mailing-list", () =>
      ok({ id: "s1", email: "ada@example.com", created_at: "2026-01-01T00:00:00Z" }, 201),
    );
    await user.click(subscribe);
    expect(await screen.findByText(text.subscribed)).toBeTruthy();
    expect(input.value).toBe("");
    expect(await net.calls("POST /v2/mailing-list")[2]?.json()).toEqual({
      email: "ada@example.com",
    });
  });
});
