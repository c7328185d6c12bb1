/**
 * The console in a real browser (Debian's chromium, which `make test` installs): it lists the services and the
 * mounted document, shows an invalid request through the document's proxy in live traffic and in the grouped
 * violations, moves the clock so that queued work runs, and resets the state. The screenshot in docs/ is one
 * this test took.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { loadSpecs } from "../../src/any-spec/load";
import { mocked, proxied, tempCache } from "../any-spec/support";
import { listen, readAll, type Upstream } from "../proxy/support";
import { startGateway, type TestGateway } from "../support/gateway";

const CHROMIUM = "/usr/bin/chromium";
/**
 * The screenshot goes to test-output/; with UPDATE_DOCS_SCREENSHOT=1 it replaces the one in docs/ (a test run
 * leaves the tree as it was: ports, ids and durations differ from run to run).
 */
const SCREENSHOT = path.resolve(
  __dirname,
  process.env.UPDATE_DOCS_SCREENSHOT === "1" ? "../../docs/console.png" : "../../test-output/console.png",
);
const KEYS = "/api-keys/v2/projects/p1/locations/global/keys";
const AUTH = { authorization: "Bearer dev-token", "content-type": "application/json" };

const available = existsSync(CHROMIUM);
if (!available) {
  console.warn(
    `${CHROMIUM} is not installed (make test installs Debian's chromium where it can): console browser test skipped`,
  );
}

const cache = tempCache();
let upstream: Upstream;
let gw: TestGateway;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  if (!available) return;
  upstream = await listen(async (req, res) => {
    await readAll(req);
    res.setHeader("content-type", "application/json");
    if (req.method === "POST") {
      res.statusCode = 201;
      res.end(JSON.stringify({ id: "it-9", name: "Washer M8", quantity: 500 }));
      return;
    }
    res.end(JSON.stringify({ items: [{ id: "it-1", name: "Hex bolt M8", quantity: 40 }] }));
  });
  const specs = await loadSpecs(
    [
      proxied("inventory", "inventory.yaml", `${upstream.url}/inventory`, "report"),
      mocked("ledger", "ledger.json", "report"),
    ],
    cache.dir,
    new Map(),
  );
  gw = await startGateway({ services: ["api-keys", "branch-lookup"], specs });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-sync",
    ],
  });
  page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  page.on("pageerror", (err) => pageErrors.push(err.message));
  page.on("console", (m) => {
    if (m.type() === "error") pageErrors.push(m.text());
  });
  await page.goto(`${gw.url}/__admin/console`);
  await page.locator("#live.on").waitFor({ timeout: 10_000 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await gw?.close();
  await upstream?.close();
  cache.remove();
});

const maybe = available ? test : test.skip;

maybe("the page lists every service and mounted document with its mode", async () => {
  const services = page.locator("#services");
  await services.locator('tr[data-service="inventory"]').waitFor();
  expect(await services.locator("tr").count()).toBe(4);
  expect(await services.locator('tr[data-service="ledger"]').innerText()).toMatch(/mock · report/);
  const inventory = await services.locator('tr[data-service="inventory"]').innerText();
  expect(inventory).toContain("Inventory API");
  expect(inventory).toContain("inventory · test/any-spec/specs/inventory.yaml");
  expect(inventory).toContain("proxy");
  expect(inventory).toContain(`${upstream.url}/inventory`);
  expect(inventory).toContain("report");
  expect(await services.locator('tr[data-service="api-keys"]').innerText()).toContain("reference");
  expect(await page.locator('tr[data-service="api-keys"] a', { hasText: "docs" }).getAttribute("href")).toBe(
    "/docs/api-keys",
  );
});

maybe(
  "an invalid request through the proxy shows in live traffic within a second, and in the groups",
  async () => {
    const res = await fetch(`${gw.url}/inventory/items?api_key=hunter2`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Washer M8", quantity: 0 }),
    });
    expect(res.status).toBe(201);
    const requestId = res.headers.get("x-request-id")!;
    const row = page.locator(`#traffic tr[data-request-id="${requestId}"]`);
    await row.waitFor({ timeout: 1000 });
    const text = await row.innerText();
    expect(text).toContain("/inventory/items?api_key=[redacted]");
    expect(text).not.toContain("hunter2");
    expect(text).toContain("createItem");
    expect(await row.getAttribute("class")).toContain("violated");

    await row.click();
    const detail = page.locator("#detail");
    await detail.locator(".violation").first().waitFor();
    expect(await detail.innerText()).toMatch(/request · schema[\s\S]*\/body\/quantity/);

    const group = page.locator("#summary");
    await group.getByText("POST /items").waitFor({ timeout: 2000 });
    expect(await group.innerText()).toMatch(/request body\s+\/quantity/);
    // The chart, drawn with the groups, counts it in the gateway's current minute under its service.
    const charted = await page.evaluate(() => {
      const { Chart } = globalThis as unknown as {
        Chart: { getChart(id: string): { data: { datasets: { label: string; data: number[] }[] } } };
      };
      return Chart.getChart("chart").data.datasets.map((d) => [d.label, d.data.at(-1)]);
    });
    expect(charted).toEqual([["inventory", 1]]);

    await page.locator("#filter-violations").check();
    expect(await page.locator("#traffic tr").count()).toBe(1);
    await page.locator("#filter-violations").uncheck();

    // Paused, the list stays still; what came meanwhile shows once it is resumed.
    await page.locator("#pause").check();
    const later = await fetch(`${gw.url}/inventory/items?limit=5`);
    const laterRow = page.locator(`#traffic tr[data-request-id="${later.headers.get("x-request-id")}"]`);
    await page.waitForTimeout(500);
    expect(await laterRow.count()).toBe(0);
    await page.locator("#pause").uncheck();
    await laterRow.waitFor({ timeout: 1000 });
  },
);

