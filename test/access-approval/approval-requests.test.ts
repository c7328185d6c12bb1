/** Approval requests through the generated client: states, transitions, time, filters and paging. */
import { createAccessApprovalClient } from "../../generated/access-approval/client";
import { startGateway, type TestGateway } from "../support/gateway";
import { bearer, DAY, FIXTURE, FOLDER_PENDING, HOUR, ORG_APPROVED, PROD, raise, reset } from "./support";

const list = "/v1/projects/{project}/approvalRequests" as const;
const one = "/v1/projects/{project}/approvalRequests/{approvalRequest}" as const;
const approvePath = "/v1/projects/{project}/approvalRequests/{approvalRequest}:approve" as const;
const dismissPath = "/v1/projects/{project}/approvalRequests/{approvalRequest}:dismiss" as const;
const invalidatePath = "/v1/projects/{project}/approvalRequests/{approvalRequest}:invalidate" as const;

let gw: TestGateway;
let client: ReturnType<typeof createAccessApprovalClient>;

beforeAll(async () => {
  gw = await startGateway({
    services: ["access-approval"],
    callers: [
      { token: "dev-token", id: "developer", permissions: ["*"] },
      { token: "auditor-token", id: "auditor", permissions: ["accessapproval.requests.list"] },
    ],
  });
  client = createAccessApprovalClient(gw.url, { headers: bearer });
});
beforeEach(() => reset(gw));
afterAll(() => gw.close());

const req = (id: string, project = PROD) => ({ params: { path: { project, approvalRequest: id } } });
const ids = (page: { approvalRequests?: { name: string }[] } | undefined) =>
  (page?.approvalRequests ?? []).map((r) => r.name.slice(r.name.lastIndexOf("/") + 1));

async function listIds(filter?: "ALL" | "PENDING" | "ACTIVE" | "DISMISSED" | "EXPIRED" | "HISTORY") {
  const res = await client.GET(list, {
    params: { path: { project: PROD }, query: filter ? { filter } : {} },
  });
  expect(res.response.status).toBe(200);
  return ids(res.data);
}

test("a fixture request reads with the documented fields", async () => {
  const now = gw.clock.now().getTime();
  const { data, response } = await client.GET(one, req(FIXTURE.approved));
  expect(response.status).toBe(200);
  expect(data).toEqual({
    name: `projects/${PROD}/approvalRequests/${FIXTURE.approved}`,
    requestedResourceName: "//storage.googleapis.com/acme-payments-statements",
    requestedReason: { type: "GOOGLE_INITIATED_SERVICE" },
    requestedLocations: { principalOfficeCountry: "US", principalPhysicalLocationCountry: "US" },
    requestTime: new Date(now - DAY).toISOString(),
    requestedDuration: `${7 * 24 * 3600}s`,
    requestedExpiration: new Date(now + 6 * DAY).toISOString(),
    approve: {
      approveTime: new Date(now - DAY + 2 * HOUR).toISOString(),
      expireTime: new Date(now + 2 * DAY + 2 * HOUR).toISOString(),
    },
  });
});

test.each([
  ["unset: pending and active", undefined, [FIXTURE.pending, FIXTURE.approved]],
  [
    "ALL, newest first",
    "ALL",
    [
      FIXTURE.pending,
      FIXTURE.approved,
      FIXTURE.invalidated,
      FIXTURE.dismissed,
      FIXTURE.implicitlyDismissed,
      FIXTURE.expired,
    ],
  ],
  ["PENDING", "PENDING", [FIXTURE.pending]],
  ["ACTIVE", "ACTIVE", [FIXTURE.approved]],
  [
    "DISMISSED, also unapproved past expiration",
    "DISMISSED",
    [FIXTURE.dismissed, FIXTURE.implicitlyDismissed],
  ],
  ["EXPIRED, approvals that ended", "EXPIRED", [FIXTURE.invalidated, FIXTURE.expired]],
  [
    "HISTORY: active, dismissed and expired",
    "HISTORY",
    [FIXTURE.approved, FIXTURE.invalidated, FIXTURE.dismissed, FIXTURE.implicitlyDismissed, FIXTURE.expired],
  ],
] as const)("filter %s", async (_name, filter, expected) => {
  expect(await listIds(filter)).toEqual(expected);
});

