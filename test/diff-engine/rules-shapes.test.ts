/**
 * How the engine follows a document's shapes: OpenAPI 3.1 type lists, alternatives a request gains, discriminator
 * mappings, a shared schema used in both directions, renamed path parameters, recursion, and where each finding
 * is placed in both documents.
 */
import { LEVELS, type Level } from "../../src/diff/index";
import { brief, diffEdit, diffPair, type Json, listParams, petStore, pets, schemas } from "./pair";

test("OpenAPI 3.1 type lists: a response property that may now be null is found like 3.0's nullable", () => {
  const before: Json = { ...petStore(), openapi: "3.1.0" };
  const after: Json = { ...petStore(), openapi: "3.1.0" };
  after.components.schemas.Pet.allOf[1].properties.id.type = ["integer", "null"];
  expect(brief(diffPair(before, after))).toContain(
    "response-property-became-nullable wire GET /pets/{petId} responses.200.content.application/json.schema.properties.id.type",
  );
});

test("a request body that gains anyOf is checked inside each alternative", () => {
  const r = diffEdit((d) => {
    schemas(d).NewPet.anyOf = [
      { required: ["kind"] },
      { required: ["nickname"], properties: { nickname: { minLength: 2 } } },
    ];
  });
  expect(brief(r).filter((f) => f.includes("POST /pets requestBody"))).toEqual([
    "request-property-became-required wire POST /pets requestBody.content.application/json.schema.anyOf[0].required[0]",
    "request-property-min-length-set wire POST /pets requestBody.content.application/json.schema.anyOf[1].properties.nickname.minLength",
    "request-property-became-required wire POST /pets requestBody.content.application/json.schema.anyOf[1].required[0]",
  ]);
});

test("a discriminator's mapping: a value gone from a request, a new variant in a response", () => {
  const withAnimal = (mapping: Record<string, string>) => {
    const d = petStore();
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    schemas(d).Animal = {
      oneOf: [ref("Pet"), ref("Person")],
      discriminator: { propertyName: "kind", mapping },
    };
    pets(d).put = {
      requestBody: { content: { "application/json": { schema: ref("Animal") } } },
      responses: { "200": { description: "ok", content: { "application/json": { schema: ref("Animal") } } } },
    };
    return d;
  };
  const before = withAnimal({ pet: "#/components/schemas/Pet", person: "#/components/schemas/Person" });
  const after = withAnimal({ pet: "#/components/schemas/Pet", robot: "#/components/schemas/Person" });
  expect(brief(diffPair(before, after)).filter((f) => f.includes("discriminator"))).toEqual([
    "request-body-discriminator-mapping-deleted wire PUT /pets requestBody.content.application/json.schema.discriminator.mapping.person",
    "response-body-discriminator-mapping-added client PUT /pets responses.200.content.application/json.schema.discriminator.mapping.robot",
    "request-body-discriminator-mapping-added compatible PUT /pets requestBody.content.application/json.schema.discriminator.mapping.robot",
    "response-body-discriminator-mapping-deleted compatible PUT /pets responses.200.content.application/json.schema.discriminator.mapping.person",
  ]);
});

test("a document against itself has no finding", () => {
  expect(diffPair(petStore(), petStore()).findings).toEqual([]);
});

test("a shared schema's change is reported on each operation that uses it, in the direction it is used", () => {
  const r = diffEdit((d) => {
    schemas(d).NewPet.properties.kind.enum = ["cat", "dog", "bird"];
  });
  expect(brief(r)).toEqual([
    "response-property-enum-value-added client GET /pets responses.200.content.application/json.schema.items.properties.kind.enum[2]",
    "response-property-enum-value-added client POST /pets responses.201.content.application/json.schema.properties.kind.enum[2]",
    "response-property-enum-value-added client GET /pets/{petId} responses.200.content.application/json.schema.properties.kind.enum[2]",
    "request-property-enum-value-added compatible POST /pets requestBody.content.application/json.schema.properties.kind.enum[2]",
  ]);
});

test("a renamed path parameter is the same operation; a recursive schema terminates", () => {
  const r = diffEdit((d) => {
    const item = d.paths["/pets/{petId}"];
    item.parameters[0].name = "id";
    d.paths["/pets/{id}"] = item;
    delete d.paths["/pets/{petId}"];
    schemas(d).Person.properties.friend = { $ref: "#/components/schemas/Person" };
  });
  expect(brief(r).filter((f) => !f.includes("properties.friend"))).toEqual([]);
});

test("each finding places itself in both documents and says why in one sentence", () => {
  const after = petStore();
  listParams(after).push({ name: "owner", in: "query", required: true, schema: { type: "string" } });
  const r = diffPair(petStore(), after);
  const [f] = r.findings;
  expect(f).toMatchObject({
    operation: { method: "GET", path: "/pets", operationId: "listPets" },
    old: { pointer: "#/paths/~1pets/get" },
    new: { pointer: "#/paths/~1pets/get/parameters/3" },
  });
  const oldLines = JSON.stringify(petStore(), null, 2).split("\n");
  const newLines = JSON.stringify(after, null, 2).split("\n");
  expect(oldLines[f.old.line - 1]).toMatch(/^\s+"get": \{$/);
  // The parameter's object opens on its line; its name follows.
  expect(newLines.slice(f.new.line - 1, f.new.line + 1).join("\n")).toMatch(/^\s+\{\n\s+"name": "owner",$/);
  expect(f.message).toMatch(/^The new query parameter `owner` is required: .+\.$/);
  expect(r.worst).toBe<Level>("wire");
  expect(Object.keys(r.counts)).toEqual([...LEVELS]);
});
