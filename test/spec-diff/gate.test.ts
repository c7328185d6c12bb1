/**
 * The breaking-change gate on a scratch git repository holding the specs: an approval opens it for the one
 * change it names, pasted as the report prints it; another change of the same operation stays closed;
 * approvals that match no change are reported; a raised major version needs none. The tests run in order,
 * the first committing an approved change the others build on.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { NOTE } from "../../src/diff/approval";
import { type Json, obj, operation, parameter } from "../drift/edits";
import { removeScratch, runNode, scratchCopy, tsx } from "../drift/scratch";

const MINUTE = 60_000;
const KEYS = "specs/api-keys.yaml";
const DISPLAY_NAME = "#/components/schemas/Key/properties/displayName/maxLength";
let dir: string | undefined;

function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: dir, encoding: "utf8" });
}

function specDiff(...args: string[]) {
  return runNode(dir!, [tsx, "scripts/spec-diff.ts", ...args, "api-keys"], 2 * MINUTE);
}

function editKeys(change: (doc: Json) => void): void {
  const file = path.join(dir!, KEYS);
  const doc = yaml.load(readFileSync(file, "utf8")) as Json;
  change(doc);
  writeFileSync(file, yaml.dump(doc, { lineWidth: -1, noRefs: true }));
}

function narrowKeyId(doc: Json): void {
  obj(parameter(doc, operation(doc, "createKey"), "keyId").schema, "keyId schema").maxLength = 60;
}

/** The edit: a display name of 41 to 63 characters, accepted before, is refused. */
function narrowDisplayName(doc: Json): void {
  const key = obj(obj(obj(doc.components, "components").schemas, "schemas").Key, "Key");
  obj(obj(key.properties, "properties").displayName, "displayName").maxLength = 40;
}

/** The entries the text report prints to paste, read back as YAML. */
function printedEntries(stdout: string): Json[] {
  const lines = stdout.split("\n");
  const start = lines.findIndex((l) => l.includes("write each reason")) + 1;
  expect(start).toBeGreaterThan(0);
  const end = lines.findIndex((l, i) => i >= start && !l.startsWith("    "));
  const block = yaml.load(
    lines
      .slice(start, end)
      .map((l) => l.slice(4))
      .join("\n"),
  );
  return (Array.isArray(block) ? block : obj(block, "pasted note")[NOTE]) as Json[];
}

/** Pastes the report's entries into the spec's note, each with a reason. */
function paste(entries: Json[], reason: string): void {
  editKeys((doc) => {
    const note = (doc[NOTE] as Json[] | undefined) ?? [];
    doc[NOTE] = [...note, ...entries.map((e) => ({ ...e, reason }))];
  });
}

beforeAll(() => {
  dir = scratchCopy(["package.json", "specs", "scripts", "src"]);
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("-c", "user.name=test", "-c", "user.email=test@localhost", "commit", "-q", "-m", "specs as they are");
});

afterAll(() => removeScratch(dir));

afterEach(() => {
  git("checkout", "-q", "--", "specs");
});

test("the report prints the entry that approves a change; pasted with a reason, it opens the gate", () => {
  editKeys(narrowKeyId);
  const closed = specDiff("--check", "--base", "HEAD");
  expect(closed.status).toBe(1);
  const entries = printedEntries(closed.stdout);
  expect(entries).toEqual([
    {
      operation: "createKey",
      pointer:
        "#/paths/~1v2~1projects~1{project}~1locations~1{location}~1keys/post/parameters/0/schema/maxLength",
      change: "63 → 60",
      reason: "",
    },
  ]);
  paste(entries, "Key ids are at most 60 characters.");
  const open = specDiff("--check", "--base", "HEAD");
  expect(open).toMatchObject({ status: 0, stderr: "" });
  expect(open.stdout).toMatch(
    /BREAKING ok\s+replace\s+parameters\[query keyId\]\.schema\.maxLength: 63 → 60/,
  );
  expect(open.stdout).toContain("approved: Key ids are at most 60 characters.");
  git("-c", "user.name=test", "-c", "user.email=test@localhost", "commit", "-q", "-am", "keyId narrowed");
});