test("a request left pending past its requested expiration reads as implicitly dismissed", async () => {
  const { data } = await client.GET(one, req(FIXTURE.implicitlyDismissed));
  expect(data?.dismiss).toEqual({ dismissTime: data?.requestedExpiration, implicit: true });
  expect(data?.approve).toBeUndefined();
});

test("approve a pending request with an expiry: it becomes active, then expires when the clock passes it", async () => {
  const expireTime = new Date(gw.clock.now().getTime() + 2 * HOUR).toISOString();
  const approved = await client.POST(approvePath, { ...req(FIXTURE.pending), body: { expireTime } });
  expect(approved.response.status).toBe(200);
  expect(approved.data?.approve).toEqual({ approveTime: gw.clock.now().toISOString(), expireTime });
  expect(await listIds("ACTIVE")).toEqual([FIXTURE.pending, FIXTURE.approved]);
  expect(await listIds("PENDING")).toEqual([]);

  gw.clock.advance(2 * HOUR);
  expect(await listIds("ACTIVE")).toEqual([FIXTURE.approved]);
  expect(await listIds("EXPIRED")).toEqual([FIXTURE.pending, FIXTURE.invalidated, FIXTURE.expired]);
  // Expired is not approved: nothing is left to invalidate.
  const late = await client.POST(invalidatePath, { ...req(FIXTURE.pending), body: {} });
  expect(late.response.status).toBe(400);
  expect(late.error).toMatchObject({ error: { code: 400, status: "FAILED_PRECONDITION" } });
});

test("approve without an expiry lasts until the requested expiration", async () => {
  const { data } = await client.POST(approvePath, req(FIXTURE.pending));
  expect(data?.approve?.expireTime).toBe(data?.requestedExpiration);
});

test("an expiry that is not in the future is rejected", async () => {
  const res = await client.POST(approvePath, {
    ...req(FIXTURE.pending),
    body: { expireTime: gw.clock.now().toISOString() },
  });
  expect(res.response.status).toBe(400);
  expect(res.error).toMatchObject({
    error: { status: "INVALID_ARGUMENT", message: expect.stringContaining("expire") },
  });
  expect(await listIds("PENDING")).toEqual([FIXTURE.pending]);
});

test("dismiss a pending request; other approvals are untouched", async () => {
  const res = await client.POST(dismissPath, { ...req(FIXTURE.pending), body: {} });
  expect(res.response.status).toBe(200);
  expect(res.data?.dismiss).toEqual({ dismissTime: gw.clock.now().toISOString(), implicit: false });
  expect(await listIds("DISMISSED")).toEqual([
    FIXTURE.pending,
    FIXTURE.dismissed,
    FIXTURE.implicitlyDismissed,
  ]);
  expect(await listIds("ACTIVE")).toEqual([FIXTURE.approved]);
});

test("invalidate ends only this approval", async () => {
  const approvedOther = await client.POST(approvePath, req(FIXTURE.pending));
  expect(approvedOther.response.status).toBe(200);
  const res = await client.POST(invalidatePath, { ...req(FIXTURE.approved), body: {} });
  expect(res.response.status).toBe(200);
  expect(res.data?.approve?.invalidateTime).toBe(gw.clock.now().toISOString());
  expect(await listIds("ACTIVE")).toEqual([FIXTURE.pending]);
  expect(await listIds("EXPIRED")).toEqual([FIXTURE.approved, FIXTURE.invalidated, FIXTURE.expired]);
});

