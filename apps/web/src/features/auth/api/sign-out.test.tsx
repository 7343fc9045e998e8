import { MESSAGES } from "@ingot/domain";
import { screen } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { fail, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { useSignOut } from "./sign-out";

function SignOut() {
  const signOut = useSignOut();
  return (
    <>
      <Toaster />
      <button type="button" onClick={() => signOut.mutate()}>
        Sign Out
      </button>
      <p>{signOut.isSuccess ? "done" : ""}</p>
    </>
  );
}

describe("signing out", () => {
  // Sonner's toasts outlive a test: the one without the message runs first.
  it("a normal sign-out shows no such message", async () => {
    stubNetwork({ "POST /api/auth/sign-out": () => Response.json({ success: true }) });
    const { user } = renderWithApp(<SignOut />);
    await user.click(screen.getByRole("button", { name: "Sign Out" }));
    await screen.findByText("done");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(MESSAGES.auth.sessionMissing)).toBeNull();
  });
  it.each([401, 403, 404])(
    "a %i (no session left) still signs out and says 'Auth session missing!'",
    async (status) => {
      stubNetwork({ "POST /api/auth/sign-out": () => fail(status, "No session") });
      const { user, queryClient } = renderWithApp(<SignOut />);
      queryClient.setQueryData(["me"], { user: { id: "u1" } });
      await user.click(screen.getByRole("button", { name: "Sign Out" }));
      expect((await screen.findAllByText(MESSAGES.auth.sessionMissing)).length).toBeGreaterThan(0);
      expect(screen.getAllByText(MESSAGES.auth.signedOut).length).toBeGreaterThan(0);
      expect(queryClient.getQueryData(["me"])).toBeUndefined();
    },
  );
});
