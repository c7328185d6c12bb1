/** When a breaking change is allowed: the major part of info.version, and which change an approval names. */
import {
  type Approval,
  approvalEntry,
  approvalFor,
  changeText,
  majorRaised,
  readApprovals,
} from "../../src/diff/approval";
import type { Change } from "../../src/diff/spec-change";

test.each([
  ["v1", "v2", true],
  ["v2", "v2", false],
  ["2.2", "3.0", true],
  ["2.2", "2.9", false],
  ["1.4.0", "2.0.0", true],
  ["2019-10-09", "2021-01-01", true],
  ["2019-10-09", "2019-10-09", false],
  ["v3", "v2", false],
  // Different schemes, or no number at all, never count as a raise.
  ["2019-10-09", "v2", false],
  ["beta", "gamma", false],
  [undefined, "v1", false],
])("info.version %s → %s raises the major part: %s", (before, after, raised) => {
  expect(majorRaised(before, after)).toBe(raised);
});

const change: Change = {
  verdict: "wire",
  rule: "request-property-max-length-decreased",
  action: "replace",
  operation: { method: "POST", path: "/v1/Content", operationId: "createContent" },
  where: "requestBody.content.application/json.schema.properties.friendly_name.maxLength",
  before: 64,
  after: 32,
  description: "maxLength 64 → 32: values clients sent before are refused now.",
  pointer: "#/components/schemas/ContentCreateRequest/properties/friendly_name/maxLength",
  file: "specs/message-content.yaml",
  line: 55,
  version: "working tree",
};

const exact: Approval = {
  operation: "createContent",
  pointer: "#/components/schemas/ContentCreateRequest/properties/friendly_name/maxLength",
  change: "64 → 32",
  reason: "why",
};

test("the entry printed for a change is the approval that matches it", () => {
  expect(approvalEntry(change)).toEqual({ ...exact, reason: "" });
  expect(approvalFor(change, [exact])).toBe(exact);
});

test.each([
  ["another operation", { operation: "fetchContent" }],
  ["no operation", { operation: undefined }],
  [
    "another node of the same operation",
    { pointer: "#/components/schemas/ContentCreateRequest/properties/language" },
  ],
  ["a prefix of the pointer", { pointer: "#/components/schemas/ContentCreateRequest" }],
  ["other values", { change: "64 → 16" }],
])("an approval for %s does not match", (_, differs) => {
  expect(approvalFor(change, [{ ...exact, ...differs }])).toBeUndefined();
});

test("an operation without an operationId is named by method and path; a document change by none", () => {
  const unnamed = { ...change, operation: { ...change.operation!, operationId: undefined } };
  expect(approvalEntry(unnamed).operation).toBe("POST /v1/Content");
  expect("operation" in approvalEntry({ ...change, operation: undefined })).toBe(false);
});

test("long values are named by a fingerprint of both sides, the same for the same values in any key order", () => {
  const before = { type: "object", properties: { a: { type: "string" }, b: { type: "integer" } } };
  const reordered = { properties: { b: { type: "integer" }, a: { type: "string" } }, type: "object" };
  const text = changeText({ before, after: undefined });
  expect(text).toMatch(/^sha256:[0-9a-f]{16}$/);
  expect(changeText({ before: reordered, after: undefined })).toBe(text);
  expect(changeText({ before: undefined, after: before })).not.toBe(text);
  expect(changeText({ before: "a", after: undefined })).toBe('"a" → (none)');
});

test.each([
  ["not a list", { change: "x", reason: "y" }, /must be a list/],
  [
    "only an operation, as approvals once were",
    [{ change: "createContent", reason: "y" }],
    /approval 0 \(change: createContent\) has no pointer/,
  ],
  ["no reason", [{ ...exact, reason: " " }], /approval 0 has no reason/],
  ["an unknown field", [{ ...exact, scope: "all" }], /approval 0 has unknown scope/],
])("an approval note with %s is a problem, not an approval", (_, note, message) => {
  const read = readApprovals({ "x-breaking-change-approved": note });
  expect(read.approvals).toEqual([]);
  expect(read.problems.map((p) => p.message)).toEqual([expect.stringMatching(message)]);
});
