import type { Page } from "playwright-core";

/**
 * From /purchase-summary with the form filled: Proceed to Payment, pay on the built-in test
 * checkout with the test card 4242…, and wait for /success's "Payment Successful!".
 */
export async function payWithTestCard(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await page.waitForURL(/\/checkout\/test\/cs_test_/);
  const checkout = page.getByTestId("test-checkout");
  await checkout.getByLabel("Card number").fill("4242 4242 4242 4242");
  await checkout.getByRole("button", { name: /^Pay / }).click();
  await page.waitForURL(/\/success\?session_id=/);
  await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
}
