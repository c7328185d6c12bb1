/**
 * The certificate services' error dialect for the failures a reference implementation cannot provoke
 * through its API (its publisher failing, timing out or being unavailable): each kind renders the provider's
 * documented code with its one fixed description, whatever the message, and a code named by domain code wins.
 */
import { apiSetuDialect } from "../../src/errors/api-setu";
import { ServiceError } from "../../src/errors/service-error";

const ctx = { requestId: "r-1", path: "/merit-certificate/v3/mrcer/certificate" };

test.each([
  ["internal", 500, "internal_server_error", "Internal server error"],
  ["bad_gateway", 502, "bad_gatewy", "Publisher service returned an invalid response"],
  ["resource_exhausted", 429, "service_unavailable", "Publisher service is temporarily unavailable"],
  ["gateway_timeout", 504, "gateway_timeout", "Publisher service did not respond in time"],
  ["already_exists", 400, "invalid_txnid", "The txnId parameter must be in UUID format"],
  ["unauthenticated", 401, "invalid_authentication", "Authentication failed"],
] as const)("%s is %i %s", (kind, status, error, errorDescription) => {
  const rendered = apiSetuDialect.render(
    new ServiceError(kind, "particulars that never reach the caller"),
    ctx,
  );
  expect(rendered.status).toBe(status);
  expect(rendered.body).toEqual({ error, errorDescription });
});

test("a documented code named by domain code wins over the kind's, with its own description", () => {
  const rendered = apiSetuDialect.render(
    new ServiceError("not_found", "no candidate 1820400216", { code: "record_not_found" }),
    ctx,
  );
  expect(rendered).toMatchObject({
    status: 404,
    body: { error: "record_not_found", errorDescription: "No record found" },
  });
});
