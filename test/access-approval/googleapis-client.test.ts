/** The official Google client (googleapis v178, accessapproval v1) against the gateway, with only its root URL changed. */
import { google } from "googleapis";
import { startGateway, type TestGateway } from "../support/gateway";
import { FIXTURE, HOUR, PROD, raise } from "./support";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ services: ["access-approval"] });
});
afterAll(() => gw.close());

function accessapproval() {
  const auth = new google.auth.OAuth2();
  auth.setCredentials({ access_token: "dev-token" });
  return google.accessapproval({ version: "v1", auth, rootUrl: `${gw.url}/access-approval/` });
}

test("list with a filter → approve → dismiss → invalidate, on a project's requests", async () => {
  const requests = accessapproval().projects.approvalRequests;
  const parent = `projects/${PROD}`;

  const pending = await requests.list({ parent, filter: "PENDING" });
  expect(pending.status).toBe(200);
  expect(pending.data.approvalRequests?.map((r) => r.name)).toEqual([
    `${parent}/approvalRequests/${FIXTURE.pending}`,
  ]);

  const paged = await requests.list({ parent, filter: "ALL", pageSize: 4 });
  expect(paged.data.approvalRequests).toHaveLength(4);
  const rest = await requests.list({
    parent,
    filter: "ALL",
    pageSize: 4,
    pageToken: paged.data.nextPageToken ?? "",
  });
  expect(rest.data.approvalRequests).toHaveLength(2);
  expect(rest.data.nextPageToken).toBeUndefined();

  const expireTime = new Date(gw.clock.now().getTime() + 8 * HOUR).toISOString();
  const approved = await requests.approve({
    name: `${parent}/approvalRequests/${FIXTURE.pending}`,
    requestBody: { expireTime },
  });
  expect(approved.data.approve).toEqual({ approveTime: gw.clock.now().toISOString(), expireTime });

  const raised = await raise(gw, { parent, requestedReason: { type: "GOOGLE_INITIATED_REVIEW" } });
  const dismissed = await requests.dismiss({ name: raised.body.name, requestBody: {} });
  expect(dismissed.data.dismiss).toEqual({ dismissTime: gw.clock.now().toISOString(), implicit: false });

  const invalidated = await requests.invalidate({ name: `${parent}/approvalRequests/${FIXTURE.approved}` });
  expect(invalidated.data.approve?.invalidateTime).toBe(gw.clock.now().toISOString());

  const active = await requests.list({ parent, filter: "ACTIVE" });
  expect(active.data.approvalRequests?.map((r) => r.name)).toEqual([
    `${parent}/approvalRequests/${FIXTURE.pending}`,
  ]);

  await expect(
    requests.dismiss({ name: `${parent}/approvalRequests/${FIXTURE.pending}` }),
  ).rejects.toMatchObject({
    status: 400,
    response: { data: { error: { code: 400, status: "FAILED_PRECONDITION" } } },
  });
  await expect(requests.get({ name: `${parent}/approvalRequests/nosuchrequest` })).rejects.toMatchObject({
    status: 404,
  });
});

test("folders and organizations through their own client resources", async () => {
  const client = accessapproval();
  const folder = await client.folders.approvalRequests.list({ parent: "folders/500600700" });
  expect(folder.data.approvalRequests).toHaveLength(1);
  const org = await client.organizations.approvalRequests.get({
    name: "organizations/100200300400/approvalRequests/7a2c5e8d0b3f4916",
  });
  expect(org.data.approve?.expireTime).toBeDefined();
});

test("update settings with a camelCase mask, read them back, delete them", async () => {
  const projects = accessapproval().projects;
  const name = "projects/acme-payments-dev/accessApprovalSettings";

  const updated = await projects.updateAccessApprovalSettings({
    name,
    updateMask: "notificationEmails,enrolledServices",
    requestBody: {
      name,
      notificationEmails: ["dev-leads@acme.example"],
      enrolledServices: [{ cloudProduct: "all" }],
    },
  });
  expect(updated.data).toMatchObject({
    name,
    notificationEmails: ["dev-leads@acme.example"],
    enrolledServices: [{ cloudProduct: "all", enrollmentLevel: "BLOCK_ALL" }],
    enrolledAncestor: true,
  });

  const onlyEmails = await projects.updateAccessApprovalSettings({
    name,
    requestBody: { notificationEmails: ["sre@acme.example"], enrolledServices: [] },
  });
  expect(onlyEmails.data.notificationEmails).toEqual(["sre@acme.example"]);
  expect(onlyEmails.data.enrolledServices).toHaveLength(1);

  const deleted = await projects.deleteAccessApprovalSettings({ name });
  expect(deleted.status).toBe(200);
  expect(deleted.data).toEqual({});
  const read = await projects.getAccessApprovalSettings({ name });
  expect(read.data).toEqual({
    name,
    enrolledAncestor: true,
    ancestorsEnrolledServices: [
      { cloudProduct: "all", enrollmentLevel: "BLOCK_ALL" },
      { cloudProduct: "BigQuery", enrollmentLevel: "BLOCK_ALL" },
      { cloudProduct: "Cloud Storage", enrollmentLevel: "BLOCK_ALL" },
    ],
  });

  await expect(
    projects.updateAccessApprovalSettings({
      name,
      updateMask: "requestScopeMaxWidthPreference",
      requestBody: {},
    }),
  ).rejects.toMatchObject({ status: 400, response: { data: { error: { status: "INVALID_ARGUMENT" } } } });
});