maybe("advancing the clock from the page moves the time shown and runs the work that fell due", async () => {
  const created = await fetch(`${gw.url}${KEYS}?keyId=old-key`, {
    method: "POST",
    headers: AUTH,
    body: "{}",
  });
  expect(created.status).toBe(200);
  const deleted = await fetch(`${gw.url}${KEYS}/old-key`, { method: "DELETE", headers: AUTH });
  expect(deleted.status).toBe(200);
  const purge = page.locator('#due-work tr[data-service="api-keys"]');
  await purge.waitFor({ timeout: 3000 });
  expect(await purge.innerText()).toMatch(
    /in 30d[\s\S]*purge:projects\/p1\/locations\/global\/keys\/old-key/,
  );
  const apiKeys = page.locator('#records tr[data-service="api-keys"]');
  await apiKeys.getByText("keys 1").waitFor({ timeout: 3000 });
  expect(await apiKeys.innerText()).toMatch(/due-work 1/);

  const before = await page.locator("#now").innerText();
  await page.locator("#advance").fill("P31D");
  await page.locator("#advance-form button[type=submit]").click();
  await page.locator("#now", { hasNotText: before }).waitFor({ timeout: 3000 });
  expect(await page.locator("#now").innerText()).toMatch(/^2026-02-01 00:00:\d\dZ? ?UTC$/);
  await purge.waitFor({ state: "detached", timeout: 3000 });
  // The key was purged when its 30 days were up (only what a lookup of its key string still answers is kept),
  // and its queued purge is gone with it.
  await apiKeys.getByText("purged-key-strings 1").waitFor({ timeout: 3000 });
  expect(await apiKeys.locator(".chip").allInnerTexts()).toEqual(["purged-key-strings 1"]);
});

maybe(
  "reset from the page, once confirmed, empties a service; a downloaded snapshot brings it back",
  async () => {
    const created = await fetch(`${gw.url}${KEYS}?keyId=kept`, { method: "POST", headers: AUTH, body: "{}" });
    expect(created.status).toBe(200);
    const apiKeys = page.locator('#records tr[data-service="api-keys"]');
    const count = apiKeys.locator(".records");
    // The purged key of the test before is remembered too (its key string still names its project).
    await apiKeys.getByText("keys 1").waitFor({ timeout: 5000 });
    const held = await count.innerText();
    expect(Number(held)).toBeGreaterThan(0);

    const downloading = page.waitForEvent("download");
    await page.locator("#download").click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^gateway-snapshot-2026-02-01T.*\.json$/);
    const saved = path.join(cache.dir, "snapshot.json");
    await download.saveAs(saved);

    // Cancelling changes nothing.
    await page.locator("#reset").click();
    await page.locator("#reset-cancel").click();
    expect(await count.innerText()).toBe(held);

    await page.locator("#reset").click();
    await page.locator("#reset-confirm").click();
    await count.filter({ hasText: /^0$/ }).waitFor({ timeout: 5000 });
    // branch-lookup reloads its fixtures: a reset starts every service afresh, not empty.
    expect(
      Number(await page.locator('#records tr[data-service="branch-lookup"] .records').innerText()),
    ).toBeGreaterThan(0);
    const stored = await fetch(`${gw.url}${KEYS}/kept`, { headers: AUTH });
    expect(stored.status).toBe(404);

    await page.locator("#upload").setInputFiles(saved);
    await count.filter({ hasText: new RegExp(`^${held}$`) }).waitFor({ timeout: 5000 });
    const restored = await fetch(`${gw.url}${KEYS}/kept`, { headers: AUTH });
    expect(restored.status).toBe(200);
    // Emptied again, for what follows.
    await page.locator("#reset").click();
    await page.locator("#reset-confirm").click();
    await count.filter({ hasText: /^0$/ }).waitFor({ timeout: 5000 });
  },
);

maybe("the page raised no script error, and its screenshot is kept for the docs", async () => {
  // Forty minutes of staging traffic by the gateway's clock: a client sends zero quantities and ledger entries
  // without an amount until a fix is deployed at minute 25, so the chart shows the breach and its end.
  const send = (path: string, body?: unknown) =>
    fetch(`${gw.url}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  for (let minute = 0; minute < 40; minute++) {
    gw.clock.advance(60_000);
    const fixed = minute >= 25;
    await send("/inventory/items", { name: "Hex bolt M8", quantity: fixed || minute % 3 === 0 ? 5 : 0 });
    await send(`/inventory/items?limit=${minute % 7 === 0 && !fixed ? 80 : 20}`);
    await send("/ledger/entries", { amount: fixed || minute % 4 === 0 ? 12.5 : -3, memo: "invoice" });
  }
  // A key deleted a minute ago: its purge waits on the clock.
  await fetch(`${gw.url}${KEYS}?keyId=retired`, { method: "POST", headers: AUTH, body: "{}" });
  await fetch(`${gw.url}${KEYS}/retired`, { method: "DELETE", headers: AUTH });
  gw.clock.advance(60_000);
  await send(`${KEYS}?key=AIzaSyExample`);
  await send("/branch-lookup/open-banking/v2.2/branches");
  await page.locator("#traffic tr").nth(121).waitFor({ timeout: 5000 });
  await page.locator('#due-work tr[data-service="api-keys"]').waitFor({ timeout: 5000 });
  await page.locator("#traffic tr.violated").first().click();
  await page.waitForTimeout(1500);
  mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
  await page.screenshot({ path: SCREENSHOT, fullPage: true });
  expect(pageErrors).toEqual([]);
});
