/**
 * The route lookup of the generated operation table (src/http/route-table.ts through ServiceValidation):
 * custom-method colons, percent-encoded parameters, trailing slashes and case, 404, 405 with Allow, and
 * malformed percent-encoding. test/gateway/validation-parity.test.ts holds every spec's every path to
 * express-openapi-validator's own lookup.
 */
import { services } from "../../generated/index";
import { parameterValues } from "../../src/http/parameters";
import { ServiceValidation } from "../../src/http/request-validation";

const apiKeys = services.find((s) => s.slug === "api-keys")!;
const validation = new ServiceValidation(apiKeys.operations, apiKeys.validation);
const keys = "/v2/projects/p1/locations/global/keys";

test.each([
  ["GET", `${keys}/k1`, "getKey", { project: "p1", location: "global", key: "k1" }],
  ["POST", `${keys}/k1:undelete`, "undeleteKey", { project: "p1", location: "global", key: "k1" }],
  // As sent: the parameter reader decodes a value after splitting it by its style (below).
  ["GET", `${keys}/k%2F1`, "getKey", { project: "p1", location: "global", key: "k%2F1" }],
  ["GET", `${keys}/k1/keyString/`, "getKeyString", { project: "p1", location: "global", key: "k1" }],
  ["GET", "/V2/KEYS:LOOKUPKEY", "lookupKey", {}],
])("%s %s is %s", (method, url, operationId, params) => {
  const m = validation.match(method, url);
  expect(m.operation.info.operationId).toBe(operationId);
  expect(m.pathParams).toEqual(params);
});

test("a percent-encoded path parameter is read decoded", () => {
  const m = validation.match("GET", `${keys}/k%2F1`);
  const read = parameterValues(m.operation.parameters, { pathParams: m.pathParams, query: "", headers: {} });
  expect(read.values.params).toEqual({ project: "p1", location: "global", key: "k/1" });
});

test.each([
  ["GET", "/v3/keys", 404, undefined],
  ["GET", `${keys}/k1/keyString/more`, 404, undefined],
  ["GET", `${keys}/k1:undelete`, 405, "POST"],
  ["PUT", keys, 405, "GET, POST"],
  ["GET", `${keys}/k%ZZ`, 400, undefined],
])("%s %s → %i", (method, url, status, allow) => {
  let thrown: { status?: number; headers?: Record<string, string> } | undefined;
  try {
    validation.match(method, url);
  } catch (err) {
    thrown = err as typeof thrown;
  }
  expect(thrown?.status).toBe(status);
  expect(thrown?.headers?.Allow).toBe(allow);
});
