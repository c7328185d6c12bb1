/**
 * The call tree of a profile, in the format CodeGuru agents submit: a node holds `counts` (per counter or
 * thread state, the samples in which it was the innermost frame) and `children` keyed by frame name, plus the
 * optional `file` and `line` of the frame. Aggregation adds trees together; GetProfile trims them at
 * `maxDepth`; frame metrics are computed from them.
 */
import { ServiceError } from "../../../errors/service-error";

export interface CallTreeNode {
  counts?: Record<string, number>;
  children?: Record<string, CallTreeNode>;
  file?: string;
  line?: number[];
}

/** The MaxStackDepth handed to agents by configureAgent; deeper trees are rejected. */
export const MAX_TREE_DEPTH = 1000;

/** A record keyed by frame or counter names: no prototype, so a frame called `__proto__` is just a key. */
function dict<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

function invalid(field: string, description: string): ServiceError {
  return new ServiceError("invalid_argument", `agentProfile: ${field} ${description}`, {
    violations: [{ field: `agentProfile.${field}`, description }],
  });
}

/** Validates a decoded call-tree node and returns a normalized copy. */
export function readCallTree(value: unknown, where = "callgraph", depth = 0): CallTreeNode {
  if (!isRecord(value)) throw invalid(where, "must be an object");
  if (depth > MAX_TREE_DEPTH) throw invalid(where, `is deeper than ${MAX_TREE_DEPTH} frames`);
  const node: CallTreeNode = {};
  if (value.counts !== undefined) {
    if (!isRecord(value.counts)) throw invalid(`${where}.counts`, "must be an object of sample counts");
    node.counts = dict<number>();
    for (const [counter, n] of Object.entries(value.counts)) {
      if (typeof n !== "number" || !Number.isFinite(n) || n < 0) {
        throw invalid(`${where}.counts.${counter}`, "must be a non-negative number");
      }
      node.counts[counter] = n;
    }
  }
  if (value.children !== undefined) {
    if (!isRecord(value.children))
      throw invalid(`${where}.children`, "must be an object keyed by frame name");
    node.children = dict<CallTreeNode>();
    for (const [frame, child] of Object.entries(value.children)) {
      if (frame === "") throw invalid(`${where}.children`, "has an empty frame name");
      node.children[frame] = readCallTree(child, `${where}.children.${frame}`, depth + 1);
    }
  }
  if (value.file !== undefined) {
    if (typeof value.file !== "string") throw invalid(`${where}.file`, "must be a string");
    node.file = value.file;
  }
  if (value.line !== undefined) {
    const line = value.line;
    if (!Array.isArray(line) || line.length === 0 || line.length > 2 || !line.every(Number.isInteger)) {
      throw invalid(`${where}.line`, "must be [line] or [first, last]");
    }
    node.line = [...line];
  }
  return node;
}

/** Adds `source`'s samples into `target`; a frame's file and line are kept from the first profile naming them. */
export function mergeInto(target: CallTreeNode, source: CallTreeNode): void {
  if (source.counts) {
    target.counts ??= dict<number>();
    for (const [counter, n] of Object.entries(source.counts))
      target.counts[counter] = (target.counts[counter] ?? 0) + n;
  }
  if (source.file !== undefined && target.file === undefined) target.file = source.file;
  if (source.line !== undefined && target.line === undefined) target.line = [...source.line];
  if (source.children) {
    target.children ??= dict<CallTreeNode>();
    for (const [frame, child] of Object.entries(source.children)) {
      target.children[frame] ??= {};
      mergeInto(target.children[frame], child);
    }
  }
}

/** A copy of `root` without frames deeper than `maxDepth`; their samples are folded into the frame at the cut. */
export function trimmed(root: CallTreeNode, maxDepth: number, depth = 0): CallTreeNode {
  const copy: CallTreeNode = {};
  if (root.file !== undefined) copy.file = root.file;
  if (root.line !== undefined) copy.line = [...root.line];
  if (depth >= maxDepth) {
    const folded: CallTreeNode = {};
    mergeInto(folded, { counts: root.counts });
    for (const child of Object.values(root.children ?? {})) mergeInto(folded, { counts: totalCounts(child) });
    if (folded.counts) copy.counts = folded.counts;
    return copy;
  }
  if (root.counts) mergeInto(copy, { counts: root.counts });
  if (root.children) {
    copy.children = dict<CallTreeNode>();
    for (const [frame, child] of Object.entries(root.children)) {
      copy.children[frame] = trimmed(child, maxDepth, depth + 1);
    }
  }
  return copy;
}

/** Per counter, every sample of the subtree. */
function totalCounts(node: CallTreeNode): Record<string, number> {
  const total: CallTreeNode = {};
  mergeInto(total, { counts: node.counts });
  for (const child of Object.values(node.children ?? {})) mergeInto(total, { counts: totalCounts(child) });
  return total.counts ?? dict<number>();
}

/**
 * The documented AggregatedRelativeTotalTime: the share of the profile's samples whose stack contains
 * `frameName` (each sample counted once, however often the frame recurs in it), among the counters named in
 * `threadStates`, or all counters when none is named. 0 for a profile without samples.
 */
export function relativeTotalTime(
  root: CallTreeNode,
  frameName: string,
  threadStates: readonly string[],
): number {
  const selected = (counts: Record<string, number> | undefined) =>
    Object.entries(counts ?? {})
      .filter(([counter]) => threadStates.length === 0 || threadStates.includes(counter))
      .reduce((sum, [, n]) => sum + n, 0);
  let all = 0;
  let withFrame = 0;
  const walk = (node: CallTreeNode, onStack: boolean) => {
    const n = selected(node.counts);
    all += n;
    if (onStack) withFrame += n;
    for (const [frame, child] of Object.entries(node.children ?? {}))
      walk(child, onStack || frame === frameName);
  };
  walk(root, false);
  return all === 0 ? 0 : withFrame / all;
}

/**
 * The call tree of a decoded agent profile: `callgraph` is required; the agent's `start`, `end`,
 * `agentMetadata` and `debugInfo` are accepted and not needed, since a profile is aggregated by the time it is
 * received.
 */
export function readAgentProfile(value: unknown): CallTreeNode {
  if (!isRecord(value)) throw invalid("profile", "must be an object with a callgraph");
  if (value.callgraph === undefined) throw invalid("callgraph", "is required");
  return readCallTree(value.callgraph);
}
