/**
 * `make report`: fetches the grouped violation summary of a running gateway as Markdown and writes it to a
 * file, so that a week of staging traffic becomes a list of contract bugs to file.
 *
 *   GATEWAY (default http://localhost:8080), SERVICE (default: every service), OUT (default violations.md),
 *   ADMIN_TOKEN (sent as the bearer token when the admin API is guarded)
 */
import { writeFileSync } from "node:fs";

async function main(): Promise<void> {
  const gateway = (process.env.GATEWAY || "http://localhost:8080").replace(/\/+$/, "");
  const out = process.env.OUT || "violations.md";
  const query = new URLSearchParams({ format: "markdown" });
  if (process.env.SERVICE) query.set("service", process.env.SERVICE);
  const token = process.env.ADMIN_TOKEN;
  const res = await fetch(`${gateway}/__admin/violations/summary?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${gateway} answered ${res.status}: ${text}`);
  writeFileSync(out, text);
  console.log(`report: ${out} written from ${gateway}`);
}

main().catch((err) => {
  console.error(`report: ${(err as Error).message}`);
  process.exit(1);
});
