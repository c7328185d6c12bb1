/**
 * The hostile requests as a fixed table, beside the generated cases: what each must get. Cases
 * for the service paths are made for every registered service, so that a new service is held to them too;
 * their answers go through the spec's oracle as well as the expected status.
 */
import { services } from "../../generated/index";
import { dialects } from "../../src/errors";
import { ServiceError } from "../../src/errors/service-error";
import { accountFixtures } from "../../src/handlers/message-content/fixtures";
import { fixtureFolder } from "../../src/runtime/fixtures";
import { sendRaw } from "../support/raw-http";
import type { FuzzRequest } from "./operations";
import type { Answer } from "./oracle";

export interface HostileCase {
  name: string;
  /** The service whose dialect the answer must be in; none for the gateway's own endpoints. */
  service?: string;
  /** A request, or bytes written to the socket as they are (what no HTTP client would send). */
  request: FuzzRequest | { raw: string };
  status: number;
}

const json = (
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): FuzzRequest => ({
  method,
  path,
  headers: { "content-type": "application/json", ...headers },
  body: Buffer.from(typeof body === "string" ? body : JSON.stringify(body)),
  kind: "hostile",
});

const get = (path: string, headers: Record<string, string> = {}): FuzzRequest => ({
  method: "GET",
  path,
  headers,
  kind: "hostile",
});

const [fixtureAccount] = accountFixtures(fixtureFolder("message-content"));

/** The admin API and the gateway's own endpoints (holes 1, 2 and 5). */
export const ADMIN_CASES: HostileCase[] = [
  {
    name: "advancing the clock by a duration no Date can span",
    request: json("POST", "/__admin/clock/advance", { duration: "P99999999999999999999D" }),
    status: 400,
  },
  {
    name: "setting the clock to the last instant a Date holds",
    request: json("PUT", "/__admin/clock", { now: "+275760-09-13T00:00:00Z" }),
    status: 400,
  },
  {
    name: "a cross-site text/plain reset",
    request: {
      ...json("POST", "/__admin/reset", "{}"),
      headers: { "content-type": "text/plain", origin: "https://evil.example" },
    },
    status: 403,
  },
  {
    name: "a text/plain reset without Origin",
    request: { ...json("POST", "/__admin/reset", "x"), headers: { "content-type": "text/plain" } },
    status: 415,
  },
  {
    name: "a reset through a rebound DNS name",
    request: {
      ...json("POST", "/__admin/reset", {}),
      headers: { "content-type": "application/json", host: "attacker.example" },
    },
    status: 403,
  },
  ...["__proto__", "toString", "__defineGetter__", "constructor", "valueOf"].map((action) => ({
    name: `admin action ${action}`,
    request: json("POST", `/__admin/services/message-content/${action}`, {}),
    status: 404,
  })),
  {
    name: "add-account over an existing account",
    request: json("POST", "/__admin/services/message-content/add-account", {
      account_sid: fixtureAccount.account_sid,
      auth_token: "attacker-chosen-token-0123",
    }),
    status: 409,
  },
  { name: "health after all of that", request: get("/healthz"), status: 200 },
];

