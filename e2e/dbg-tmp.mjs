import { chromium } from "playwright-core";

const b = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const p = await b.newPage({ viewport: { width: 1366, height: 800 } });
await p.goto(process.env.URL);
await p.locator("#products [data-testid='material-card']").first().waitFor();
await p.waitForTimeout(1500);
console.log(
  await p.evaluate(() => [
    document.activeElement?.outerHTML.slice(0, 100),
    !!document.querySelector('meta[name="prerendered"]'),
    document.title,
  ]),
);
await b.close();
