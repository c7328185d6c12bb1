/** A small document and an edited copy of it, diffed: the pairs the engine's rule tests are made of. */
import { type DiffReport, diffDocuments, type Finding, loadedDocument } from "../../src/diff/index";

// biome-ignore lint/suspicious/noExplicitAny: the edits reach deep into a document literal of known shape
export type Json = Record<string, any>;

/** A pet store small enough to read, with what the rules need: refs, allOf, oneOf, security and servers. */
export function petStore(): Json {
  return {
    openapi: "3.0.3",
    info: { title: "Pets", version: "1.0.0" },
    servers: [{ url: "https://api.example.com/v1" }],
    security: [{ key: [] }],
    paths: {
      "/pets": {
        get: {
          operationId: "listPets",
          parameters: [
            { name: "limit", in: "query", schema: { type: "integer", maximum: 100 } },
            { name: "status", in: "query", schema: { type: "string", enum: ["available", "sold"] } },
            { name: "tag", in: "query", schema: { type: "string" } },
          ],
          responses: {
            "200": {
              description: "Pets",
              headers: { "X-Total": { required: true, schema: { type: "integer" } } },
              content: {
                "application/json": {
                  schema: { type: "array", items: { $ref: "#/components/schemas/Pet" } },
                },
              },
            },
            "400": { description: "Bad", content: { "application/json": { schema: { type: "object" } } } },
          },
        },
        post: {
          operationId: "createPet",
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/NewPet" } } },
          },
          responses: {
            "201": {
              description: "Made",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
            },
          },
        },
      },
      "/pets/{petId}": {
        parameters: [{ name: "petId", in: "path", required: true, schema: { type: "string" } }],
        get: {
          operationId: "getPet",
          responses: {
            "200": {
              description: "A pet",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
            },
          },
        },
      },
    },
    components: {
      securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Key" } },
      schemas: {
        NewPet: {
          type: "object",
          required: ["name"],
          properties: {
            name: { type: "string", maxLength: 50 },
            kind: { type: "string", enum: ["cat", "dog"] },
            nickname: { type: "string" },
          },
        },
        Pet: {
          allOf: [
            { $ref: "#/components/schemas/NewPet" },
            {
              type: "object",
              required: ["id", "status"],
              properties: {
                id: { type: "integer" },
                status: { type: "string", enum: ["available", "sold"] },
                owner: { oneOf: [{ $ref: "#/components/schemas/Person" }, { type: "string" }] },
              },
            },
          ],
        },
        Person: { type: "object", properties: { name: { type: "string" } } },
      },
    },
  };
}

/** Places in the pet store an edit reaches for. */
export const pets = (d: Json) => d.paths["/pets"];
export const listParams = (d: Json) => pets(d).get.parameters;
export const param = (d: Json, name: string) => listParams(d).find((p: Json) => p.name === name);
export const schemas = (d: Json) => d.components.schemas;
export const petPart = (d: Json) => schemas(d).Pet.allOf[1];

export function diffPair(before: Json, after: Json): DiffReport {
  return diffDocuments(
    loadedDocument("old.json", JSON.stringify(before, null, 2)),
    loadedDocument("new.json", JSON.stringify(after, null, 2)),
  );
}

/** Diffs the pet store against a copy `edit` changes. */
export function diffEdit(edit: (doc: Json) => void): DiffReport {
  const after = petStore();
  edit(after);
  return diffPair(petStore(), after);
}

/** The findings of a rule, as `rule level METHOD /path where` lines (compact to compare in a test). */
export function brief(r: DiffReport, rule?: string): string[] {
  return r.findings
    .filter((f: Finding) => rule === undefined || f.rule === rule)
    .map(
      (f) =>
        `${f.rule} ${f.level} ${f.operation ? `${f.operation.method} ${f.operation.path} ` : ""}${f.where}`,
    );
}
