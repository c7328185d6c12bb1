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
 * The base CI compares against when none is given. On a branch, the fork point from main: the branch is
 * checked for everything it would change on main, even before its first commit. On main (or a detached HEAD
 * that main already contains), the first parent of HEAD: what the last merge or commit changed. A detached
 * HEAD that main does not contain (a CI checkout of a branch's commit) is a branch. Undefined only for a
 * first commit; a shallow clone that lacks the base, or a branch with no main to fork from, is an error
 * rather than a check of nothing.
 */
export function defaultCiBase(root: string): { ref: string; commit: string } | undefined {
  const head = resolveCommit(root, "HEAD");
  if (!head) return undefined;
  const branch = git(root, ["symbolic-ref", "--quiet", "--short", "HEAD"])?.trim();
  const main = ["main", "origin/main"].find((ref) => resolveCommit(root, ref));
  const fork = main ? git(root, ["merge-base", "HEAD", main])?.trim() : undefined;
  const shallow =
    "the commit to compare with is not in this clone (is it shallow?): fetch it (git fetch --deepen=1, or clone without --depth), or name the base";
  if (branch !== undefined && branch !== "main") {
    if (!main)
      throw new GitError(
        `spec-diff: on branch ${branch} with no main or origin/main to find the fork point; fetch main, or name the base`,
      );
    if (!fork) throw new GitError(`spec-diff: no fork point of ${branch} from ${main}: ${shallow}`);
    return { ref: `merge-base(HEAD, ${main})`, commit: fork };
  }
  if (main && fork && fork !== head) return { ref: `merge-base(HEAD, ${main})`, commit: fork };
  const parent = resolveCommit(root, "HEAD^1");
  if (parent) return { ref: "HEAD^1", commit: parent };
  if (git(root, ["rev-parse", "--is-shallow-repository"])?.trim() === "true")
    throw new GitError(`spec-diff: ${shallow}`);
  return undefined;
}
