/**
 * Express 5 with express-openapi-validator on specs/api-keys.yaml, the validator most Express services
 * would reach for: requests validated (parameters, body, the bearer token's presence), and with
 * BENCH_VALIDATE_RESPONSES=1 responses too. The handlers are the bare servers' (bare-keys.ts); the
 * validator's errors leave in Google's error format, as the gateway's do.
 */
import path from "node:path";
import express, { type ErrorRequestHandler } from "express";
import * as OpenApiValidator from "express-openapi-validator";
import { createKey, googleError, listKeys } from "./bare-keys";

const KEYS = "/api-keys/v2/projects/:project/locations/:location/keys";

const app = express();
app.use(express.json());
app.use(
  OpenApiValidator.middleware({
    apiSpec: path.resolve(__dirname, "../../specs/api-keys.yaml"),
    validateRequests: true,
    validateResponses: process.env.BENCH_VALIDATE_RESPONSES === "1",
  }),
);
app.get(KEYS, (req, res) => {
  // The validator has coerced the query to the declared types; 0 or absent means 300.
  res.json(listKeys(req.params.project, Number(req.query.pageSize) || 300));
});
app.post(KEYS, (req, res) => {
  res.json(createKey(req.params.project, req.body));
});
const onError: ErrorRequestHandler = (err, _req, res, _next) => {
  const status = typeof err.status === "number" ? err.status : 500;
  res.status(status).json(googleError(status, status === 400 ? "INVALID_ARGUMENT" : "UNKNOWN", err.message));
};
app.use(onError);

app.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
