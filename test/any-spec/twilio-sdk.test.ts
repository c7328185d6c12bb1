/**
 * The official `twilio` client against `--mock` of Twilio's own published document (twilio_api_v2010.json):
 * each call gets an answer the client accepts, and a call the document refuses is refused. The client builds
 * its URLs from https://api.twilio.com; a RequestClient subclass sends them to the mock's base URL instead.
 * Messages are records: what `messages.create` made, `fetch` reads and `list` pages through.
 */
import path from "node:path";
import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import { loadSpecs } from "../../src/any-spec/load";
import type { MountedSpec } from "../../src/any-spec/mounted-spec";
import { planOf } from "../../src/any-spec/stateful/plan";
import { startGateway, type TestGateway } from "../support/gateway";
import { servedLog, tempCache } from "./support";

const TWILIO_API = "https://api.twilio.com";
const ACCOUNT = `AC${"0".repeat(32)}`;
const cache = tempCache();
let gw: TestGateway;
let specs: MountedSpec[];
const sent: string[] = [];
const { served, logger, answered, violations } = servedLog();

class MockRequestClient extends twilio.RequestClient {
  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    // The client puts its domain before a page's `next_page_uri`. Twilio sends that URI relative to its domain,
    // though its document declares `format: uri`; the mock answers it absolute, as the document says.
    const absolute = opts.uri.slice(TWILIO_API.length + 1);
    const uri = /^https?:\/\//.test(absolute) ? absolute : opts.uri.replace(TWILIO_API, `${gw.url}/twilio`);
    sent.push(`${opts.method.toUpperCase()} ${uri.slice(gw.url.length)}`);
    return super.request({ ...opts, uri });
  }
}

beforeAll(async () => {
  const file = path.join(__dirname, "../corpus/twilio_api_v2010.json");
  specs = await loadSpecs(
    [{ name: "twilio", file, basePath: "/twilio", target: { kind: "mock", policy: "enforce" } }],
    cache.dir,
    new Map(),
  );
  gw = await startGateway({ services: [], specs, logger });
}, 300_000);
afterAll(async () => {
  await gw.close();
  cache.remove();
});

const client = (account = ACCOUNT) => twilio(account, "auth-token", { httpClient: new MockRequestClient() });

test("messages.create is answered with a message the client reads", async () => {
  const message = await client().messages.create({ to: "+15558675310", from: "+15017122661", body: "Hi" });
  expect(sent.at(-1)).toBe(`POST /twilio/2010-04-01/Accounts/${ACCOUNT}/Messages.json`);
  // The document's pattern: SM for a text message, MM for one with media.
  expect(message.sid).toMatch(/^(SM|MM)[0-9a-fA-F]{32}$/);
  expect(message.status).toEqual(expect.any(String));
  expect(message.dateCreated).toBeInstanceOf(Date);
});

test("calls.create with a list parameter (StatusCallbackEvent) is answered with a call", async () => {
  const call = await client().calls.create({
    to: "+15558675310",
    from: "+15017122661",
    url: "https://demo.twilio.com/docs/voice.xml",
    statusCallbackEvent: ["initiated", "answered"],
  });
  expect(sent.at(-1)).toBe(`POST /twilio/2010-04-01/Accounts/${ACCOUNT}/Calls.json`);
  expect(call.sid).toMatch(/^CA[0-9a-fA-F]{32}$/);
});

describe("an account's messages, paged as Twilio pages them", () => {
  // An account of its own: the other tests' messages are not in its lists.
  const owner = client(`AC${"1".repeat(32)}`);
  const created: string[] = [];
  // Twilio lists an account's messages newest first.
  const newest: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 5; i++) {
      const m = await owner.messages.create({ to: "+15558675310", from: "+15017122661", body: `note ${i}` });
      created.push(m.sid);
    }
    newest.push(...[...created].reverse());
  }, 60_000);

  test("messages(sid).fetch reads the message created", async () => {
    const message = await owner.messages(created[2]).fetch();
    expect(message).toMatchObject({ sid: created[2], body: "note 2", to: "+15558675310" });
  });

  test("messages.list({pageSize: 2}) follows next_page_uri through exactly the messages created", async () => {
    const before = served.length;
    const listed = await owner.messages.list({ pageSize: 2 });
    expect(listed.map((m) => m.sid)).toEqual(newest);
    expect(answered("ListMessage", before)).toBe(3);
    expect(
      violations(
        "POST /2010-04-01/Accounts/{AccountSid}/Messages.json",
        "GET /2010-04-01/Accounts/{AccountSid}/Messages.json",
        "GET /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json",
      ),
    ).toEqual([]);
  });

  test("messages.each visits every message; page().nextPage() walks the pages with their envelope", async () => {
    const seen: string[] = [];
    await owner.messages.each({ pageSize: 2 }, (m) => {
      seen.push(m.sid);
    });
    expect(seen).toEqual(newest);

    const first = await owner.messages.page({ pageSize: 2 });
    expect(first.instances.map((m) => m.sid)).toEqual(newest.slice(0, 2));
    expect(first.previousPageUrl).toBeUndefined();
    const second = await first.nextPage();
    expect(second?.instances.map((m) => m.sid)).toEqual(newest.slice(2, 4));
    expect(second?.nextPageUrl).toContain("Page=2");
    const back = await second?.previousPage();
    expect(back?.instances.map((m) => m.sid)).toEqual(newest.slice(0, 2));
    const third = await second?.nextPage();
    expect(third?.instances.map((m) => m.sid)).toEqual(newest.slice(4));
    expect(third?.nextPageUrl).toBeUndefined();
  });
});

test("a call the document refuses (an AccountSid that is not one) is refused, and the client raises it", async () => {
  const refused = await client()
    .api.v2010.accounts("not-an-account")
    .messages.create({ to: "+15558675310", from: "+15017122661", body: "Hi" })
    .catch((err: { status?: number }) => err);
  expect(refused).toMatchObject({ status: 400 });
});

test("a message's media are kept per message and go with it; an account's messages with the account", () => {
  const plan = planOf(specs[0]);
  const owner = (collection: string) =>
    plan?.resources.find((r) => r.collection === `/2010-04-01/Accounts/{AccountSid}/${collection}`)?.owner
      ?.item;
  expect(owner("Messages/{MessageSid}/Media.json")).toBe(
    "/2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json",
  );
  expect(owner("Messages.json")).toBe("/2010-04-01/Accounts/{Sid}.json");
});
