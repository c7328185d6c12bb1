/** The spec-diff report's view of git: the specs as they were at a ref, next to the working tree's. */
import { execFileSync } from "node:child_process";

export class GitError extends Error {}

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch {
    return undefined;
  }
}

/** The commit a ref names, or undefined when the ref does not exist here. */
export function resolveCommit(root: string, ref: string): string | undefined {
  return git(root, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])?.trim() || undefined;
}

/** The `specs/*.yaml` files committed at `commit` (paths relative to the repository root). */
export function specFilesAt(root: string, commit: string): string[] {
  const out = git(root, ["ls-tree", "--name-only", commit, "specs/"]);
  if (out === undefined) throw new GitError(`cannot list specs/ at ${commit}`);
  return out
    .split("\n")
    .filter((f) => f.endsWith(".yaml"))
    .sort();
}

/** A committed file's text at `commit`, or undefined when it did not exist there. */
export function fileAt(root: string, commit: string, file: string): string | undefined {
  return git(root, ["show", `${commit}:${file}`]);
}

/**
 * The base CI compares against when none is given: the fork point from main (a branch is checked against
 * what it would change on main), or, on main itself, the first parent of HEAD (what the last merge or
 * commit changed). Undefined when there is nothing before HEAD to compare with.
 */
export function defaultCiBase(root: string): { ref: string; commit: string } | undefined {
  const head = resolveCommit(root, "HEAD");
  if (!head) return undefined;
  const main = ["main", "origin/main"].find((ref) => resolveCommit(root, ref));
  const fork = main ? git(root, ["merge-base", "HEAD", main])?.trim() : undefined;
  if (main && fork && fork !== head) return { ref: `merge-base(HEAD, ${main})`, commit: fork };
  const parent = resolveCommit(root, "HEAD^1");
  return parent ? { ref: "HEAD^1", commit: parent } : undefined;
}
