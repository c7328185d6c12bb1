/**
 * The base `make check-breaking` compares with when none is named: the fork point from main on a branch, the
 * previous commit on main, in the repository itself and in clones of it as CI makes them. Scratch
 * repositories of one file: the specs play no part in choosing the base.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defaultCiBase, GitError } from "../../src/diff/git";

let top: string;
let repo: string;
const commits: Record<string, string> = {};

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

function commit(name: string): void {
  writeFileSync(path.join(repo, "file"), name);
  git(repo, "add", "file");
  git(repo, "-c", "user.name=test", "-c", "user.email=test@localhost", "commit", "-q", "-m", name);
  commits[name] = git(repo, "rev-parse", "HEAD");
}

function clone(name: string, ...args: string[]): string {
  const dir = path.join(top, name);
  git(top, "clone", "-q", ...args, dir);
  return dir;
}

beforeAll(() => {
  top = mkdtempSync(path.join(os.tmpdir(), "gateway-base-"));
  repo = path.join(top, "repo");
  git(top, "init", "-q", "-b", "main", repo);
  commit("first");
  expect(defaultCiBase(repo)).toBeUndefined();
  commit("main-1");
  commit("main-2");
  git(repo, "checkout", "-q", "-b", "feature");
});

afterAll(() => rmSync(top, { recursive: true, force: true }));

test("a branch without commits of its own is compared with its fork point, not main's previous commit", () => {
  expect(defaultCiBase(repo)).toEqual({ ref: "merge-base(HEAD, main)", commit: commits["main-2"] });
});

test("a branch with commits, and a detached checkout of one, is compared with its fork point", () => {
  commit("feature-1");
  commit("feature-2");
  expect(defaultCiBase(repo)).toEqual({ ref: "merge-base(HEAD, main)", commit: commits["main-2"] });
  git(repo, "checkout", "-q", "--detach", "HEAD");
  expect(defaultCiBase(repo)?.commit).toBe(commits["main-2"]);
  git(repo, "checkout", "-q", "feature");
});

test("main, checked out or detached, is compared with its previous commit", () => {
  git(repo, "checkout", "-q", "main");
  expect(defaultCiBase(repo)).toEqual({ ref: "HEAD^1", commit: commits["main-1"] });
  git(repo, "checkout", "-q", "--detach", "main");
  expect(defaultCiBase(repo)).toEqual({ ref: "HEAD^1", commit: commits["main-1"] });
  git(repo, "checkout", "-q", "feature");
});

test("a fresh clone of main has the previous commit; a clone of a branch finds main as origin/main", () => {
  expect(defaultCiBase(clone("main-clone", "--no-local", "-b", "main", repo))).toEqual({
    ref: "HEAD^1",
    commit: commits["main-1"],
  });
  expect(defaultCiBase(clone("feature-clone", "--no-local", "-b", "feature", repo))).toEqual({
    ref: "merge-base(HEAD, origin/main)",
    commit: commits["main-2"],
  });
});

test("a clone that lacks the base is an error, not a check of nothing", () => {
  const shallow = clone("shallow", "--depth", "1", "-b", "main", `file://${repo}`);
  expect(() => defaultCiBase(shallow)).toThrow(GitError);
  expect(() => defaultCiBase(shallow)).toThrow(/git fetch --deepen=1/);
  const alone = clone("alone", "--no-local", "--single-branch", "-b", "feature", repo);
  expect(() => defaultCiBase(alone)).toThrow(/on branch feature with no main or origin\/main/);
});