test("a new breaking change beside an approval of another change of the same operation fails", () => {
  editKeys(narrowDisplayName);
  // Against the commit before the keyId change, its approval is live: it still covers only that change.
  const r = specDiff("--check", "--base", "HEAD~1");
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(/1 breaking change\(s\) against HEAD~1 not approved/);
  expect(r.stdout).toMatch(/BREAKING ok\s+replace\s+parameters\[query keyId\]/);
  expect(r.stdout).not.toMatch(/BREAKING ok\s+replace\s+requestBody\S+displayName/);
  expect(r.stdout).toMatch(
    /BREAKING\s+replace\s+requestBody\.content\.application\/json\.schema\.properties\.displayName\.maxLength: 63 → 40/,
  );
  expect(printedEntries(r.stdout)).toEqual([
    { operation: "createKey", pointer: DISPLAY_NAME, change: "63 → 40", reason: "" },
  ]);
  // Against HEAD, as the check runs on the commit after: the old approval is stale and opens nothing.
  const next = specDiff("--check", "--base", "HEAD");
  expect(next.status).toBe(1);
  expect(next.stderr).toMatch(/1 breaking change\(s\) against HEAD not approved/);
  expect(next.stderr).toMatch(/warning: 1 stale approval\(s\) already at HEAD/);
});

test("the same change with its own approval passes", () => {
  editKeys(narrowDisplayName);
  paste(printedEntries(specDiff("--base", "HEAD~1").stdout), "The console shows 40 characters.");
  const r = specDiff("--check", "--base", "HEAD~1");
  expect(r).toMatchObject({ status: 0, stderr: "" });
  expect(r.stdout).toMatch(/no unapproved breaking change against HEAD~1/);
  expect(r.stdout).not.toMatch(/stale/);
});

test("an approval already at the base that matches nothing is reported with a warning", () => {
  const r = specDiff("--check", "--base", "HEAD");
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/approvals that match no change against HEAD \(stale\):/);
  expect(r.stdout).toMatch(/specs\/api-keys\.yaml:\d+ {2}createKey {2}#\/paths\/\S+\/maxLength {2}63 → 60/);
  expect(r.stdout).toMatch(/already at the base/);
  expect(r.stderr).toBe("spec-diff --check: warning: 1 stale approval(s) already at HEAD; remove them\n");
});

test("an approval written since the base that matches no change fails the check", () => {
  editKeys((doc) => {
    doc[NOTE] = [
      ...(doc[NOTE] as Json[]),
      { operation: "createKey", pointer: DISPLAY_NAME, change: "63 → 30", reason: "Not this change." },
    ];
  });
  const r = specDiff("--check", "--base", "HEAD");
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(/1 approval\(s\) written since HEAD approve no change/);
  expect(r.stdout).toMatch(
    /createKey {2}#\/components\/schemas\/Key\/properties\/displayName\/maxLength {2}63 → 30\n\s+written since the base/,
  );
});

test("an approval naming only its operation approves nothing, and the report still prints the entries", () => {
  editKeys(narrowDisplayName);
  editKeys((doc) => {
    doc[NOTE] = [{ change: "createKey", reason: "Every change of createKey." }];
  });
  const r = specDiff("--check", "--base", "HEAD");
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(/1 breaking change\(s\) against HEAD not approved/);
  expect(r.stderr).toMatch(/1 approval\(s\) do not name the change they approve/);
  expect(r.stdout).toMatch(/specs\/api-keys\.yaml:\d+: approval 0 \(change: createKey\) has no pointer/);
  expect(printedEntries(r.stdout)).toEqual([
    { operation: "createKey", pointer: DISPLAY_NAME, change: "63 → 40", reason: "" },
  ]);
});

test("a raised major version lets a breaking change pass without an approval", () => {
  editKeys((doc) => {
    narrowDisplayName(doc);
    delete doc[NOTE];
    obj(doc.info, "info").version = "v3";
  });
  const r = specDiff("--check", "--base", "HEAD");
  expect(r).toMatchObject({ status: 0, stderr: "" });
  expect(r.stdout).toMatch(/BREAKING ok\s+replace\s+requestBody\S+displayName\.maxLength: 63 → 40/);
  expect(r.stdout).toMatch(
    /breaking changes allowed: the major version was raised \(info\.version v2 → v3\)/,
  );
});
