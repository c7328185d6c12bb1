/**
 * A password the client sends (writeOnly) is stored but never answered, by the stateful mock and by the
 * stateless one alike, and no answer breaks its own document (no response violation is recorded).
 */
import path from "node:path";
import { tempCache } from "../any-spec/support";
import type { TestGateway } from "../support/gateway";
import { call, mock, responseViolations, startMocks } from "./support";

const FILE = path.join(__dirname, "specs", "accounts-write-only.yaml");
const cache = tempCache();
let gw: TestGateway;

beforeAll(async () => {
  gw = await startMocks([mock("stateful", FILE), mock("stateless", FILE, { stateless: true })], cache.dir);
}, 60_000);
afterAll(async () => {
  await gw.close();
  cache.remove();
});

test("the stateful mock keeps what the client sent but never answers the password", async () => {
  const made = await call(`${gw.url}/stateful/users`, "POST", {
    body: { name: "ada", password: "secret123" },
  });
  expect(made.status).toBe(201);
  expect(made.body).toEqual({ id: expect.any(Number), name: "ada" });
  expect((await call(`${gw.url}/stateful/users/${made.body.id}`, "GET")).body).toEqual(made.body);
  expect((await call(`${gw.url}/stateful/users`, "GET")).body).toEqual([made.body]);
});

test("the stateless mock's generated answers carry no password", async () => {
  for (let i = 0; i < 5; i++) {
    const one = await call(`${gw.url}/stateless/users/1`, "GET");
    expect(one.status).toBe(200);
    expect(Object.keys(one.body).sort()).toEqual(["id", "name"]);
  }
});

test("a readOnly id sent or a writeOnly password missing is refused before any record is made", async () => {
  expect(
    (
      await call(`${gw.url}/stateful/users`, "POST", {
        body: { id: 9, name: "a", password: "secret123" },
      })
    ).status,
  ).toBe(400);
  expect((await call(`${gw.url}/stateful/users`, "POST", { body: { name: "a" } })).status).toBe(400);
});

test("no answer was recorded as a violation of the document", async () => {
  expect(await responseViolations(gw.url)).toEqual([]);
});
