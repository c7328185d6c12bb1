/** Settings through the generated client: update masks, inheritance down the hierarchy, deletion. */
import request from "supertest";
import { createAccessApprovalClient } from "../../generated/access-approval/client";
import { startGateway, type TestGateway } from "../support/gateway";
import { bearer, PROD, raise, reset } from "./support";

const projectSettings = "/v1/projects/{project}/accessApprovalSettings" as const;
const folderSettings = "/v1/folders/{folder}/accessApprovalSettings" as const;
const orgSettings = "/v1/organizations/{organization}/accessApprovalSettings" as const;
const ACME = "100200300400";
const GLOBEX = "200300400500";
const PAYMENTS = "500600700";

const all = { cloudProduct: "all", enrollmentLevel: "BLOCK_ALL" };
const bigQuery = { cloudProduct: "BigQuery", enrollmentLevel: "BLOCK_ALL" };
const storage = { cloudProduct: "Cloud Storage", enrollmentLevel: "BLOCK_ALL" };

let gw: TestGateway;
let client: ReturnType<typeof createAccessApprovalClient>;

beforeAll(async () => {
  gw = await startGateway({ services: ["access-approval"] });
  client = createAccessApprovalClient(gw.url, { headers: bearer });
});
beforeEach(() => reset(gw));
afterAll(() => gw.close());

const project = (p: string) => ({ params: { path: { project: p } } });
const getProject = async (p: string) => (await client.GET(projectSettings, project(p))).data;

async function patchProject(p: string, body: Record<string, unknown>, updateMask?: string) {
  return client.PATCH(projectSettings, {
    params: { path: { project: p }, query: updateMask === undefined ? {} : { updateMask } },
    body,
  });
}

test("settings read with the name form, own fields, and what the ancestors enrol", async () => {
  expect(await getProject(PROD)).toEqual({
    name: `projects/${PROD}/accessApprovalSettings`,
    notificationEmails: ["payments-oncall@acme.example", "dpo@acme.example"],
    enrolledServices: [all],
    enrolledAncestor: true,
    // Nearest ancestor first: the Payments folder, then the organization.
    ancestorsEnrolledServices: [all, bigQuery, storage],
  });
  expect(await getProject("acme-payments-dev")).toEqual({
    name: "projects/acme-payments-dev/accessApprovalSettings",
    enrolledAncestor: true,
    ancestorsEnrolledServices: [all, bigQuery, storage],
  });
  expect(await getProject("globex-sandbox")).toMatchObject({
    enrolledServices: [all],
    enrolledAncestor: false,
  });
  // A project nobody placed in the hierarchy has no ancestors and no settings.
  expect(await getProject("lonely-project")).toEqual({
    name: "projects/lonely-project/accessApprovalSettings",
    enrolledAncestor: false,
  });
  const org = await client.GET(orgSettings, { params: { path: { organization: ACME } } });
  // Organizations have no ancestors, so enrolledAncestor is never set for them.
  expect(org.data).toEqual({
    name: `organizations/${ACME}/accessApprovalSettings`,
    notificationEmails: ["security-team@acme.example"],
    enrolledServices: [bigQuery, storage],
  });
});

test("without a mask only notification_emails is updated", async () => {
  const res = await patchProject(PROD, { notificationEmails: ["new@acme.example"], enrolledServices: [] });
  expect(res.response.status).toBe(200);
  expect(res.data).toMatchObject({ notificationEmails: ["new@acme.example"], enrolledServices: [all] });
  expect(await getProject(PROD)).toMatchObject({
    notificationEmails: ["new@acme.example"],
    enrolledServices: [all],
  });
});

test.each([
  ["enrolled_services", { enrolledServices: [] }],
  ["enrolledServices", { enrolledServices: [] }],
])("mask %s overwrites only that field, entirely", async (mask, body) => {
  const res = await patchProject(PROD, { ...body, notificationEmails: ["ignored@acme.example"] }, mask);
  expect(res.response.status).toBe(200);
  expect(res.data?.enrolledServices).toBeUndefined();
  expect(res.data?.notificationEmails).toEqual(["payments-oncall@acme.example", "dpo@acme.example"]);
});

test("a mask naming both fields overwrites both; a field absent from the body is cleared", async () => {
  const res = await patchProject(
    "acme-website",
    { enrolledServices: [{ cloudProduct: "all" }] },
    "notification_emails,enrolledServices",
  );
  expect(res.data).toEqual({
    name: "projects/acme-website/accessApprovalSettings",
    enrolledServices: [all],
    enrolledAncestor: true,
    ancestorsEnrolledServices: [bigQuery, storage],
  });
});

