/**
 * Browsers in front of a proxied or mocked API. Before a cross-origin request that is not "simple" (a JSON
 * POST, a PUT, an Authorization header), a browser sends a CORS preflight: `OPTIONS` with
 * `Access-Control-Request-Method` (Fetch standard, section 4.8), which no OpenAPI document declares as an
 * operation. It is part of the protocol, not a call of the API: the proxy passes it to the upstream, which
 * owns its CORS policy, unchecked and unrecorded; the mock answers it itself, allowing the methods the
 * document declares at that path (Prism's mock allows every method to every origin), and adds the
 * Access-Control-Allow-Origin a browser needs to read its answers.
 */
import type { Request, Response } from "express";

/** Whether `req` is a CORS preflight rather than a call of an OPTIONS operation. */
export function isPreflight(req: Request): boolean {
  return req.method === "OPTIONS" && req.headers["access-control-request-method"] !== undefined;
}

/** Lets the origin a mocked request comes from read its answer, cookies and all, as Prism's mock does. */
export function allowOrigin(req: Request, res: Response): void {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  res.setHeader("Access-Control-Allow-Origin", origin);
  res.setHeader("Access-Control-Allow-Credentials", "true");
  res.setHeader("Vary", "Origin");
}

/**
 * The mock's answer to a preflight: 204, allowing the methods declared at the path (`allowed`, "GET, POST")
 * and the headers the browser asks for. A path the document does not declare gets a 204 that allows nothing,
 * so that the browser does not send the request it asked about (which would be a 404).
 */
export function answerPreflight(req: Request, res: Response, allowed: string | undefined): void {
  res.statusCode = 204;
  if (allowed !== undefined) {
    allowOrigin(req, res);
    res.setHeader("Access-Control-Allow-Methods", allowed);
    const headers = req.headers["access-control-request-headers"];
    if (headers) res.setHeader("Access-Control-Allow-Headers", headers);
    // Browsers cap it (Chromium at 2 hours); a mock's document changes between runs, so not for long.
    res.setHeader("Access-Control-Max-Age", "600");
  }
  res.setHeader("Vary", "Origin, Access-Control-Request-Method, Access-Control-Request-Headers");
  res.end();
}
