/**
 * What `make start` runs: the bundle `npm run build` writes to dist/gateway.js, started with plain Node through
 * dist/server.js (which hands V8 the bundle's code cache). It must
 * find the specs and fixtures from its own place, load the packages kept outside the bundle (lmdb, pdfkit,
 * swagger-ui-dist), serve every service, and stop cleanly.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import records from "../../fixtures/merit-certificate/records.json";
import { services } from "../../generated/index";
import { serviceModules } from "../../src/handlers";
import { listeningOrigin, spawnServer } from "../support/server-process";

const root = path.resolve(__dirname, "../..");

test("the compiled server serves every service, its docs and a kept state, and exits 0 on SIGTERM", async () => {
  execFileSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "pipe" });
  const stateDir = mkdtempSync(path.join(os.tmpdir(), "compiled-"));
  const server = spawnServer(
    { STATE_DIR: stateDir, LOG_LEVEL: "warn" },
    // Anywhere: the bundle finds the project's files from its own place.
    { node: [path.join(root, "dist/server.js")], cwd: os.tmpdir() },
  );
  try {
    const origin = await listeningOrigin(server);
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const health = (await (await fetch(`${origin}/healthz`)).json()) as { services: { slug: string }[] };
    expect(health.services.map((s) => s.slug).sort()).toEqual(services.map((s) => s.slug).sort());
    for (const s of services) {
      const spec = await fetch(`${origin}${s.basePath}/openapi.json`);
      expect([s.slug, spec.status]).toEqual([s.slug, 200]);
    }
    const docs = await fetch(`${origin}/docs/assets/swagger-ui-bundle.js`);
    expect(docs.status).toBe(200);

    const keys = `${origin}/api-keys/v2/projects/p1/locations/global/keys`;
    const auth = { Authorization: "Bearer dev-token" };
    const created = await fetch(`${keys}?keyId=compiled`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ displayName: "compiled" }),
    });
    expect(created.status).toBe(200);
    const list = (await (await fetch(keys, { headers: auth })).json()) as { keys: { name: string }[] };
    expect(list.keys.map((k) => k.name)).toContain("projects/p1/locations/global/keys/compiled");

    // A certificate's PDF, drawn by pdfkit from its own package folder.
    const [r] = records as { rollNumber: string; certType: string; fullName: string }[];
    const pdf = await fetch(`${origin}/merit-certificate/v3/mrcer/certificate`, {
      method: "POST",
      headers: {
        ...serviceModules["merit-certificate"].devCredentials(),
        "content-type": "application/json",
      },
      body: JSON.stringify({
        txnId: "4f9c2b1e-7d3a-4c5e-9b8f-1a2b3c4d5e6f",
        format: "pdf",
        certificateParameters: { RROLL: r.rollNumber, CERT_TYPE: r.certType, FullName: r.fullName },
      }),
    });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  } finally {
    server.child.kill("SIGTERM");
    const code = await server.exited;
    rmSync(stateDir, { recursive: true, force: true });
    expect(code).toBe(0);
  }
}, 60_000);
