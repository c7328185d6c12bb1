/**
 * Bare Express 5 with express.json() and default settings, no validation: the 1.0 of every ratio. It
 * serves the API-key cases and registers every operation of the spec in BENCH_SPEC (canned answers), so
 * that its own route walk is part of the first/last-operation cases, as it would be in a real app.
 */
import { readFileSync } from "node:fs";
import express from "express";
import yaml from "js-yaml";
import { CANNED, createKey, keyBodyError, listKeys, pageSizeOf } from "./bare-keys";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** An OpenAPI path template as an Express 5 (path-to-regexp 8) path: {name} -> :name, specials escaped. */
export function expressPath(template: string): string {
  return template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const param = /^\{([^}]+)\}$/.exec(part);
      if (!param) return part.replace(/[:*?+!()[\]{}\\]/g, "\\$&");
      return /^[A-Za-z_$][\w$]*$/.test(param[1]) ? `:${param[1]}` : `:"${param[1]}"`;
    })
    .join("");
}

const app = express();
app.use(express.json());

app.get("/api-keys/v2/projects/:project/locations/:location/keys", (req, res) => {
  const pageSize = pageSizeOf(req.query.pageSize as string | undefined);
  if (typeof pageSize !== "number") res.status(400).json(pageSize);
  else res.json(listKeys(req.params.project, pageSize));
});
app.post("/api-keys/v2/projects/:project/locations/:location/keys", (req, res) => {
  const error = keyBodyError(req.body);
  if (error) res.status(400).json(error);
  else res.json(createKey(req.params.project, req.body));
});

const specFile = process.env.BENCH_SPEC;
if (specFile) {
  const doc = yaml.load(readFileSync(specFile, "utf8")) as { servers?: { url: string }[]; paths?: object };
  const base = (doc.servers?.[0]?.url ?? "").replace(/\/$/, "");
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if ((item as Record<string, unknown>)[method]) {
        app[method](expressPath(`${base}${template}`), (_req, res) => {
          res.json(CANNED);
        });
      }
    }
  }
}

app.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