test.each([
  ["approve", "approved", approvePath, FIXTURE.approved],
  ["approve", "dismissed", approvePath, FIXTURE.dismissed],
  ["approve", "implicitly dismissed", approvePath, FIXTURE.implicitlyDismissed],
  ["approve", "expired", approvePath, FIXTURE.expired],
  ["dismiss", "approved", dismissPath, FIXTURE.approved],
  ["dismiss", "dismissed", dismissPath, FIXTURE.dismissed],
  ["dismiss", "invalidated", dismissPath, FIXTURE.invalidated],
  ["invalidate", "pending", invalidatePath, FIXTURE.pending],
  ["invalidate", "dismissed", invalidatePath, FIXTURE.dismissed],
  ["invalidate", "expired", invalidatePath, FIXTURE.expired],
  ["invalidate", "invalidated", invalidatePath, FIXTURE.invalidated],
] as const)("%s of a request that is %s fails its precondition and changes nothing", async (_verb, _state, path, id) => {
  const before = await client.GET(one, req(id));
  const res = await client.POST(path, { ...req(id), body: {} });
  expect(res.response.status).toBe(400);
  expect(res.error).toMatchObject({ error: { code: 400, status: "FAILED_PRECONDITION" } });
  expect((await client.GET(one, req(id))).data).toEqual(before.data);
});

test.each([
  ["get", () => client.GET(one, req("doesnotexist"))],
  ["approve", () => client.POST(approvePath, req("doesnotexist"))],
  ["dismiss", () => client.POST(dismissPath, req("doesnotexist"))],
  ["invalidate", () => client.POST(invalidatePath, req("doesnotexist"))],
  ["get under another parent", () => client.GET(one, req(FIXTURE.pending, "acme-payments-dev"))],
])("%s of a request that does not exist is NOT_FOUND", async (_name, call) => {
  const res = await call();
  expect(res.response.status).toBe(404);
  expect(res.error).toMatchObject({ error: { code: 404, status: "NOT_FOUND" } });
});

test("a pending request becomes dismissed when its requested expiration passes, and can no longer be approved", async () => {
  gw.clock.advance(7 * DAY);
  expect(await listIds("PENDING")).toEqual([]);
  expect(await listIds()).toEqual([]);
  const { data } = await client.GET(one, req(FIXTURE.pending));
  expect(data?.dismiss).toEqual({ dismissTime: data?.requestedExpiration, implicit: true });
  const res = await client.POST(approvePath, req(FIXTURE.pending));
  expect(res.error).toMatchObject({ error: { status: "FAILED_PRECONDITION" } });
});

