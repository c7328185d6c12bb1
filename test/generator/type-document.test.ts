/**
 * The rewrite that keeps a body typed when it needs one of several fields: an `anyOf` of required sets beside
 * `properties` becomes an intersected union for openapi-typescript; other `anyOf`s and the input stay as
 * they were.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { typeDocument } from "../../src/compiler/type-document";

const nameOrNumber = {
  type: "object",
  required: ["country"],
  anyOf: [
    { required: ["name"], properties: { name: { minLength: 1 } } },
    { required: ["number"], properties: { number: { minLength: 1 } } },
  ],
  properties: { country: { type: "string" }, name: { type: "string" }, number: { type: "string" } },
};

test("an anyOf of required sets becomes an allOf member of object types that require them", () => {
  const doc = { components: { schemas: { Search: nameOrNumber } } };
  const typed = typeDocument(doc);
  expect(typed.components.schemas.Search).toEqual({
    type: "object",
    required: ["country"],
    properties: nameOrNumber.properties,
    allOf: [
      {
        anyOf: [
          { type: "object", required: ["name"], properties: { name: { type: "string" } } },
          { type: "object", required: ["number"], properties: { number: { type: "string" } } },
        ],
      },
    ],
  });
  expect(doc.components.schemas.Search).toBe(nameOrNumber);
  expect(nameOrNumber).toHaveProperty("anyOf");
});

test("an anyOf whose members test values, or one without properties beside it, is left alone", () => {
  const byValue = {
    type: "object",
    properties: { kind: { type: "string" }, url: { type: "string" } },
    anyOf: [{ properties: { kind: { enum: ["slack"] } }, required: ["url"] }, { not: { required: ["url"] } }],
  };
  const union = { anyOf: [{ required: ["a"] }, { required: ["b"] }] };
  expect(typeDocument({ byValue, union })).toEqual({ byValue, union });
});

test("the generated billing and identity bodies that need one of two fields are typed, not unknown", () => {
  const types = (slug: string) =>
    readFileSync(path.join(__dirname, "../../generated", slug, "types.ts"), "utf8");
  expect(types("billing")).toMatch(
    /CreditMemoChargeInput: \{[\s\S]*?\} & \(\{[\s\S]*?chargeId: string;[\s\S]*?\} \| \{[\s\S]*?productRatePlanChargeId: string;/,
  );
  expect(types("identity-verification")).toMatch(
    /organisationName: string;[\s\S]*?\} \| \{[\s\S]*?organisationNumber: string;/,
  );
});