/** What every service must answer in its own dialect (holes 5 and 6, and the survivors). */
export function serviceCases(): HostileCase[] {
  return services.flatMap((s) => {
    const base = s.basePath;
    const withBody = s.operations.find((op) => op.body !== "none");
    // A request Node's parser refuses is an invalid argument, at the status the service's provider gives one.
    const refused = dialects[s.dialect].render(new ServiceError("invalid_argument", "refused"), {
      requestId: "",
      path: base,
    }).status;
    const cases: HostileCase[] = [
      {
        name: "a request line over 16 KB",
        service: s.slug,
        request: { raw: `GET ${base}/${"a".repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n` },
        status: refused,
      },
      {
        name: "a header over 16 KB",
        service: s.slug,
        request: { raw: `GET ${base}/x HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"b".repeat(17_000)}\r\n\r\n` },
        status: refused,
      },
      {
        name: "a header name that is not a token",
        service: s.slug,
        request: { raw: `GET ${base}/x HTTP/1.1\r\nHost: localhost\r\nBad Header: 1\r\n\r\n` },
        status: refused,
      },
      {
        name: "a Content-Type with a control character",
        service: s.slug,
        request: {
          raw: `POST ${base}/x HTTP/1.1\r\nHost: localhost\r\nContent-Type: a\u0001b\r\nContent-Length: 2\r\n\r\n{}`,
        },
        status: refused,
      },
      // Without credentials: a service that authenticates first answers 401 or 403, the others 404.
      {
        name: "a path outside every operation",
        service: s.slug,
        request: get(`${base}/no/such/operation`),
        status: -4,
      },
      { name: "a dot-segment path", service: s.slug, request: get(`${base}/../../etc/passwd`), status: -4 },
    ];
    if (withBody) {
      const path = `${base}${withBody.path.replace(/\{[^}]+\}/g, "x")}`;
      cases.push(
        {
          name: `an unknown Content-Type on ${withBody.operationId}`,
          service: s.slug,
          request: { ...json(withBody.method.toUpperCase(), path, "{}"), headers: { "content-type": "foo" } },
          status: -4,
        },
        {
          name: `JSON nested 100,000 deep on ${withBody.operationId}`,
          service: s.slug,
          request: json(withBody.method.toUpperCase(), path, `${"[".repeat(100_000)}${"]".repeat(100_000)}`),
          status: -4,
        },
        {
          name: `a body over the 10 MB limit on ${withBody.operationId}`,
          service: s.slug,
          request: json(withBody.method.toUpperCase(), path, `"${"z".repeat(11 * 1024 * 1024)}"`),
          status: -4,
        },
      );
    }
    return cases;
  });
}

/**
 * Holes 4 and 6 of the issue that the request validators fix (the request-path rewrite owns them): non-finite
 * numbers never pass a min/max, and an empty query value is absent, as Google's and Twilio's front ends take it.
 */
export const VALIDATION_CASES: HostileCase[] = [
  ...["Infinity", "1e400", "-1e400", "NaN"].map((v) => ({
    name: `api-keys pageSize=${v}`,
    service: "api-keys",
    request: get(`/api-keys/v2/projects/p1/locations/global/keys?pageSize=${v}`, {
      authorization: "Bearer dev-token",
    }),
    status: 400,
  })),
  {
    name: "config-delivery max_results=1e400",
    service: "config-delivery",
    request: get("/config-delivery/applications?max_results=1e400", { authorization: "dev-token" }),
    status: 400,
  },
  ...["pageToken=", "pageSize=&pageToken="].map((q) => ({
    name: `api-keys ?${q} is treated as absent`,
    service: "api-keys",
    request: get(`/api-keys/v2/projects/p1/locations/global/keys?${q}`, {
      authorization: "Bearer dev-token",
    }),
    status: 200,
  })),
];

/** Cases on particular services' parameters (hole 6). */
export const PARAMETER_CASES: HostileCase[] = [
  {
    name: "a displayName of 32 emoji is 32 characters",
    service: "api-keys",
    request: json(
      "POST",
      "/api-keys/v2/projects/p1/locations/global/keys",
      { displayName: "😀".repeat(32) },
      {
        authorization: "Bearer dev-token",
      },
    ),
    status: 200,
  },
  {
    name: "a CRLF in a query value",
    service: "api-keys",
    request: get("/api-keys/v2/projects/p1/locations/global/keys?pageToken=a%0D%0AX-Injected:%201", {
      authorization: "Bearer dev-token",
    }),
    status: 400,
  },
];

/** Writes `data` to the gateway's socket and reads the answer until the connection closes. */
export async function sendRawAnswer(gatewayUrl: string, data: string): Promise<Answer> {
  const text = await sendRaw(gatewayUrl, data);
  const split = text.indexOf("\r\n\r\n");
  const head = text
    .subarray(0, split < 0 ? text.length : split)
    .toString("latin1")
    .split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? "")?.[1] ?? 0),
    headers,
    body: split < 0 ? Buffer.alloc(0) : text.subarray(split + 4),
  };
}
