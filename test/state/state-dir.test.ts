/** STATE_DIR in one process: state and the clock offset outlive a restart, reset clears them, one gateway a directory. */
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { createApp } from "../../src/app";
import { silentLogger } from "../../src/http/logger";
import { SystemClock } from "../../src/runtime/clock";
import { StateDir, StateDirError } from "../../src/runtime/state-dir";

const KEYS = "/api-keys/v2/projects/durable/locations/global/keys";
const BEARER = { Authorization: "Bearer dev-token" };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "gateway-state-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** What server.ts does with STATE_DIR. */
async function gatewayOn(state: StateDir) {
  return createApp({
    store: state.store,
    clock: new SystemClock(state.clockOffsetMs(), (ms) => state.saveClockOffset(ms)),
    logger: silentLogger(),
  });
}

test("keys, a changed fixture record and the clock offset survive a restart on the same directory", async () => {
  const first = await StateDir.open(dir);
  const app = await gatewayOn(first);
  for (const id of ["a1", "a2", "a3"])
    expect(
      (await request(app).post(`${KEYS}?keyId=${id}`).set(BEARER).send({ displayName: id })).status,
    ).toBe(200);
  await request(app).patch(`${KEYS}/a2?updateMask=displayName`).set(BEARER).send({ displayName: "renamed" });
  await request(app).delete(`${KEYS}/a3`).set(BEARER);
  const settings = "/access-approval/v1/projects/acme-payments-prod/accessApprovalSettings";
  await request(app)
    .patch(`${settings}?updateMask=notification_emails`)
    .set(BEARER)
    .send({ notificationEmails: ["kept@example.com"] });
  const moved = await request(app).post("/__admin/clock/advance").send({ duration: "P10D" });
  await first.close();

  const second = await StateDir.open(dir);
  const again = await gatewayOn(second);
  const list = await request(again).get(`${KEYS}?showDeleted=true`).set(BEARER);
  expect(
    list.body.keys.map((k: { displayName: string; deleteTime?: string }) => [k.displayName, !!k.deleteTime]),
  ).toEqual([
    ["a1", false],
    ["renamed", false],
    ["a3", true],
  ]);
  expect((await request(again).get(settings).set(BEARER)).body.notificationEmails).toEqual([
    "kept@example.com",
  ]);
  const now = Date.parse((await request(again).get("/__admin/clock")).body.now);
  expect(now).toBeGreaterThanOrEqual(Date.parse(moved.body.now));
  await second.close();
});

test("reset clears the stored state too", async () => {
  const first = await StateDir.open(dir);
  const app = await gatewayOn(first);
  await request(app).post(`${KEYS}?keyId=gone`).set(BEARER).send({});
  await request(app).post("/__admin/reset");
  await first.close();
  const second = await StateDir.open(dir);
  const again = await gatewayOn(second);
  expect((await request(again).get(`${KEYS}/gone`).set(BEARER)).status).toBe(404);
  // Fixtures are back, as after any reset.
  expect(
    (await request(again).get("/access-approval/v1/projects/acme-payments-prod/approvalRequests").set(BEARER))
      .status,
  ).toBe(200);
  await second.close();
});

test("a second gateway on the same directory is refused with a clear message until the first closes", async () => {
  const first = await StateDir.open(dir);
  await expect(StateDir.open(dir)).rejects.toThrow(StateDirError);
  // The same directory reached through a symbolic link is the same directory.
  const link = `${dir}-link`;
  symlinkSync(dir, link);
  try {
    await expect(StateDir.open(link)).rejects.toThrow(
      `STATE_DIR ${first.dir} is in use by another gateway that is still running`,
    );
  } finally {
    rmSync(link);
  }
  await first.close();
  const next = await StateDir.open(dir);
  await next.close();
});
