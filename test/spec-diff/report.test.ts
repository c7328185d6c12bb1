/**
 * The breaking-change report on a scratch copy: the specs are committed to a fresh git repository, then the
 * edits of test/drift/edits.ts and a few more are made in its working tree. Each edit must be reported on its
 * operation with the right verdict, at a spec line that shows the change; the CI check (`--check`) fails
 * until every breaking one is approved, by a raised major version or by the entry the report prints for it.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { type Approval, approvalEntry } from "../../src/diff/approval";
import { buildReport, type Report, type ReportedChange } from "../../src/diff/spec-report";
import { edits, type Json, obj, operation, parameter, type ReportedEdit } from "../drift/edits";
import { applyEdits, removeScratch, runNode, scratchCopy, tsx } from "../drift/scratch";

const MINUTE = 60_000;

function components(doc: Json, kind: string): Json {
  return obj(obj(doc.components, "components")[kind], `components.${kind}`);
}

/** Adds a value to an enum that is both sent (settings updates) and received (settings); idempotent. */
function widenEnrollmentLevel(doc: Json): void {
  const service = obj(components(doc, "schemas").EnrolledService, "EnrolledService");
  const level = obj(obj(service.properties, "properties").enrollmentLevel, "enrollmentLevel");
  const values = level.enum as string[];
  if (!values.includes("ENROLLMENT_LEVEL_PROJECT")) level.enum = [...values, "ENROLLMENT_LEVEL_PROJECT"];
}

/** What the issue asks the report to tell apart, beyond the handler-drift edits. */
const more: ReportedEdit[] = [
  {
    title: "remove an operation",
    slug: "api-keys",
    apply: (doc) => {
      delete obj(doc.paths, "paths")["/v2/keys:lookupKey"];
    },
    report: {
      operationId: "lookupKey",
      verdict: "wire",
      action: "remove",
      where: "operation",
      line: /^\s+get:/,
    },
  },
  {
    title: "make a parameter required",
    slug: "api-keys",
    apply: (doc) => {
      parameter(doc, operation(doc, "listKeys"), "showDeleted").required = true;
    },
    report: {
      operationId: "listKeys",
      verdict: "wire",
      action: "add",
      where: "parameters[query showDeleted].required",
      line: /required: true/,
    },
  },
  {
    title: "narrow a request parameter's enum",
    slug: "access-approval",
    apply: (doc) => {
      const schema = obj(components(doc, "parameters").filter, "filter").schema as Json;
      schema.enum = (schema.enum as string[]).filter((v) => v !== "HISTORY");
    },
    report: {
      operationId: "listFolderApprovalRequests",
      verdict: "wire",
      action: "remove",
      where: "parameters[query filter].schema.enum[5]",
      line: /HISTORY/,
    },
  },
  ...(["updateProjectAccessApprovalSettings", "getProjectAccessApprovalSettings"] as const).map(
    (operationId): ReportedEdit => ({
      title: `widen an enum ${operationId.startsWith("update") ? "a client sends" : "a client receives"}`,
      slug: "access-approval",
      apply: widenEnrollmentLevel,
      report:
        operationId === "updateProjectAccessApprovalSettings"
          ? {
              operationId,
              verdict: "compatible",
              action: "add",
              where:
                "requestBody.content.application/json.schema.properties.enrolledServices.items.properties.enrollmentLevel.enum[2]",
              line: /ENROLLMENT_LEVEL_PROJECT/,
            }
          : {
              // A client that switches over the values it knows meets one it does not.
              operationId,
              verdict: "client",
              action: "add",
              where:
                "responses.200.content.application/json.schema.properties.enrolledServices.items.properties.enrollmentLevel.enum[2]",
              line: /ENROLLMENT_LEVEL_PROJECT/,
            },
    }),
  ),
  {
    title: "stop promising a response field",
    slug: "branch-lookup",
    apply: (doc) => {
      const meta = obj(components(doc, "schemas").Meta, "Meta");
      meta.required = (meta.required as string[]).filter((f) => f !== "TermsOfUse");
    },
    report: {
      operationId: "listBranches",
      verdict: "wire",
      action: "remove",
      where: "responses.200.content.application/json.schema.properties.meta.required[4]",
      line: /TermsOfUse/,
    },
  },
  {
    title: "add an optional query parameter",
    slug: "branch-lookup",
    apply: (doc) => {
      operation(doc, "listBranchesByPostcode").parameters = [
        { name: "limit", in: "query", schema: { type: "integer", minimum: 1 } },
      ];
    },
    report: {
      operationId: "listBranchesByPostcode",
      verdict: "compatible",
      action: "add",
      where: "parameters[query limit]",
      line: /name: limit/,
    },
  },
  {
    title: "replace the document's security scheme",
    slug: "access-approval",
    apply: (doc) => {
      components(doc, "securitySchemes").apiKeyHeader = { type: "apiKey", in: "header", name: "x-api-key" };
      doc.security = [{ apiKeyHeader: [] }];
    },
    report: { verdict: "wire", action: "remove", where: "security[0].oauth", line: /- oauth: \[\]/ },
  },
];

const all = [...edits, ...more];

/** Documentation only: no client sees it, so the report names no change for it. */
function rewordEnrolledAncestor(doc: Json): void {
  const settings = obj(components(doc, "schemas").AccessApprovalSettings, "AccessApprovalSettings");
  obj(obj(settings.properties, "properties").enrolledAncestor, "enrolledAncestor").description = "Reworded.";
}
let dir: string | undefined;
let report: Report;

function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: dir, encoding: "utf8" });
}

