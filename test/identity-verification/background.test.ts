/**
 * Background processing end to end: 202 with a request id, completion at accepted time + the customer's delay
 * by the gateway's clock, the result kept for retrieval, and the notification POSTed to a callback receiver on
 * a loopback port, retried with backoff when the receiver fails.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { advanceClock, startGateway, type TestGateway } from "../support/gateway";
import { AS, type Client, CUSTOMER, clientAs, personBody, personIn } from "./support";

let gw: TestGateway;
let kyc: Client;
let receiver: Server;
let receiverUrl: string;
/** Statuses the receiver answers, in turn (200 once they run out), and what it received. */
let answers: number[];
let received: { url: string; body: Record<string, unknown> }[];
let waiters: (() => void)[];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Resolves once the receiver has had `n` requests. */
function receivedCount(n: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (received.length >= n ? resolve() : waiters.push(check));
    check();
  });
}

beforeAll(async () => {
  receiver = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    received.push({ url: req.url ?? "", body });
    res.statusCode = answers.shift() ?? 200;
    res.end("{}");
    for (const w of waiters.splice(0)) w();
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/kyc-callbacks`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

beforeEach(async () => {
  answers = [];
  received = [];
  waiters = [];
  gw = await startGateway({ services: ["identity-verification"] });
  kyc = clientAs(gw.url, "customer");
});
afterEach(() => gw.close());

async function admin(action: string, body: unknown) {
  const res = await fetch(`${gw.url}/__admin/services/identity-verification/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return res.json();
}

const BACKGROUND = { ...AS.customer, "X-Kyc-Background": "1" as const };

test("a background verify completes after the delay, is retrievable, and is delivered to the callback", async () => {
  await admin("set-callback-url", { customerId: CUSTOMER, url: receiverUrl });
  const entity = await kyc.POST("/entity", {
    params: { header: AS.customer },
    body: personBody(personIn(["electoral-roll", "credit-header"])),
  });
  const entityId = entity.data!.entityId;
  const accepted = await kyc.POST("/entity/{entityId}/verify/{checkType}/{resultLevel}", {
    params: {
      path: { entityId, checkType: "two_plus", resultLevel: "summary" },
      header: BACKGROUND,
    },
  });
  expect(accepted.response.status).toBe(202);
  const requestId = (accepted.data as { requestId: string }).requestId;

  // Before the completion time (accepted + 5 s for this customer) the work has not run.
  gw.clock.advance(4999);
  const pending = await kyc.GET("/retrieve/response/{requestId}", {
    params: { header: AS.customer, path: { requestId } },
  });
  expect(pending.response.status).toBe(202);
  expect(pending.data).toMatchObject({ state: "PENDING", completesAt: "2026-01-01T00:00:05.000Z" });
  let full = await kyc.GET("/entity/{entityId}/full", {
    params: { header: AS.customer, path: { entityId } },
  });
  expect(full.data!.entity.checks).toEqual([]);

  gw.clock.advance(1);
  const done = await kyc.GET("/retrieve/response/{requestId}", {
    params: { header: AS.customer, path: { requestId } },
  });
  expect(done.response.status).toBe(200);
  expect(done.data).toMatchObject({ state: "COMPLETE", httpStatusCode: 200, function: "verifyEntity" });
  expect(typeof done.data!.payload).toBe("string");
  const payload = JSON.parse(done.data!.payload as string);
  expect(payload).toMatchObject({
    entityId,
    checkTypes: ["two_plus"],
    checkSummary: { resultState: "CHECKED_SUCCESS_CLEAR" },
  });
  const asObject = await kyc.GET("/retrieve/response/{requestId}", {
    params: { header: AS.customer, path: { requestId }, query: { payload: "object" } },
  });
  expect(asObject.data!.payload).toEqual(payload);
  full = await kyc.GET("/entity/{entityId}/full", { params: { header: AS.customer, path: { entityId } } });
  expect(full.data!.entity.checks).toHaveLength(1);

  await receivedCount(1);
  expect(received[0].url).toBe(`/kyc-callbacks/${requestId}`);
  expect(received[0].body).toMatchObject({
    requestId,
    function: "verifyEntity",
    functionResult: "COMPLETE",
    httpStatusCode: 200,
    entityId,
    checkId: payload.checkId,
  });
});

test("a failing receiver is retried after a backoff by the gateway's clock, then delivered", async () => {
  await admin("set-callback-url", { customerId: CUSTOMER, url: receiverUrl });
  answers = [503];
  const entity = await kyc.POST("/entity", {
    params: { header: AS.customer },
    body: personBody(personIn(["electoral-roll", "credit-header"])),
  });
  const accepted = await kyc.POST("/entity/{entityId}/verify/pushToMobile", {
    params: {
      path: { entityId: entity.data!.entityId },
      query: { nopush: true, phase: 2 },
      header: BACKGROUND,
    },
  });
  const requestId = (accepted.data as { requestId: string }).requestId;
  await advanceClock(gw.url, "PT5S");
  await receivedCount(1);
  let afterFailure = await kyc.GET("/retrieve/response/{requestId}", {
    params: { header: AS.customer, path: { requestId } },
  });
  for (let i = 0; i < 50 && afterFailure.data!.notification!.attempts === 0; i++) {
    await new Promise((r) => setTimeout(r, 20));
    afterFailure = await kyc.GET("/retrieve/response/{requestId}", {
      params: { header: AS.customer, path: { requestId } },
    });
  }
  expect(afterFailure.data).toMatchObject({
    state: "COMPLETE",
    notification: { attempts: 1, delivered: false },
  });
  // The first retry is due one second later by the gateway's clock.
  await advanceClock(gw.url, "PT1S");
  await receivedCount(2);
  expect(received.map((r) => r.body.requestId)).toEqual([requestId, requestId]);
  let status = await kyc.GET("/retrieve/response/{requestId}", {
    params: { header: AS.customer, path: { requestId } },
  });
  for (let i = 0; i < 50 && !status.data!.notification!.delivered; i++) {
    await new Promise((r) => setTimeout(r, 20));
    status = await kyc.GET("/retrieve/response/{requestId}", {
      params: { header: AS.customer, path: { requestId } },
    });
  }
  expect(status.data!.notification).toMatchObject({ attempts: 2, delivered: true });
});

test("by default the gateway's own receiver records the notification, readable through the admin API", async () => {
  const scanned = await kyc.POST("/document", {
    params: { header: AS.customer },
    body: { idType: "PASSPORT", idNumber: "P0000000", country: "AUS" },
  });
  const accepted = await kyc.DELETE("/document/{documentId}", {
    params: { path: { documentId: scanned.data!.documentId! }, header: BACKGROUND },
  });
  expect(accepted.response.status).toBe(202);
  const requestId = (accepted.data as { requestId: string }).requestId;
  await advanceClock(gw.url, "PT5S");
  let notes: { notifications: { requestId: string; payload: Record<string, unknown> }[] } = {
    notifications: [],
  };
  for (let i = 0; i < 100 && notes.notifications.length === 0; i++) {
    await new Promise((r) => setTimeout(r, 20));
    notes = (await admin("received-notifications", { requestId })) as typeof notes;
  }
  expect(notes.notifications[0].payload).toMatchObject({
    requestId,
    function: "deleteDocument",
    functionResult: "COMPLETE",
  });
  const search = await kyc.POST("/document/search", {
    params: { header: AS.customer },
    body: { idNumber: "P0000000" },
  });
  expect(search.data!.documents).toEqual([]);
});

test("obvious input errors are answered at once, not accepted; another customer cannot read the result", async () => {
  const refused = await kyc.POST("/entity/{entityId}/verify/{checkType}/{resultLevel}", {
    params: {
      path: { entityId: "no-such-entity", checkType: "two_plus", resultLevel: "summary" },
      header: BACKGROUND,
    },
  });
  expect(refused.response.status).toBe(404);
  const entity = await kyc.POST("/entity", {
    params: { header: AS.customer },
    body: personBody(personIn(["electoral-roll", "credit-header"])),
  });
  const badType = await kyc.POST("/entity/{entityId}/verify/{checkType}/{resultLevel}", {
    params: {
      path: { entityId: entity.data!.entityId, checkType: "profile,pep", resultLevel: "summary" },
      header: BACKGROUND,
    },
  });
  expect(badType.error).toMatchObject({ errorCode: "CHK-0004" });
  const accepted = await kyc.POST("/entity/{entityId}/verify/{checkType}/{resultLevel}", {
    params: {
      path: { entityId: entity.data!.entityId, checkType: "one_plus", resultLevel: "summary" },
      header: BACKGROUND,
    },
  });
  const requestId = (accepted.data as { requestId: string }).requestId;
  const other = await clientAs(gw.url, "other").GET("/retrieve/response/{requestId}", {
    params: { header: AS.other, path: { requestId } },
  });
  expect(other.response.status).toBe(404);
});

test("work that fails when it runs keeps its error as the result", async () => {
  const entity = await kyc.POST("/entity", {
    params: { header: AS.customer },
    body: personBody(personIn(["electoral-roll", "credit-header"])),
  });
  const entityId = entity.data!.entityId;
  const accepted = await kyc.POST("/entity/{entityId}/verify/{checkType}/{resultLevel}", {
    params: {
      path: { entityId, checkType: "two_plus", resultLevel: "summary" },
      header: BACKGROUND,
    },
  });
  await kyc.POST("/entity/{entityId}/status", {
    params: { header: AS.customer, path: { entityId }, query: { set: "inactive" } },
  });
  gw.clock.advance(5000);
  const requestId = (accepted.data as { requestId: string }).requestId;
  const done = await kyc.GET("/retrieve/response/{requestId}", {
    params: { header: AS.customer, path: { requestId }, query: { payload: "object" } },
  });
  expect(done.data).toMatchObject({
    state: "COMPLETE",
    httpStatusCode: 400,
    payload: { errorCode: "ENT-0002", requestId },
  });
});

test("work still pending when a snapshot is taken completes and is delivered on the gateway that imports it", async () => {
  await admin("set-callback-url", { customerId: CUSTOMER, url: receiverUrl });
  const entity = await kyc.POST("/entity", {
    params: { header: AS.customer },
    body: personBody(personIn(["electoral-roll", "credit-header"])),
  });
  const accepted = await kyc.POST("/entity/{entityId}/verify/{checkType}/{resultLevel}", {
    params: {
      path: { entityId: entity.data!.entityId, checkType: "two_plus", resultLevel: "summary" },
      header: BACKGROUND,
    },
  });
  const requestId = (accepted.data as { requestId: string }).requestId;
  const snapshot = await (await fetch(`${gw.url}/__admin/snapshot`)).text();
  const next = await startGateway({ services: ["identity-verification"], clock: gw.clock });
  try {
    const put = await fetch(`${next.url}/__admin/snapshot`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: snapshot,
    });
    expect(put.status).toBe(200);
    await advanceClock(next.url, "PT5S");
    const done = await clientAs(next.url, "customer").GET("/retrieve/response/{requestId}", {
      params: { header: AS.customer, path: { requestId } },
    });
    expect(done.response.status).toBe(200);
    expect(done.data).toMatchObject({ state: "COMPLETE", function: "verifyEntity" });
    await receivedCount(1);
    expect(received[0].url).toBe(`/kyc-callbacks/${requestId}`);
  } finally {
    await next.close();
  }
});
