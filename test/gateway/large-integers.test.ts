/**
 * An integer no JavaScript number holds exactly (beyond 2^53 - 1) is refused in the service's own error format,
 * in a query parameter and in a JSON body alike: read as a number it would be another integer, and the answer
 * would carry that other number (a page 5.523582313638935e+32 for the page asked for).
 */
import request from "supertest";
import { basicAuth, owl } from "../message-content/accounts";
import { startGateway, type TestGateway } from "../support/gateway";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ services: ["message-content", "pipeline-config"] });
});
afterAll(() => gw.close());

test("message-content: a Page beyond 2^53 - 1 is Twilio's 400 20422, the largest exact one is a page", async () => {
  const res = await request(gw.app)
    .get("/message-content/v1/Content?Page=552358231363893493714856001404928")
    .set("Authorization", basicAuth(owl));
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: 20422, status: 400, message: expect.stringMatching(/Page/) });
  expect(res.text).not.toMatch(/e\+32/);
  const largest = await request(gw.app)
    .get(`/message-content/v1/Content?Page=${Number.MAX_SAFE_INTEGER}`)
    .set("Authorization", basicAuth(owl));
  expect(largest.status).not.toBe(400);
});

test("pipeline-config: a job id beyond 2^53 - 1 in a JSON body is Airbyte's 422, never looked up as another id", async () => {
  const res = await request(gw.app)
    .post("/pipeline-config/v1/jobs/get")
    .set("Authorization", "Bearer dev-token")
    .set("Content-Type", "application/json")
    .send('{"id": 9007199254740993}');
  expect(res.status).toBe(422);
  expect(res.body.validationErrors).toContainEqual({
    propertyPath: "id",
    message: expect.stringMatching(/^must be an integer from -9007199254740991 to 9007199254740991/),
  });
  // A job id within range that does not exist is a 404, as before.
  const missing = await request(gw.app)
    .post("/pipeline-config/v1/jobs/get")
    .set("Authorization", "Bearer dev-token")
    .send({ id: Number.MAX_SAFE_INTEGER });
  expect(missing.status).toBe(404);
});
