/** Length limits count characters as the providers do: code points, not UTF-16 units. */
import request from "supertest";
import { createApp } from "../../src/app";
import { serviceModules } from "../../src/handlers";
import { silentLogger } from "../../src/http/logger";
import { ManualClock } from "../../src/runtime/clock";

const emoji = (n: number) => "😀".repeat(n);

test.each([
  [32, 200],
  [63, 200],
  [64, 400],
])("an API key's displayName of %i emoji answers %i", async (n, status) => {
  const app = await createApp({ services: ["api-keys"], logger: silentLogger(), clock: new ManualClock() });
  const res = await request(app)
    .post("/api-keys/v2/projects/p1/locations/global/keys")
    .set(serviceModules["api-keys"].devCredentials())
    .send({ displayName: emoji(n) });
  expect(res.status).toBe(status);
  if (status === 200) expect(res.body.response.displayName).toBe(emoji(n));
  else expect(res.body.error).toMatchObject({ status: "INVALID_ARGUMENT" });
});

test.each([
  [128, 256, 201],
  [129, 1, 400],
  [1, 257, 400],
])("AppConfig tags: a key of %i and a value of %i emoji answer %i", async (keyLength, valueLength, status) => {
  const app = await createApp({
    services: ["config-delivery"],
    logger: silentLogger(),
    clock: new ManualClock(),
  });
  const res = await request(app)
    .post("/config-delivery/applications")
    .set(serviceModules["config-delivery"].devCredentials())
    .send({ Name: "tagged", Tags: { [emoji(keyLength)]: emoji(valueLength) } });
  expect(res.status).toBe(status);
  if (status !== 201) expect(res.headers["x-amzn-errortype"]).toBe("BadRequestException");
});
