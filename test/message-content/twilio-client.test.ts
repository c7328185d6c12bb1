/**
 * The official `twilio` client (v5) against the gateway on a loopback port. The client builds its URLs from
 * https://content.twilio.com; a RequestClient subclass, passed as `httpClient`, sends them to the gateway's
 * base URL instead (setting `client.content.baseUrl` does the same, see the last test). Page URLs the
 * gateway returns are already absolute and pass through unchanged.
 */
import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import { startGateway, type TestGateway } from "../support/gateway";
import { bramble, fixtureContent, owl } from "./accounts";

const TWILIO_CONTENT = "https://content.twilio.com";

/** Sends every request the client makes to content.twilio.com to `gatewayBase` (gateway URL + /message-content). */
class GatewayRequestClient extends twilio.RequestClient {
  constructor(private readonly gatewayBase: string) {
    super();
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = opts.uri.startsWith(TWILIO_CONTENT)
      ? this.gatewayBase + opts.uri.slice(TWILIO_CONTENT.length)
      : opts.uri;
    return super.request({ ...opts, uri });
  }
}

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ services: ["message-content"] });
});
afterAll(() => gw.close());

function clientFor(account: { account_sid: string; auth_token: string }, token = account.auth_token) {
  return twilio(account.account_sid, token, {
    httpClient: new GatewayRequestClient(`${gw.url}/message-content`),
  });
}

test("list follows next_page_url across pages; page, nextPage and previousPage", async () => {
  const content = clientFor(owl).content.v1;
  const expected = fixtureContent(owl).map((c) => c.sid);

  const all = await content.contents.list({ pageSize: 4 });
  expect(all.map((c) => c.sid)).toEqual(expected);
  expect(all[0].accountSid).toBe(owl.account_sid);
  expect(all[0].dateCreated).toEqual(new Date(fixtureContent(owl)[0].date_created));

  const limited = await content.contents.list({ pageSize: 3, limit: 7 });
  expect(limited.map((c) => c.sid)).toEqual(expected.slice(0, 7));

  const first = await content.contents.page({ pageSize: 5 });
  expect(first.instances.map((c) => c.sid)).toEqual(expected.slice(0, 5));
  expect(first.nextPageUrl).toMatch(
    new RegExp(`^${gw.url}/message-content/v1/Content\\?PageSize=5&Page=1&PageToken=`),
  );
  const second = await first.nextPage();
  expect(second?.instances.map((c) => c.sid)).toEqual(expected.slice(5, 10));
  const back = await second?.previousPage();
  expect(back?.instances.map((c) => c.sid)).toEqual(expected.slice(0, 5));

  const legacy = await content.legacyContents.list({ pageSize: 2 });
  expect(legacy.map((c) => c.legacyTemplateName)).toEqual(
    fixtureContent(owl).flatMap((c) => (c.legacy ? [c.legacy.template_name] : [])),
  );

  const withApprovals = await content.contentAndApprovals.list({ pageSize: 6 });
  expect(withApprovals).toHaveLength(expected.length);
  const approved = withApprovals.find((c) => c.sid === expected[0]);
  expect(approved?.approvalRequests).toMatchObject({ status: "approved" });
});

test("create, fetch, approval status, submit for approval, delete", async () => {
  const content = clientFor(owl).content.v1;
  // The Content API takes snake_case JSON; the client's TypeScript types name these fields in camelCase.
  const created = await content.contents.create({
    friendly_name: "table_ready",
    language: "en",
    variables: { "1": "Ana" },
    types: {
      "twilio/quick-reply": {
        body: "{{1}}, your table is ready. Are you on your way?",
        actions: [
          { title: "On my way", id: "coming" },
          { title: "Cancel", id: "cancel" },
        ],
      },
    },
  } as never);
  expect(created.sid).toMatch(/^HX[0-9a-f]{32}$/);
  expect(created.friendlyName).toBe("table_ready");
  expect(created.links).toMatchObject({ approval_fetch: `${created.url}/ApprovalRequests` });

  const fetched = await content.contents(created.sid).fetch();
  expect(fetched.types).toEqual(created.types);
  expect(fetched.dateCreated).toBeInstanceOf(Date);

  const unsubmitted = await content.contents(created.sid).approvalFetch().fetch();
  expect(unsubmitted.whatsapp).toMatchObject({ status: "unsubmitted", content_type: "twilio/quick-reply" });

  const submitted = await content
    .contents(created.sid)
    .approvalCreate.create({ name: "table_ready", category: "UTILITY" });
  expect(submitted.status).toBe("received");
  expect(submitted.contentType).toBe("twilio/quick-reply");

  const status = await content.contents(created.sid).approvalFetch().fetch();
  expect(status.sid).toBe(created.sid);
  expect(status.accountSid).toBe(owl.account_sid);
  expect(status.whatsapp).toMatchObject({
    type: "whatsapp",
    name: "table_ready",
    status: "received",
    category: "UTILITY",
  });

  expect(await content.contents(created.sid).remove()).toBe(true);
  await expect(content.contents(created.sid).fetch()).rejects.toMatchObject({
    status: 404,
    code: 20404,
    moreInfo: "https://www.twilio.com/docs/errors/20404",
  });
});

test("another account's content is not found; a wrong auth token is rejected", async () => {
  const owlSid = fixtureContent(owl)[0].sid;
  await expect(clientFor(bramble).content.v1.contents(owlSid).fetch()).rejects.toMatchObject({
    status: 404,
    code: 20404,
  });
  await expect(clientFor(owl, "wrong-token").content.v1.contents.list()).rejects.toMatchObject({
    status: 401,
    code: 20003,
  });
  await expect(clientFor(owl).content.v1.contents.page({ pageSize: 1001 })).rejects.toMatchObject({
    status: 400,
    code: 20422,
  });
});

test("setting the content domain's baseUrl also points the client at the gateway", async () => {
  const client = twilio(owl.account_sid, owl.auth_token);
  client.content.baseUrl = `${gw.url}/message-content`;
  const first = fixtureContent(owl)[0];
  const fetched = await client.content.v1.contents(first.sid).fetch();
  expect(fetched.friendlyName).toBe(first.friendly_name);
  const all = await client.content.v1.contents.list({ pageSize: 5 });
  expect(all).toHaveLength(fixtureContent(owl).length);
});
