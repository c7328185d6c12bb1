/**
 * An answer made to pass its check (records.ts `conform`): what the check finds missing is taken from a
 * sample generated from the schema, including where the sample has no such member because a nullable member
 * above it is null, as GitHub's `performed_via_github_app` often is in a generated issue.
 */
import Ajv from "ajv";
import { conform } from "../../src/any-spec/stateful/records";

const ajv = new Ajv({ allErrors: true });
const validate = ajv.compile({
  type: "object",
  required: ["title", "app"],
  properties: {
    title: { type: "string" },
    app: {
      type: ["object", "null"],
      required: ["owner"],
      properties: {
        owner: { type: "object", required: ["login"], properties: { login: { type: "string" } } },
      },
    },
  },
});

test("a member missing under a nullable member the sample has null takes the sample's null", () => {
  const value = { title: "kept", app: { owner: {} } };
  expect(validate(value)).toBe(false);
  const fixed = conform(value, validate, () => ({ title: "sample", app: null }));
  expect(fixed).toEqual({ title: "kept", app: null });
  expect(validate(fixed)).toBe(true);
});

test("a member the sample has is taken from it, the rest of the value stays", () => {
  const fixed = conform({ title: "kept", app: { owner: {} } }, validate, () => ({
    title: "sample",
    app: { owner: { login: "octocat" } },
  }));
  expect(fixed).toEqual({ title: "kept", app: { owner: { login: "octocat" } } });
});