test("pages are newest first with opaque tokens bound to their parent and filter", async () => {
  const seen: string[] = [];
  let pageToken: string | undefined;
  do {
    const res = await client.GET(list, {
      params: {
        path: { project: PROD },
        query: { filter: "ALL", pageSize: 4, ...(pageToken ? { pageToken } : {}) },
      },
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.approvalRequests?.length).toBeLessThanOrEqual(4);
    seen.push(...ids(res.data));
    pageToken = res.data?.nextPageToken;
  } while (pageToken);
  expect(seen).toEqual(await listIds("ALL"));

  const first = await client.GET(list, {
    params: { path: { project: PROD }, query: { filter: "ALL", pageSize: 2 } },
  });
  const token = first.data?.nextPageToken as string;
  expect(token).toBeTruthy();
  const replayed = await client.GET(list, {
    params: { path: { project: PROD }, query: { filter: "HISTORY", pageSize: 2, pageToken: token } },
  });
  expect(replayed.response.status).toBe(400);
  expect(replayed.error).toMatchObject({ error: { status: "INVALID_ARGUMENT" } });
});

test("folders and organizations have their own requests and lists", async () => {
  const folder = await client.GET("/v1/folders/{folder}/approvalRequests", {
    params: { path: { folder: "500600700" } },
  });
  expect(ids(folder.data)).toEqual([FOLDER_PENDING]);
  expect(folder.data?.approvalRequests?.[0].requestedResourceProperties).toEqual({
    excludesDescendants: true,
  });

  const dismissed = await client.POST("/v1/folders/{folder}/approvalRequests/{approvalRequest}:dismiss", {
    params: { path: { folder: "500600700", approvalRequest: FOLDER_PENDING } },
    body: {},
  });
  expect(dismissed.data?.dismiss?.implicit).toBe(false);

  const org = "/v1/organizations/{organization}/approvalRequests/{approvalRequest}" as const;
  const orgPath = { params: { path: { organization: "100200300400", approvalRequest: ORG_APPROVED } } };
  expect((await client.GET(org, orgPath)).data?.approve).toBeDefined();
  const invalidated = await client.POST(`${org}:invalidate`, { ...orgPath, body: {} });
  expect(invalidated.data?.approve?.invalidateTime).toBe(gw.clock.now().toISOString());
  const orgList = await client.GET("/v1/organizations/{organization}/approvalRequests", {
    params: { path: { organization: "100200300400" }, query: { filter: "HISTORY" } },
  });
  expect(ids(orgList.data)).toEqual([ORG_APPROVED]);
  const other = await client.GET("/v1/organizations/{organization}/approvalRequests", {
    params: { path: { organization: "200300400500" }, query: { filter: "ALL" } },
  });
  expect(other.data?.approvalRequests ?? []).toEqual([]);
});

test("a request raised by the provider's staff lists first and follows the same lifecycle", async () => {
  gw.clock.advance(HOUR);
  const raised = await raise(gw, {
    parent: `projects/${PROD}`,
    requestedResourceName: "//bigquery.googleapis.com/projects/acme-payments-prod/datasets/fraud",
    requestedReason: { type: "CUSTOMER_INITIATED_SUPPORT", detail: "Case Number: 48300001" },
    requestedLocations: { principalOfficeCountry: "US", principalPhysicalLocationCountry: "US" },
    requestedDuration: "PT12H",
  });
  expect(raised.status).toBe(200);
  const id = (raised.body.name as string).split("/").pop() as string;
  expect(raised.body).toMatchObject({
    requestTime: gw.clock.now().toISOString(),
    requestedDuration: "43200s",
    requestedExpiration: new Date(gw.clock.now().getTime() + 12 * HOUR).toISOString(),
  });
  expect(await listIds("PENDING")).toEqual([id, FIXTURE.pending]);
  expect((await client.POST(approvePath, req(id))).response.status).toBe(200);
  gw.clock.advance(12 * HOUR);
  expect((await listIds("EXPIRED"))[0]).toBe(id);
});

test("the provider can only raise requests where approval is enrolled, itself or through an ancestor", async () => {
  // acme-payments-dev has no settings of its own but inherits the Payments folder's enrolment.
  expect((await raise(gw, { parent: "projects/acme-payments-dev" })).status).toBe(200);
  const unenrolled = await raise(gw, { parent: "organizations/200300400500" });
  expect(unenrolled.status).toBe(400);
  expect(unenrolled.body.error.message).toMatch(/not enrolled/);
  const badReason = await raise(gw, { parent: `projects/${PROD}`, requestedReason: { type: "CURIOSITY" } });
  expect(badReason.status).toBe(400);
  const duplicate = await raise(gw, { parent: `projects/${PROD}`, id: FIXTURE.pending });
  expect(duplicate.status).toBe(409);
});

test("each action needs the provider's IAM permission", async () => {
  const auditor = createAccessApprovalClient(gw.url, { headers: { Authorization: "Bearer auditor-token" } });
  expect((await auditor.GET(list, { params: { path: { project: PROD } } })).response.status).toBe(200);
  const denied = await auditor.POST(approvePath, req(FIXTURE.pending));
  expect(denied.response.status).toBe(403);
  expect(denied.error).toMatchObject({
    error: {
      code: 403,
      status: "PERMISSION_DENIED",
      message: expect.stringContaining("accessapproval.requests.approve"),
    },
  });
  expect(await listIds("PENDING")).toEqual([FIXTURE.pending]);
});
