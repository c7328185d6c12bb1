/** Invalid input across the service, on the wire: each case's status and the error format of its operation. */
import request from "supertest";
import { type BillingTest, startBilling, v1Error } from "./support";

let t: BillingTest;
beforeAll(async () => {
  t = await startBilling();
});
afterAll(() => t.gw.close());

const eventsError = { reasons: [{ code: expect.any(String), message: expect.any(String) }] };
/** Every violation is a reason of its own: a value that breaks several rules has several. */
const reasonsNaming = (code: string | number, ...messages: RegExp[]) => ({
  success: false,
  processId: expect.stringMatching(/^[0-9A-F]{16}$/),
  reasons: expect.arrayContaining(messages.map((m) => ({ code, message: expect.stringMatching(m) }))),
});
const period = { name: "Jul 2026", startDate: "2026-07-01", endDate: "2026-07-31", fiscalYear: 2026 };

type Case = [
  name: string,
  method: "get" | "post" | "put" | "delete" | "patch",
  path: string,
  body: unknown,
  status: number,
  expected: unknown,
];

test.each<Case>([
  [
    "an end date that is no calendar day",
    "post",
    "/v1/accounting-periods",
    { ...period, endDate: "2026-02-30" },
    400,
    v1Error(50000020),
  ],
  [
    "a month 19",
    "post",
    "/v1/accounting-periods",
    { ...period, endDate: "2026-19-01" },
    400,
    v1Error(50000020),
  ],
  [
    "a missing name",
    "post",
    "/v1/accounting-periods",
    { ...period, name: undefined },
    400,
    v1Error(50000022),
  ],
  [
    "a fiscal quarter 5",
    "post",
    "/v1/accounting-periods",
    { ...period, fiscalQuarter: 5 },
    400,
    v1Error(50000020),
  ],
  [
    "an unknown accounting code type",
    "post",
    "/v1/accounting-codes",
    { name: "X", type: "Goodwill" },
    400,
    v1Error(50000020),
  ],
  ["a pageSize of 41", "get", "/v1/accounting-codes?pageSize=41", undefined, 400, v1Error(50000020)],
  ["a page 0", "get", "/v1/creditmemos?page=0", undefined, 400, v1Error(50000020)],
  ["a non-numeric amount filter", "get", "/v1/creditmemos?amount=lots", undefined, 400, v1Error(50000020)],
  ["an unknown status filter", "get", "/v1/creditmemos?status=Posting", undefined, 400, v1Error(50000020)],
  [
    "a credit memo without charges",
    "post",
    "/v1/creditmemos",
    { accountId: "a", charges: [] },
    400,
    v1Error(50000020),
  ],
  [
    "a negative apply amount",
    "put",
    "/v1/creditmemos/x/apply",
    { invoices: [{ invoiceId: "i", amount: -1 }] },
    400,
    v1Error(50000020),
  ],
  [
    "a service date that is no calendar day",
    "post",
    "/v1/creditmemos",
    {
      accountId: "2c92c0f86a8dd422016a9e7a70116b0d",
      charges: [{ chargeId: "2c92c0f94f2acf9f014f2f7da5e40b45", serviceStartDate: "2026-04-31" }],
    },
    400,
    v1Error(50000020),
  ],
  [
    "an account currency in lower case",
    "post",
    "/v1/accounts",
    { name: "x", currency: "usd", billCycleDay: 1, billToContact: { firstName: "a", lastName: "b" } },
    400,
    v1Error(50000020),
  ],
  [
    "a bill cycle day 32",
    "post",
    "/v1/accounts",
    { name: "x", currency: "USD", billCycleDay: 32, billToContact: { firstName: "a", lastName: "b" } },
    400,
    v1Error(50000020),
  ],
  [
    "a deletion job without accounts",
    "post",
    "/v1/accounts/billing-documents/files/deletion-jobs",
    { accountIds: [] },
    400,
    v1Error(50000020),
  ],
  [
    "a preview without subscriptions",
    "post",
    "/v1/async/orders/preview",
    { orderDate: "2026-07-01", existingAccountNumber: "A00000001", subscriptions: [] },
    400,
    v1Error(50000020),
  ],
  [
    "a share without entities",
    "post",
    "/v1/catalog/products/p/share",
    { entityIds: [] },
    400,
    v1Error(50000020),
  ],
  [
    "a bulk key of 31 characters",
    "put",
    `/v1/bulk/${"a".repeat(31)}/stop`,
    undefined,
    400,
    reasonsNaming(
      50000020,
      /^bulkKey: must NOT have fewer than 32 characters$/,
      /^bulkKey: must match pattern/,
    ),
  ],
  ["a limit of 101", "get", "/events/event-triggers?limit=101", undefined, 400, eventsError],
  ["a start of -1", "get", "/notifications/email-templates?start=-1", undefined, 400, eventsError],
  [
    "an email template without a body",
    "post",
    "/notifications/email-templates",
    { name: "x", eventTypeName: "X", emailSubject: "s" },
    400,
    eventsError,
  ],
  [
    "a sender address that is no email",
    "post",
    "/notifications/email-templates",
    { name: "x", eventTypeName: "X", emailSubject: "s", emailBody: "b", fromEmailAddress: "nope" },
    400,
    eventsError,
  ],
  ["a history deletion without accountId", "delete", "/notifications/history", undefined, 400, eventsError],
  [
    "a query job with an unknown output format",
    "post",
    "/query/jobs",
    { query: "select Id from Account", outputFormat: "XML", compression: "NONE" },
    400,
    {
      reasons: expect.arrayContaining([
        { code: "INVALID_VALUE", message: expect.stringMatching(/^outputFormat: /) },
      ]),
    },
  ],
  [
    "a settings batch of 101 requests",
    "post",
    "/settings/batch-requests",
    {
      requests: Array.from({ length: 101 }, (_, i) => ({ id: `${i}`, method: "GET", url: "/billing-rules" })),
    },
    400,
    eventsError,
  ],
  [
    "a settings request with an unknown method",
    "post",
    "/settings/batch-requests",
    { requests: [{ id: "1", method: "TRACE", url: "/billing-rules" }] },
    400,
    eventsError,
  ],
  ["an unknown v1 path", "get", "/v1/nothing-here", undefined, 404, v1Error(50000040)],
  ["an unknown events path", "get", "/events/nothing-here", undefined, 404, eventsError],
  ["a method the path does not take", "patch", "/v1/accounting-periods", {}, 405, v1Error(50000045)],
])("%s", async (_name, method, path, body, status, expected) => {
  let req = request(t.gw.app)[method](`/billing${path}`).set("Authorization", "Bearer dev-token");
  if (body !== undefined) req = req.send(body as object);
  const res = await req;
  expect(res.status).toBe(status);
  expect(res.body).toEqual(expected);
});

test.each<[string, string, string, number, unknown]>([
  ["malformed JSON", "/v1/accounting-codes", "application/json", 400, v1Error(50000020)],
  ["a body that is not JSON", "/v1/accounting-codes", "text/plain", 415, v1Error(50000045)],
  ["malformed JSON on an events operation", "/events/event-triggers", "application/json", 400, eventsError],
])("%s", async (_name, path, contentType, status, expected) => {
  const res = await request(t.gw.app)
    .post(`/billing${path}`)
    .set("Authorization", "Bearer dev-token")
    .set("Content-Type", contentType)
    .send("{not json");
  expect(res.status).toBe(status);
  expect(res.body).toEqual(expected);
});
