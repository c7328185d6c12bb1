/** When a breaking change is allowed: the major part of info.version, and the approval note's matching. */
import { type Approval, approvalFor, majorRaised, readApprovals } from "../../scripts/spec-diff/approval";
import type { Change } from "../../scripts/spec-diff/compare";

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
  verdict: "breaking",
  action: "remove",
  operation: {
    method: "POST",
    path: "/v1/Content",
    operationId: "createContent",
    pointer: "#/paths/~1v1~1Content/post",
  },
  where: "responses.201",
  pointer: "#/paths/~1v1~1Content/post/responses/201",
  file: "specs/message-content.yaml",
  line: 55,
  version: "HEAD",
};

test.each([
  ["createContent", true],
  ["#/paths/~1v1~1Content/post", true],
  ["#/paths/~1v1~1Content/post/responses/201", true],
  ["#/paths/~1v1~1Content/post/responses/20", false],
  ["#/paths/~1v1~1Content/get", false],
  ["fetchContent", false],
])("an approval of %s covers the removed 201 of createContent: %s", (name, covers) => {
  const approvals: Approval[] = [{ change: name, reason: "why" }];
  expect(approvalFor(change, approvals) !== undefined).toBe(covers);
});

test.each([
  ["not a list", { change: "x", reason: "y" }],
  ["no reason", [{ change: "x" }]],
  ["an empty reason", [{ change: "x", reason: " " }]],
  ["no change", [{ reason: "y" }]],
])("an approval note with %s is refused", (_, note) => {
  expect(() => readApprovals({ "x-breaking-change-approved": note }, "specs/a.yaml")).toThrow(
    /specs\/a.yaml: x-breaking-change-approved must be a list of \{change, reason\}/,
  );
});
