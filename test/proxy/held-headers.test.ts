/**
 * A proxied service is a bare lane of the front door (src/http/front-door.ts): the Date and X-Request-Id every
 * answer carries are not set before the relay writes its head but written with it, and an answer the gateway
 * makes itself (a rejection, the 404 of an undeclared path) gets them when it is made. The client must see
 * the same head either way: an app with a deployment's middleware, whose requests all take Express's way
 * with those headers set first, is the reference, header for header, in order.
 */
import type { RequestHandler } from "express";
import type { AppOptions } from "../../src/app";
import type { TestGateway } from "../support/gateway";
import { startGateway } from "../support/gateway";
import { listen, type RawResponse, rawRequest, type Upstream } from "./support";

const passThrough: RequestHandler = (_req, _res, next) => next();

let upstream: Upstream;
let bare: TestGateway;
let reference: TestGateway;

beforeAll(async () => {
  upstream = await listen((req, res) => {
    if (req.headers["x-test-upstream"] === "own-date") {
      // An upstream that stamps its own Date and id and sets two cookies.
      res.sendDate = false;
      res.writeHead(200, [
        "Content-Type",
        "application/json",
        "Set-Cookie",
        "a=1",
        "date",
        "Mon, 01 Jan 2024 00:00:00 GMT",
        "Set-Cookie",
        "b=2",
        "X-Request-ID",
        "upstream-id",
      ]);
    } else {
      res.sendDate = false;
      res.writeHead(200, { "Content-Type": "application/json" });
    }
    res.end(JSON.stringify({ keys: [] }));
  });
  const options: AppOptions = {
    services: ["api-keys"],
    proxy: { upstreams: { "api-keys": { url: upstream.url, policy: "enforce", timeoutMs: 5000 } } },
  };
  bare = await startGateway(options);
  reference = await startGateway({ ...options, middleware: [passThrough] });
});

afterAll(async () => {
  await bare.close();
  await reference.close();
  await upstream.close();
});

const KEYS = "/api-keys/v2/projects/p/locations/global/keys";

/** The head as the client got it, but for the connection's own headers. */
function head(res: RawResponse): string[] {
  const out: string[] = [`${res.status} ${res.statusMessage}`];
  for (let i = 0; i < res.rawHeaders.length; i += 2) {
    const name = res.rawHeaders[i].toLowerCase();
    if (name !== "connection" && name !== "keep-alive")
      out.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
  }
  return out;
}

async function both(path: string, headers: Record<string, string>): Promise<[string[], string[]]> {
  const all = { authorization: "Bearer t", "x-request-id": "client-id", ...headers };
  const [a, b] = await Promise.all([
    rawRequest(`${bare.url}${path}`, { headers: all }),
    rawRequest(`${reference.url}${path}`, { headers: all }),
  ]);
  return [head(a), head(b)];
}

describe("the head of a proxied answer", () => {
  it("gets the gateway's Date and X-Request-Id when the upstream sends neither", async () => {
    const [got, expected] = await both(`${KEYS}?pageSize=10`, {});
    expect(got).toEqual(expected);
    expect(got).toContain("Date: Thu, 01 Jan 2026 00:00:00 GMT");
    expect(got).toContain("x-request-id: client-id");
  });

  it("keeps the upstream's Date, id and repeated cookies, in the upstream's case", async () => {
    const [got, expected] = await both(`${KEYS}?pageSize=10`, { "x-test-upstream": "own-date" });
    expect(got).toEqual(expected);
    expect(got).toContain("date: Mon, 01 Jan 2024 00:00:00 GMT");
    expect(got).toContain("X-Request-ID: upstream-id");
    expect(got.filter((h) => h.startsWith("Set-Cookie"))).toEqual(["Set-Cookie: a=1", "Set-Cookie: b=2"]);
  });

  it("of a request the gateway rejects carries both, as through Express", async () => {
    const [got, expected] = await both(`${KEYS}?pageSize=many`, {});
    expect(got[0]).toBe("400 Bad Request");
    expect(got).toEqual(expected);
    expect(got).toContain("Date: Thu, 01 Jan 2026 00:00:00 GMT");
    expect(got).toContain("x-request-id: client-id");
  });

  it("of an undeclared path carries both, as through Express", async () => {
    const [got, expected] = await both("/api-keys/v2/nothing-here", {});
    expect(got[0]).toBe("404 Not Found");
    expect(got).toEqual(expected);
    expect(got).toContain("x-request-id: client-id");
  });
});
