/**
 * The official `twilio` client against `--mock` of Twilio's own published document (twilio_api_v2010.json):
 * each call gets an answer the client accepts, and a call the document refuses is refused. The client builds
 * its URLs from https://api.twilio.com; a RequestClient subclass sends them to the mock's base URL instead.
 */
import path from "node:path";
import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import { loadSpecs } from "../../src/any-spec/load";
import { startGateway, type TestGateway } from "../support/gateway";
import { tempCache } from "./support";

const TWILIO_API = "https://api.twilio.com";
const ACCOUNT = `AC${"0".repeat(32)}`;
const cache = tempCache();
let gw: TestGateway;
const sent: string[] = [];

class MockRequestClient extends twilio.RequestClient {
  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = opts.uri.replace(TWILIO_API, `${gw.url}/twilio`);
    sent.push(`${opts.method.toUpperCase()} ${uri.slice(gw.url.length)}`);
    return super.request({ ...opts, uri });
  }
}

beforeAll(async () => {
  const file = path.join(__dirname, "../corpus/twilio_api_v2010.json");
  const specs = await loadSpecs(
    [{ name: "twilio", file, basePath: "/twilio", target: { kind: "mock", policy: "enforce" } }],
    cache.dir,
    new Map(),
  );
  gw = await startGateway({ services: [], specs });
}, 300_000);
afterAll(async () => {
  await gw.close();
  cache.remove();
});

const client = () => twilio(ACCOUNT, "auth-token", { httpClient: new MockRequestClient() });

test("messages.create is answered with a message the client reads", async () => {
  const message = await client().messages.create({ to: "+15558675310", from: "+15017122661", body: "Hi" });
  expect(sent.at(-1)).toBe(`POST /twilio/2010-04-01/Accounts/${ACCOUNT}/Messages.json`);
  expect(message.sid).toMatch(/^SM[0-9a-fA-F]{32}$/);
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

test("messages.page: the first page of messages, with the link to the next", async () => {
  const page = await client().messages.page({ pageSize: 2 });
  expect(page.instances.length).toBeGreaterThan(0);
  expect(page.instances[0].sid).toMatch(/^SM/);
  expect(page.nextPageUrl).toEqual(expect.any(String));
});

test("a call the document refuses (an AccountSid that is not one) is refused, and the client raises it", async () => {
  const refused = await client()
    .api.v2010.accounts("not-an-account")
    .messages.create({ to: "+15558675310", from: "+15017122661", body: "Hi" })
    .catch((err: { status?: number }) => err);
  expect(refused).toMatchObject({ status: 400 });
});
