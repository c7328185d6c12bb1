/**
 * A mounted document's validators are compiled on first use: a schema Ajv cannot compile (what no rule of the
 * compiler foresaw) does not stop the other operations, is left unchecked and said once it is met; read
 * strictly, every validator is compiled at start and that schema refuses the document, with where it is.
 */
import { CompileRefusal, compileSpec } from "../../src/any-spec/compile";
import { mountCompiled } from "../../src/any-spec/mounted-spec";
import type { Obj } from "../../src/compiler/openapi-document";

/** Two operations; the second's response names a component the document does not have. */
const doc: Obj = {
  openapi: "3.0.3",
  info: { title: "Shelf", version: "1" },
  paths: {
    "/books": {
      post: {
        operationId: "addBook",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Book" } } },
        },
        responses: { "201": { description: "added" } },
      },
    },
    "/books/{id}": {
      get: {
        operationId: "getBook",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        responses: {
          "200": {
            description: "a book",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    book: { $ref: "#/components/schemas/Book" },
                    shelf: { $ref: "#/components/schemas/Shelf" },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Book: { type: "object", required: ["title"], properties: { title: { type: "string", minLength: 1 } } },
    },
  },
};

const mount = (compiled: ReturnType<typeof compileSpec>) =>
  mountCompiled(
    { name: "shelf", target: { kind: "mock", policy: "enforce" }, file: "shelf.json", cached: false },
    compiled,
  );

test("read tolerantly, the document is served; a schema Ajv cannot compile is unchecked once it is first used", () => {
  const spec = mount(compileSpec("shelf.json", doc));
  expect(spec.warnings).toEqual([]);
  const add = spec.validation.addBook.body?.content["application/json"];
  expect(add?.({ title: "" })).toBe(false);
  expect(add?.errors?.[0]).toMatchObject({ instancePath: "/title", keyword: "minLength" });
  expect(add?.({ title: "Dune" })).toBe(true);
  // Nothing has asked for getBook's response validator yet: nothing is said of it.
  expect(spec.unchecked).toEqual([]);
  const parameters = spec.validation.getBook.validateParameters;
  expect(parameters({ query: {}, headers: {}, params: { id: "x" } })).toBe(false);
  const response = spec.validation.getBook.responses["200"]["application/json"];
  expect(response?.({ anything: true })).toBe(true);
  const where = "#/paths/~1books~1{id}/get/responses/200";
  expect(spec.warnings).toEqual([
    expect.objectContaining({
      pointer: where,
      rule: "schema-compile",
      message: expect.stringMatching(/can't resolve reference/),
    }),
  ]);
  expect(spec.unchecked).toEqual([expect.objectContaining({ pointer: where })]);
  // Said once, however often it runs.
  response?.({});
  expect(spec.warnings).toHaveLength(1);
});

test("read strictly, every validator is compiled at start and that schema refuses the document, with where", () => {
  let refusal: unknown;
  try {
    compileSpec("shelf.json", doc, { strict: true });
  } catch (err) {
    refusal = err;
  }
  expect(refusal).toBeInstanceOf(CompileRefusal);
  expect(refusal).toMatchObject({
    pointer: "#/paths/~1books~1{id}/get/responses/200",
    rule: "schema-compile",
    problem: expect.stringMatching(/^a schema cannot be compiled: can't resolve reference/),
  });
});