test("an organization enrols individual products; a repeated product keeps its first entry", async () => {
  const res = await client.PATCH(orgSettings, {
    params: { path: { organization: GLOBEX }, query: { updateMask: "enrolled_services" } },
    body: {
      enrolledServices: [
        { cloudProduct: "Cloud SQL", enrollmentLevel: "ENROLLMENT_LEVEL_UNSPECIFIED" },
        { cloudProduct: "BigQuery" },
        { cloudProduct: "Cloud SQL", enrollmentLevel: "BLOCK_ALL" },
      ],
    },
  });
  expect(res.response.status).toBe(200);
  expect(res.data?.enrolledServices).toEqual([
    { cloudProduct: "Cloud SQL", enrollmentLevel: "BLOCK_ALL" },
    bigQuery,
  ]);
  expect((await getProject("globex-sandbox"))?.ancestorsEnrolledServices).toEqual(res.data?.enrolledServices);
});

test.each([
  [
    "a mask naming another field",
    { notificationEmails: [] },
    "notification_emails,active_key_version",
    /^updateMask: must match pattern/,
  ],
  ["a mask naming an output-only field", {}, "enrolledAncestor", /^updateMask: must match pattern/],
  ["the wildcard mask", {}, "*", /^updateMask: must match pattern/],
  [
    "a project enrolling a single product",
    { enrolledServices: [bigQuery] },
    "enrolled_services",
    /all services or none/,
  ],
  [
    "an invalid email address",
    { notificationEmails: ["not-an-email"] },
    undefined,
    /^notificationEmails.*must match pattern/,
  ],
  [
    "a body naming other settings",
    { name: "projects/other/accessApprovalSettings" },
    undefined,
    /does not match/,
  ],
])("%s is rejected and changes nothing", async (_name, body, mask, message) => {
  const before = await getProject(PROD);
  const res = await patchProject(PROD, body, mask);
  expect(res.response.status).toBe(400);
  expect(res.error).toMatchObject({
    error: { code: 400, status: "INVALID_ARGUMENT", message: expect.stringMatching(message) },
  });
  expect(await getProject(PROD)).toEqual(before);
});

test("deleting settings under an enrolled ancestor keeps approval required there", async () => {
  const del = await client.DELETE(projectSettings, project(PROD));
  expect(del.response.status).toBe(200);
  expect(del.data).toEqual({});
  expect(await getProject(PROD)).toEqual({
    name: `projects/${PROD}/accessApprovalSettings`,
    enrolledAncestor: true,
    ancestorsEnrolledServices: [all, bigQuery, storage],
  });
  expect((await raise(gw, { parent: `projects/${PROD}` })).status).toBe(200);

  const again = await client.DELETE(projectSettings, project(PROD));
  expect(again.response.status).toBe(404);
  expect(again.error).toMatchObject({ error: { status: "NOT_FOUND" } });
});

test("deleting settings disables approval only once every ancestor has it disabled too", async () => {
  // globex-sandbox: its organization enrols nothing, so deleting its own settings disables approval.
  expect((await client.DELETE(projectSettings, project("globex-sandbox"))).response.status).toBe(200);
  expect(await getProject("globex-sandbox")).toEqual({
    name: "projects/globex-sandbox/accessApprovalSettings",
    enrolledAncestor: false,
  });
  expect((await raise(gw, { parent: "projects/globex-sandbox" })).status).toBe(400);

  // acme-payments-dev inherits from the Payments folder and from the organization.
  expect(
    (await client.DELETE(folderSettings, { params: { path: { folder: PAYMENTS } } })).response.status,
  ).toBe(200);
  expect(await getProject("acme-payments-dev")).toMatchObject({
    enrolledAncestor: true,
    ancestorsEnrolledServices: [bigQuery, storage],
  });
  expect((await raise(gw, { parent: "projects/acme-payments-dev" })).status).toBe(200);
  expect(
    (await client.DELETE(orgSettings, { params: { path: { organization: ACME } } })).response.status,
  ).toBe(200);
  expect(await getProject("acme-payments-dev")).toEqual({
    name: "projects/acme-payments-dev/accessApprovalSettings",
    enrolledAncestor: false,
  });
  expect((await raise(gw, { parent: "projects/acme-payments-dev" })).status).toBe(400);
});

test("resources placed through the admin API inherit from their new ancestors", async () => {
  const add = (body: Record<string, unknown>) =>
    request(gw.app).post("/__admin/services/access-approval/add-resource").send(body);
  expect((await add({ name: "folders/700800900", parent: `organizations/${GLOBEX}` })).status).toBe(200);
  expect((await add({ name: "projects/globex-analytics", parent: "folders/700800900" })).status).toBe(200);
  await client.PATCH(folderSettings, {
    params: { path: { folder: "700800900" }, query: { updateMask: "enrolled_services" } },
    body: { enrolledServices: [{ cloudProduct: "all" }] },
  });
  expect(await getProject("globex-analytics")).toMatchObject({
    enrolledAncestor: true,
    ancestorsEnrolledServices: [all],
  });

  const cycle = await add({ name: "folders/700800900", parent: "folders/700800900" });
  expect(cycle.status).toBe(400);
  const projectAsParent = await add({ name: "projects/x-project", parent: "projects/globex-analytics" });
  expect(projectAsParent.status).toBe(400);
});
