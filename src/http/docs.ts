/**
 * A page per service for people: `GET /docs` lists the mounted services, `GET /docs/<slug>` renders the
 * service's spec with Swagger UI, and `GET <base>/openapi.yaml|json` serve each spec as the gateway loaded
 * it (read when first asked for: the request path runs on generated validators and needs no spec at start).
 * Swagger UI is served from the installed swagger-ui-dist package, so the pages work offline; every spec's
 * `servers[0].url` is a path, which Swagger UI resolves against the page's own origin, so "Try it out" calls
 * the gateway that served the page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import { PROJECT_ROOT } from "../runtime/project-root";
import type { Claim } from "./front-door";

/** js-yaml, loaded when a YAML document is first read or written: a start serves neither. */
const yaml = () => require("js-yaml") as typeof import("js-yaml");

/** A spec file (relative to the repository) as a document. */
export function loadSpec(specFile: string): object {
  return yaml().load(readFileSync(path.join(PROJECT_ROOT, specFile), "utf8")) as object;
}

/** Where swagger-ui-dist keeps its built assets (the package ships no typings for its own helper). */
const SWAGGER_UI = path.dirname(require.resolve("swagger-ui-dist/package.json"));

/** Lists shown above a document (a mounted spec's warnings and what it does not check). */
export type DocNotes = () => { heading: string; items: string[] }[];

/**
 * A service and its spec: a file of the repository, or the document itself (a spec mounted at start, with
 * the notes its page shows above it).
 */
export type DocumentedService = { slug: string; title: string; basePath: string } & (
  | { specFile: string }
  | { document: () => object; notes?: DocNotes }
);

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function page(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head}
</head>
<body>
${body}
</body>
</html>
`;
}

function indexPage(services: readonly DocumentedService[]): string {
  const rows = services
    .map(
      (s) =>
        `<li><a href="/docs/${escapeHtml(s.slug)}">${escapeHtml(s.title)}</a> <code>${escapeHtml(s.basePath)}</code> ` +
        `(<a href="${escapeHtml(s.basePath)}/openapi.yaml">YAML</a>, <a href="${escapeHtml(s.basePath)}/openapi.json">JSON</a>)</li>`,
    )
    .join("\n");
  return page(
    "Gateway services",
    "<style>body{font-family:system-ui,sans-serif;margin:2rem;line-height:1.6}</style>",
    `<h1>Gateway services</h1>\n<ul>\n${rows}\n</ul>`,
  );
}

/** The notes as HTML: a collapsed list per heading, so that a page with hundreds stays readable. */
function notesHtml(notes: ReturnType<DocNotes>): string {
  return notes
    .map(
      (n) =>
        `<details class="notes"><summary>${escapeHtml(n.heading)}</summary><ul>${n.items
          .map((i) => `<li><code>${escapeHtml(i)}</code></li>`)
          .join("")}</ul></details>`,
    )
    .join("\n");
}

function servicePage(s: DocumentedService): string {
  // JSON in a script element: `<` is escaped so that no value can close the element.
  const config = JSON.stringify({
    url: `${s.basePath}/openapi.json`,
    dom_id: "#swagger-ui",
    deepLinking: true,
    tryItOutEnabled: true,
  }).replace(/</g, "\\u003c");
  return page(
    `${s.title} — gateway docs`,
    '<link rel="stylesheet" href="/docs/assets/swagger-ui.css">' +
      "<style>.notes{font-family:system-ui,sans-serif;margin:1rem 2rem}.notes li{margin:.2rem 0}</style>",
    `${"notes" in s && s.notes ? notesHtml(s.notes()) : ""}
<div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle(${config});</script>`,
  );
}

/** Every page and document of `services`, by lower-case path. */
function pagesOf(services: readonly DocumentedService[]): Map<string, { type: string; body: () => string }> {
  const pages = new Map<string, { type: string; body: () => string }>();
  const index = indexPage(services);
  pages.set("/docs", { type: "html", body: () => index });
  for (const s of services) {
    const html = servicePage(s);
    let documents: { json: string; yaml: string } | undefined;
    const spec = () => {
      if (!documents) {
        const doc = "document" in s ? s.document() : loadSpec(s.specFile);
        documents = { json: JSON.stringify(doc), yaml: yaml().dump(doc, { noRefs: true, lineWidth: -1 }) };
      }
      return documents;
    };
    pages.set(`/docs/${s.slug}`, { type: "html", body: () => html });
    pages.set(`${s.basePath}/openapi.json`, { type: "application/json", body: () => spec().json });
    pages.set(`${s.basePath}/openapi.yaml`, { type: "application/yaml", body: () => spec().yaml });
  }
  return pages;
}

/** What a page's path can look like: every other request is passed on after this one test. */
const PAGE_PATH = /^\/docs(\/|$)|\/openapi\.(json|yaml)\/?$/i;

/** Whether the docs pages or their assets may answer a request: a GET or HEAD at a page's path. */
export const mayBeDocsPage: Claim = (method, path) =>
  (method === "GET" || method === "HEAD") && PAGE_PATH.test(path);

/**
 * Mounts the docs pages and the spec documents of `services` on `app`, before the services themselves; the
 * list is read when the first page is asked for, once every service has been mounted. Every
 * request passes here, so the pages are found by one lookup of the path (as Express routes match: any case,
 * one trailing slash allowed) in a plain middleware: a route per page would match each request against
 * every page, and a nested Router hands every request it does not answer on through setImmediate, a turn
 * of the event loop later.
 */
export function mountDocs(app: Express, services: () => readonly DocumentedService[]): void {
  let pages: ReturnType<typeof pagesOf> | undefined;
  app.use("/docs/assets", express.static(SWAGGER_UI, { index: false }));
  app.use((req, res, next) => {
    if (!mayBeDocsPage(req.method, req.path)) return next();
    const at = req.path.length > 1 && req.path.endsWith("/") ? req.path.slice(0, -1) : req.path;
    pages ??= pagesOf(services());
    const page = pages.get(at.toLowerCase());
    if (!page) return next();
    res.type(page.type).send(page.body());
  });
}
