/** Content, approvals, ContentAndApprovals and LegacyContent through the generated client, per account. */
import { createMessageContentClient } from "../../generated/message-content/client";
import { startGateway, type TestGateway } from "../support/gateway";
import { basicAuth, bramble, fixtureContent, owl } from "./accounts";

let gw: TestGateway;
let client: ReturnType<typeof createMessageContentClient>;
let other: ReturnType<typeof createMessageContentClient>;

beforeEach(async () => {
  gw = await startGateway({ services: ["message-content"] });
  client = createMessageContentClient(gw.url, { headers: { Authorization: basicAuth(owl) } });
  other = createMessageContentClient(gw.url, { headers: { Authorization: basicAuth(bramble) } });
});
afterEach(() => gw.close());

const base = () => `${gw.url}/message-content`;
const sid = (s: string) => ({ params: { path: { Sid: s } } });

async function createText(body: string, extra: Record<string, unknown> = {}) {
  const res = await client.POST("/v1/Content", {
    body: { friendly_name: "note", language: "en", types: { "twilio/text": { body } }, ...extra },
  });
  expect(res.response.status).toBe(201);
  return res.data!;
}

test("list pages through the account's content oldest first, with absolute meta URLs and the key", async () => {
  const expected = fixtureContent(owl).map((c) => c.sid);
  expect(expected.length).toBeGreaterThan(8);
  const seen: string[] = [];
  let query: { PageSize: number; Page?: number; PageToken?: string } = { PageSize: 4 };
  for (let page = 0; ; page++) {
    const res = await client.GET("/v1/Content", { params: { query } });
    expect(res.response.status).toBe(200);
    const { meta, contents } = res.data!;
    expect(meta.key).toBe("contents");
    expect(meta.page).toBe(page);
    expect(meta.page_size).toBe(4);
    expect(meta.first_page_url).toBe(`${base()}/v1/Content?PageSize=4&Page=0`);
    seen.push(...contents.map((c) => c.sid));
    if (page === 0) expect(meta.previous_page_url).toBeNull();
    else
      expect(meta.previous_page_url).toMatch(
        new RegExp(`^${base()}/v1/Content\\?PageSize=4&Page=${page - 1}&PageToken=`),
      );
    if (!meta.next_page_url) break;
    const next = new URL(meta.next_page_url);
    expect(`${next.origin}${next.pathname}`).toBe(`${base()}/v1/Content`);
    query = {
      PageSize: Number(next.searchParams.get("PageSize")),
      Page: Number(next.searchParams.get("Page")),
      PageToken: next.searchParams.get("PageToken") ?? undefined,
    };
  }
  expect(seen).toEqual(expected);
});

test("the previous page URL leads back to the page before", async () => {
  const first = (await client.GET("/v1/Content", { params: { query: { PageSize: 3 } } })).data!;
  const second = await fetch(first.meta.next_page_url!, { headers: { Authorization: basicAuth(owl) } });
  const page2 = (await second.json()) as typeof first;
  expect(page2.meta.page).toBe(1);
  const back = await fetch(page2.meta.previous_page_url!, { headers: { Authorization: basicAuth(owl) } });
  const page1 = (await back.json()) as typeof first;
  expect(page1.meta.page).toBe(0);
  expect(page1.contents.map((c) => c.sid)).toEqual(first.contents.map((c) => c.sid));
});

test("PageSize defaults to 50", async () => {
  const res = await client.GET("/v1/Content");
  expect(res.data!.meta.page_size).toBe(50);
  expect(res.data!.contents).toHaveLength(fixtureContent(owl).length);
  expect(res.data!.meta.next_page_url).toBeNull();
  expect(res.data!.meta.url).toBe(`${base()}/v1/Content?PageSize=50&Page=0`);
});

test("a page token stays valid when records before it are deleted", async () => {
  const first = (await client.GET("/v1/Content", { params: { query: { PageSize: 2 } } })).data!;
  await client.DELETE("/v1/Content/{Sid}", sid(first.contents[0].sid));
  const token = new URL(first.meta.next_page_url!).searchParams.get("PageToken")!;
  const next = await client.GET("/v1/Content", {
    params: { query: { PageSize: 2, Page: 1, PageToken: token } },
  });
  expect(next.data!.contents.map((c) => c.sid)).toEqual(
    fixtureContent(owl)
      .slice(2, 4)
      .map((c) => c.sid),
  );
});

