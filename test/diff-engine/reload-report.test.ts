/** A `--watch` reload says what the new version of a mounted document breaks, by the engine's findings. */

import type { MountedSpec } from "../../src/any-spec/mounted-spec";
import { reloadReport } from "../../src/any-spec/reload-report";
import { type Json, petStore } from "./pair";

/** What a reload report reads of a mounted document: its file, operations and the document as served. */
function served(document: Json): MountedSpec {
  const operations = Object.entries(document.paths as Json).flatMap(([path, item]) =>
    Object.keys(item as Json)
      .filter((k) => k !== "parameters")
      .map((method) => ({ method, path })),
  );
  return { file: "pets.json", document, operations } as unknown as MountedSpec;
}

test("a reload that adds a required parameter and an operation reports both", () => {
  const after = petStore();
  after.paths["/pets"].get.parameters.push({
    name: "owner",
    in: "query",
    required: true,
    schema: { type: "string" },
  });
  after.paths["/owners"] = { get: { responses: { "200": { description: "Owners" } } } };
  expect(reloadReport(served(petStore()), served(after))).toEqual({
    added: ["GET /owners"],
    removed: [],
    breaking: ["wire new-required-request-parameter GET /pets parameters[query owner]"],
  });
});

test("a reload of the same document reports nothing", () => {
  expect(reloadReport(served(petStore()), served(petStore()))).toEqual({
    added: [],
    removed: [],
    breaking: [],
  });
});
