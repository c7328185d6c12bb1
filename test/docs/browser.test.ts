/**
 * The docs page in a real browser: headless Chromium (Debian's package, which `make test` installs) opens
 * /docs/api-keys, Swagger UI fetches the spec from the gateway and renders it, and the test finds an
 * operation's summary in the page. A screenshot is left in test-output/ for a person to look at.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { loadSpec } from "../../src/http/docs";
import { startGateway, type TestGateway } from "../support/gateway";

const CHROMIUM = "/usr/bin/chromium";
const OUTPUT = path.resolve(__dirname, "../../test-output");

/** The first operation summary of the api-keys spec: what the rendered page must show. */
function firstSummary(): string {
  const doc = loadSpec("specs/api-keys.yaml") as {
    paths: Record<string, Record<string, { summary?: string }>>;
  };
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item)) if (op.summary) return op.summary;
  throw new Error("the api-keys spec has no operation summary");
}

const available = existsSync(CHROMIUM);
if (!available) {
  console.warn(
    `${CHROMIUM} is not installed (make test installs Debian's chromium where it can): browser test skipped`,
  );
}

(available ? test : test.skip)(
  "headless Chromium renders the api-keys docs with its operations",
  async () => {
    const gw: TestGateway = await startGateway();
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${gw.url}/docs/api-keys`);
      const summary = firstSummary();
      await page.getByText(summary, { exact: true }).first().waitFor({ timeout: 20_000 });
      mkdirSync(OUTPUT, { recursive: true });
      await page.screenshot({ path: path.join(OUTPUT, "docs-api-keys.png"), fullPage: true });
      expect(await page.title()).toContain("API Keys");
    } finally {
      await browser.close();
      await gw.close();
    }
  },
  60_000,
);
