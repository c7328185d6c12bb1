/**
 * What a team would build for the validating proxy's job with the usual parts: Express 5 and
 * http-proxy-middleware to UPSTREAM (a base URL; the request's path is appended as it came), over a
 * keep-alive agent as the bare forwarder's. Nothing is checked, unless BENCH_EOV=1 puts express-openapi-validator
 * in front on specs/api-keys.yaml (requests only: parameters, body, the bearer token's presence), with
 * express.json() to parse the body for it and http-proxy-middleware's fixRequestBody to send the parsed body
 * on, as its documentation shows. The validator's errors leave in Google's error format, as the gateway's do.
 */
import http from "node:http";
import path from "node:path";
import express, { type ErrorRequestHandler } from "express";
import * as OpenApiValidator from "express-openapi-validator";
import { createProxyMiddleware, fixRequestBody } from "http-proxy-middleware";
import { googleError } from "./bare-keys";

const app = express();
if (process.env.BENCH_EOV === "1") {
  app.use(express.json());
  app.use(
    OpenApiValidator.middleware({
      apiSpec: path.resolve(__dirname, "../../specs/api-keys.yaml"),
      validateRequests: true,
      validateResponses: false,
    }),
  );
}
app.use(
  createProxyMiddleware({
    target: process.env.UPSTREAM,
    agent: new http.Agent({ keepAlive: true }),
    on: { proxyReq: fixRequestBody },
  }),
);
const onError: ErrorRequestHandler = (err, _req, res, _next) => {
  const status = typeof err.status === "number" ? err.status : 500;
  res.status(status).json(googleError(status, status === 400 ? "INVALID_ARGUMENT" : "UNKNOWN", err.message));
};
app.use(onError);

app.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