function commit(message: string): void {
  git("add", "-A");
  git("-c", "user.name=test", "-c", "user.email=test@localhost", "commit", "-q", "-m", message);
}

function specDiff(...args: string[]) {
  return runNode(dir!, [tsx, "scripts/spec-diff.ts", ...args], 2 * MINUTE);
}

function editSpec(slug: string, change: (doc: Json) => void): void {
  const file = path.join(dir!, "specs", `${slug}.yaml`);
  const doc = yaml.load(readFileSync(file, "utf8")) as Json;
  change(doc);
  writeFileSync(file, yaml.dump(doc, { lineWidth: -1, noRefs: true }));
}

function reported(edit: ReportedEdit): ReportedChange[] {
  const spec = report.specs.find((s) => s.file === `specs/${edit.slug}.yaml`);
  return (spec?.changes ?? []).filter(
    (c) => c.operation?.operationId === edit.report.operationId && c.where === edit.report.where,
  );
}

beforeAll(() => {
  dir = scratchCopy(["package.json", "specs", "scripts", "src"]);
  // The approvals the real specs carry approve changes of their own past; here they would only be stale.
  for (const file of readdirSync(path.join(dir, "specs"))) {
    const at = path.join(dir, "specs", file);
    writeFileSync(at, readFileSync(at, "utf8").replace(/^x-breaking-change-approved:\n(?:[ -].*\n)*/m, ""));
  }
  git("init", "-q");
  commit("specs as they are");
  applyEdits(dir, all);
  editSpec("access-approval", rewordEnrolledAncestor);
  report = buildReport({ root: dir, base: "HEAD", baseCommit: git("rev-parse", "HEAD").trim() });
});

afterAll(() => removeScratch(dir));

test.each(all.map((e) => [e.title, e] as const))("%s: reported with its verdict and line", (_, edit) => {
  const found = reported(edit);
  expect(found.map((c) => ({ verdict: c.verdict, action: c.action }))).toEqual([
    { verdict: edit.report.verdict, action: edit.report.action },
  ]);
  const change = found[0];
  const text =
    change.version === "HEAD"
      ? git("show", `HEAD:${change.file}`)
      : readFileSync(path.join(dir!, change.file), "utf8");
  expect(text.split("\n")[change.line - 1]).toMatch(edit.report.line);
});

test("a reworded description is no change a client sees", () => {
  const spec = report.specs.find((s) => s.file === "specs/access-approval.yaml");
  expect(spec?.changes.length).toBeGreaterThan(0);
  expect(spec?.changes.filter((c) => c.where.includes("enrolledAncestor"))).toEqual([]);
});

test("specs nobody edited are listed as unchanged", () => {
  const edited = new Set(all.map((e) => `specs/${e.slug}.yaml`));
  expect(report.specs.map((s) => s.file).sort()).toEqual([...edited].sort());
  expect(report.unchanged.every((f) => !edited.has(f))).toBe(true);
});

test("the CI check fails on the unapproved breaking changes and names them", () => {
  const r = specDiff("--check", "--base", "HEAD");
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(/breaking change\(s\) against HEAD not approved/);
  for (const edit of all.filter((e) => e.report.verdict !== "compatible")) {
    expect(r.stdout).toContain(reported(edit)[0]?.pointer ?? `no ${edit.title}`);
  }
});

test("JSON output carries the same report", () => {
  const r = specDiff("--format", "json", "--base", "HEAD");
  expect(r.status).toBe(0);
  const json = JSON.parse(r.stdout) as Report;
  expect(json.specs.map((s) => [s.file, s.counts])).toEqual(report.specs.map((s) => [s.file, s.counts]));
});

test("an approval note without a reason is refused", () => {
  editSpec("message-content", (doc) => {
    const entries = approvalsOf("message-content").map((a) => ({ ...a, reason: "" }));
    doc["x-breaking-change-approved"] = entries;
  });
  const r = specDiff("--check", "--base", "HEAD", "message-content");
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(/approval\(s\) do not name the change they approve/);
  expect(r.stdout).toMatch(
    /approval 0 has no reason: x-breaking-change-approved must be a list of \{operation, pointer, change, reason\}/,
  );
});

/** The entries the report prints for a spec's unapproved changes, one per spec edit. */
function approvalsOf(slug: string): Approval[] {
  const spec = report.specs.find((s) => s.file === `specs/${slug}.yaml`);
  const entries = new Map(
    (spec?.unapproved ?? []).map((c) => [JSON.stringify(approvalEntry(c)), approvalEntry(c)]),
  );
  expect(entries.size).toBeGreaterThan(0);
  return [...entries.values()];
}

test("a raised major version or an approval of each breaking change lets the check pass", () => {
  const approve = (slug: string, reason: string) =>
    editSpec(slug, (doc) => {
      doc["x-breaking-change-approved"] = approvalsOf(slug).map((a) => ({ ...a, reason }));
    });
  approve("message-content", "Content is created synchronously: 200.");
  approve("config-delivery", "The name field follows the SDK.");
  approve("code-profiler", "maxDepth is sent as text by the profiler's SDK.");
  approve("access-approval", "Keys replace OAuth tokens; HISTORY is the other filters together.");
  editSpec("api-keys", (doc) => {
    obj(doc.info, "info").version = "v3";
  });
  editSpec("branch-lookup", (doc) => {
    obj(doc.info, "info").version = "3.0";
  });
  const r = specDiff("--check", "--base", "HEAD");
  expect(r).toMatchObject({ status: 0, stderr: "" });
  expect(r.stdout).toMatch(/no unapproved breaking change against HEAD/);
  expect(r.stdout).not.toMatch(/stale/);
});
