/**
 * The engine on a real document: edits made programmatically to Twilio's core API (test/corpus, 197
 * operations, shared component schemas, path-level servers, form-encoded bodies). Each edit must be found on
 * the right operation, with its rule and level, at a line of the old or new text that shows the change.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { diffDocuments, type Finding, loadedDocument } from "../../src/diff/index";
import type { Json } from "./pair";

const FILE = path.join(__dirname, "../corpus/twilio_api_v2010.json");
const TEXT = readFileSync(FILE, "utf8");
const MESSAGES = "/2010-04-01/Accounts/{AccountSid}/Messages.json";
const MESSAGE = "/2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json";

const messages = (d: Json) => d.paths[MESSAGES];
const message = (d: Json) => d.components.schemas["api.v2010.account.message"];
const form = (d: Json) =>
  messages(d).post.requestBody.content["application/x-www-form-urlencoded"].schema.properties;

interface Edited {
  findings: Finding[];
  oldLines: string[];
  newLines: string[];
}

function edited(edit: (d: Json) => void): Edited {
  const doc = JSON.parse(TEXT) as Json;
  edit(doc);
  const newText = JSON.stringify(doc, null, 2);
  const report = diffDocuments(loadedDocument(FILE, TEXT), loadedDocument("edited.json", newText));
  return { findings: report.findings, oldLines: TEXT.split("\n"), newLines: newText.split("\n") };
}

/** The findings of one rule as `operationId level where`, and the text of the line each points at. */
function found(e: Edited, rule: string, side: "old" | "new") {
  return e.findings
    .filter((f) => f.rule === rule)
    .map((f) => ({
      at: `${f.operation?.operationId ?? "(document)"} ${f.level} ${f.where}`,
      line: (side === "old" ? e.oldLines : e.newLines)[f[side].line - 1]?.trim(),
    }));
}

test("Twilio's document against itself has no finding", () => {
  expect(edited(() => {}).findings).toEqual([]);
});

test("a response property removed from a shared schema: every operation that returns it, at the property's line", () => {
  const e = edited((d) => {
    delete message(d).properties.price_unit;
  });
  const hits = found(e, "response-property-removed", "old");
  expect(hits.map((h) => h.at).sort()).toEqual([
    "CreateMessage client responses.201.content.application/json.schema.properties.price_unit",
    "FetchMessage client responses.200.content.application/json.schema.properties.price_unit",
    "ListMessage client responses.200.content.application/json.schema.properties.messages.items.properties.price_unit",
    "UpdateMessage client responses.200.content.application/json.schema.properties.price_unit",
  ]);
  for (const h of hits) expect(h.line).toMatch(/^"price_unit": \{/);
  expect(e.findings.filter((f) => f.level !== "client")).toEqual([]);
});

test("a required query parameter added: wire, on ListMessage, at the new parameter", () => {
  const e = edited((d) => {
    messages(d).get.parameters.push({
      name: "Channel",
      in: "query",
      required: true,
      schema: { type: "string" },
    });
  });
  expect(found(e, "new-required-request-parameter", "new")).toEqual([
    { at: "ListMessage wire parameters[query Channel]", line: "{" },
  ]);
  const f = e.findings[0];
  expect(e.newLines[f.new.line]).toMatch(/"name": "Channel"/);
});

test("an optional request parameter removed: client, on ListMessage, at its line in the old text", () => {
  const e = edited((d) => {
    messages(d).get.parameters = messages(d).get.parameters.filter((p: Json) => p.name !== "DateSent");
  });
  const [hit] = found(e, "request-parameter-removed", "old");
  expect(hit.at).toBe("ListMessage client parameters[query DateSent]");
  const f = e.findings.find((x) => x.rule === "request-parameter-removed")!;
  expect(e.oldLines.slice(f.old.line - 1, f.old.line + 2).join("\n")).toMatch(/"name": "DateSent"/);
});

test("a free string of a form body turned into an enum: wire, on CreateMessage", () => {
  const e = edited((d) => {
    form(d).ContentVariables.enum = ["{}"];
  });
  const hits = found(e, "request-property-became-enum", "new");
  expect(hits.map((h) => h.at)).toEqual([
    "CreateMessage wire requestBody.content.application/x-www-form-urlencoded.schema.properties.ContentVariables.enum",
  ]);
  expect(hits[0].line).toMatch(/^"enum": \[/);
});

test("a new value of a response enum: client, on each operation returning a message", () => {
  const e = edited((d) => {
    d.components.schemas.message_enum_status.enum.push("archived");
  });
  const hits = found(e, "response-property-enum-value-added", "new");
  expect(hits.map((h) => h.at.split(" ")[0]).sort()).toEqual([
    "CreateMessage",
    "FetchMessage",
    "ListMessage",
    "UpdateMessage",
  ]);
  for (const h of hits) expect(h.line).toBe('"archived"');
  // No request sends this enum: nothing is reported on the request side.
  expect(found(e, "request-property-enum-value-added", "new")).toEqual([]);
});

test("a path's server URL changed: wire, on each operation of the path, at the URL", () => {
  const e = edited((d) => {
    d.paths[MESSAGE].servers = [{ url: "https://messaging.twilio.com" }];
  });
  const hits = found(e, "api-server-url-changed", "new");
  expect(hits.map((h) => h.at).sort()).toEqual([
    "DeleteMessage wire servers[0].url",
    "FetchMessage wire servers[0].url",
    "UpdateMessage wire servers[0].url",
  ]);
  for (const h of hits) expect(h.line).toBe('"url": "https://messaging.twilio.com"');
});

test("a response property added: counted against typed SDKs that refuse unknown fields", () => {
  const e = edited((d) => {
    message(d).properties.region = { type: "string", nullable: true };
  });
  expect(found(e, "response-property-added", "new").map((h) => [h.at.split(" ")[0], h.line])).toContainEqual([
    "FetchMessage",
    '"region": {',
  ]);
});