test("create, fetch and delete content; dates are second-precision UTC", async () => {
  gw.clock.advance(1234);
  const created = await createText("Your table for {{1}} is booked.", { variables: { "1": "two" } });
  expect(created.sid).toMatch(/^HX[0-9a-f]{32}$/);
  expect(created).toMatchObject({
    account_sid: owl.account_sid,
    friendly_name: "note",
    language: "en",
    variables: { "1": "two" },
    types: { "twilio/text": { body: "Your table for {{1}} is booked." } },
    date_created: "2026-01-01T00:00:01Z",
    date_updated: "2026-01-01T00:00:01Z",
    url: `${base()}/v1/Content/${created.sid}`,
    links: {
      approval_fetch: `${base()}/v1/Content/${created.sid}/ApprovalRequests`,
      approval_create: `${base()}/v1/Content/${created.sid}/ApprovalRequests/whatsapp`,
    },
  });
  const fetched = await client.GET("/v1/Content/{Sid}", sid(created.sid));
  expect(fetched.data).toEqual(created);

  const all = (await client.GET("/v1/Content")).data!.contents;
  expect(all[all.length - 1].sid).toBe(created.sid);

  const deleted = await client.DELETE("/v1/Content/{Sid}", sid(created.sid));
  expect(deleted.response.status).toBe(204);
  const gone = await client.GET("/v1/Content/{Sid}", sid(created.sid));
  expect(gone.response.status).toBe(404);
  expect(gone.error).toEqual({
    code: 20404,
    message: `The requested resource /message-content/v1/Content/${created.sid} was not found`,
    more_info: "https://www.twilio.com/docs/errors/20404",
    status: 404,
  });
  expect((await client.DELETE("/v1/Content/{Sid}", sid(created.sid))).response.status).toBe(404);
});

test("each account sees only its own content", async () => {
  const owlSid = fixtureContent(owl)[0].sid;
  const brambleSids = fixtureContent(bramble).map((c) => c.sid);
  const listed = (await other.GET("/v1/Content")).data!.contents;
  expect(listed.map((c) => c.sid)).toEqual(brambleSids);
  expect(listed.every((c) => c.account_sid === bramble.account_sid)).toBe(true);

  for (const res of [
    await other.GET("/v1/Content/{Sid}", sid(owlSid)),
    await other.GET("/v1/Content/{Sid}/ApprovalRequests", sid(owlSid)),
    await other.DELETE("/v1/Content/{Sid}", sid(owlSid)),
  ]) {
    expect(res.response.status).toBe(404);
    expect(res.error).toMatchObject({ code: 20404, status: 404 });
  }
  expect((await client.GET("/v1/Content/{Sid}", sid(owlSid))).response.status).toBe(200);
});

test("a page token issued to one account is rejected for another", async () => {
  const first = (await client.GET("/v1/Content", { params: { query: { PageSize: 2 } } })).data!;
  const token = new URL(first.meta.next_page_url!).searchParams.get("PageToken")!;
  const res = await other.GET("/v1/Content", { params: { query: { PageSize: 2, PageToken: token } } });
  expect(res.response.status).toBe(400);
  expect(res.error).toMatchObject({ code: 20422, status: 400, message: "invalid PageToken" });
});

test("approval status: fixtures, unsubmitted content, submission and WhatsApp's review", async () => {
  const rejected = fixtureContent(owl).find((c) => c.approval?.status === "rejected")!;
  const fetched = await client.GET("/v1/Content/{Sid}/ApprovalRequests", sid(rejected.sid));
  expect(fetched.data).toEqual({
    sid: rejected.sid,
    account_sid: owl.account_sid,
    url: `${base()}/v1/Content/${rejected.sid}/ApprovalRequests`,
    whatsapp: {
      type: "whatsapp",
      name: "spring_sale_es",
      category: "MARKETING",
      content_type: "twilio/call-to-action",
      status: "rejected",
      rejection_reason: expect.stringContaining("MARKETING"),
      allow_category_change: false,
    },
  });

  const created = await createText("Hi {{1}}, your order {{2}} shipped.", {
    variables: { "1": "Sam", "2": "A-1" },
  });
  const before = await client.GET("/v1/Content/{Sid}/ApprovalRequests", sid(created.sid));
  expect(before.data!.whatsapp).toEqual({
    type: "whatsapp",
    name: "",
    category: "",
    content_type: "twilio/text",
    status: "unsubmitted",
    rejection_reason: "",
    allow_category_change: true,
  });

  const submitted = await client.POST("/v1/Content/{Sid}/ApprovalRequests/whatsapp", {
    ...sid(created.sid),
    body: { name: "order_shipped_v2", category: "UTILITY" },
  });
  expect(submitted.response.status).toBe(201);
  expect(submitted.data).toEqual({
    name: "order_shipped_v2",
    category: "UTILITY",
    content_type: "twilio/text",
    status: "received",
    rejection_reason: "",
    allow_category_change: true,
  });

  const again = await client.POST("/v1/Content/{Sid}/ApprovalRequests/whatsapp", {
    ...sid(created.sid),
    body: { name: "order_shipped_v3", category: "UTILITY" },
  });
  expect(again.response.status).toBe(400);
  expect(again.error).toMatchObject({ code: 20422, message: expect.stringContaining("already submitted") });

  const review = await fetch(`${gw.url}/__admin/services/message-content/review-approval`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ sid: created.sid, status: "approved", category: "MARKETING" }),
  });
  expect(review.status).toBe(200);
  const after = await client.GET("/v1/Content/{Sid}/ApprovalRequests", sid(created.sid));
  expect(after.data!.whatsapp).toMatchObject({ status: "approved", category: "MARKETING" });

  const listed = (await client.GET("/v1/ContentAndApprovals")).data!;
  expect(listed.meta.key).toBe("contents");
  expect(listed.meta.url).toBe(`${base()}/v1/ContentAndApprovals?PageSize=50&Page=0`);
  const row = listed.contents.find((c) => c.sid === created.sid)!;
  expect(row.approval_requests).toMatchObject({
    type: "whatsapp",
    name: "order_shipped_v2",
    status: "approved",
  });
  expect(row).not.toHaveProperty("url");
});

test("WhatsApp's rules for submissions", async () => {
  const picker = await client.POST("/v1/Content", {
    body: {
      language: "en",
      types: {
        "twilio/list-picker": { body: "Pick one", button: "Options", items: [{ item: "A", id: "a" }] },
      },
    },
  });
  const otp = await client.POST("/v1/Content", {
    body: {
      language: "en",
      types: { "whatsapp/authentication": { actions: [{ type: "COPY_CODE", title: "Copy code" }] } },
    },
  });
  const missingSample = await createText("Hello {{name}}");
  const submit = (s: string, name: string, category: "UTILITY" | "MARKETING" | "AUTHENTICATION") =>
    client.POST("/v1/Content/{Sid}/ApprovalRequests/whatsapp", { ...sid(s), body: { name, category } });

  const cases = [
    { s: picker.data!.sid, name: "picker", category: "UTILITY", message: "cannot be submitted" },
    { s: otp.data!.sid, name: "otp", category: "UTILITY", message: "AUTHENTICATION category" },
    { s: missingSample.sid, name: "hello", category: "AUTHENTICATION", message: "{{name}}" },
    // A fixture template of the same account and language already uses this name.
    { s: otp.data!.sid, name: "login_code", category: "AUTHENTICATION", message: "already exists" },
  ] as const;
  for (const c of cases) {
    const res = await submit(c.s, c.name, c.category);
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({
      code: 20422,
      status: 400,
      message: expect.stringContaining(c.message),
    });
  }
  expect((await submit(otp.data!.sid, "otp_v2", "AUTHENTICATION")).data).toMatchObject({
    content_type: "whatsapp/authentication",
    status: "received",
  });
});

test("LegacyContent lists only content migrated from legacy templates, with their name and body", async () => {
  const legacy = fixtureContent(owl).filter((c) => c.legacy);
  const res = await client.GET("/v1/LegacyContent", { params: { query: { PageSize: 2 } } });
  expect(res.data!.meta.key).toBe("contents");
  expect(res.data!.contents.map((c) => c.sid)).toEqual(legacy.slice(0, 2).map((c) => c.sid));
  expect(res.data!.contents[0]).toMatchObject({
    legacy_template_name: legacy[0].legacy!.template_name,
    legacy_body: expect.any(String),
    url: `${base()}/v1/Content/${legacy[0].sid}`,
  });
  const next = new URL(res.data!.meta.next_page_url!);
  expect(next.pathname).toBe("/message-content/v1/LegacyContent");
  const rest = await client.GET("/v1/LegacyContent", {
    params: { query: { PageSize: 2, Page: 1, PageToken: next.searchParams.get("PageToken")! } },
  });
  expect(rest.data!.contents.map((c) => c.sid)).toEqual(legacy.slice(2).map((c) => c.sid));
  expect(rest.data!.meta.next_page_url).toBeNull();
});

test("an account added through the admin API starts empty and can create content", async () => {
  const account = { account_sid: `AC${"1".repeat(32)}`, auth_token: "f".repeat(32), friendly_name: "Fresh" };
  const res = await fetch(`${gw.url}/__admin/services/message-content/add-account`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  expect(res.status).toBe(200);
  const fresh = createMessageContentClient(gw.url, { headers: { Authorization: basicAuth(account) } });
  expect((await fresh.GET("/v1/Content")).data!.contents).toEqual([]);
  const created = await fresh.POST("/v1/Content", {
    body: { language: "en", types: { "twilio/text": { body: "hi" } } },
  });
  expect(created.data!.friendly_name).toBeNull();
  expect((await fresh.GET("/v1/Content")).data!.contents.map((c) => c.sid)).toEqual([created.data!.sid]);
});
