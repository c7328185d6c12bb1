/**
 * What a sync or reset job will do, decided when it is created from the configurations then in force (with
 * instance-wide OAuth parameters injected): how many records each selected stream yields, how long each
 * attempt takes, and which attempts fail. A configuration a check refuses fails every attempt, up to
 * Airbyte's default of 3 attempts per sync job; a transient failure fails the first attempt only.
 */

import type { Catalog, StreamDescriptor } from "./airbyte-protocol";
import { type DiscoveredStream, estimatedRows, type Verdict } from "./connector-runs";
import type { AttemptPlan } from "./job-records";

/** Airbyte's default SYNC_JOB_MAX_ATTEMPTS. */
export const MAX_ATTEMPTS = 3;
/** A job waits this long for a worker to pick it up. */
export const PENDING_MS = 5_000;
/** Between a failed attempt and the next. */
export const RETRY_BACKOFF_MS = 10_000;
/** Starting the source and destination containers. */
const STARTUP_MS = 20_000;
/** How fast the stand-in connectors move records. */
const RECORDS_PER_SECOND = 2_000;
/** A failing attempt gives up after this long. */
const FAILURE_AFTER_MS = 15_000;
/** An incremental stream with a stored cursor reads only what changed since that cursor. */
const INCREMENTAL_SHARE = 0.05;

export const streamKey = (s: StreamDescriptor) => `${s.namespace ?? ""}\u0000${s.name}`;

export interface SyncInputs {
  catalog: Catalog;
  discovered: DiscoveredStream[];
  sourceVerdict: Verdict;
  destinationVerdict: Verdict;
  /** Streams whose cursor the connection's state holds (by streamKey): an incremental one reads from it. */
  cursors: Set<string>;
}

/** When each attempt of a job runs: after the pickup wait, one after another with a back-off between. */
export function attemptWindows(createdAt: Date, plans: AttemptPlan[]): { start: number; end: number }[] {
  let t = createdAt.getTime() + PENDING_MS;
  return plans.map((p) => {
    const window = { start: t, end: t + p.durationMs };
    t = window.end + RETRY_BACKOFF_MS;
    return window;
  });
}

function failure(source: Verdict, destination: Verdict): AttemptPlan["failure"] {
  if (!source.succeeded) return { origin: "source", message: source.message ?? "source failed" };
  if (!destination.succeeded)
    return { origin: "destination", message: destination.message ?? "destination failed" };
  return undefined;
}

export function planSync(i: SyncInputs): AttemptPlan[] {
  const sizes = new Map(i.discovered.map((d) => [streamKey(d.stream), d]));
  const streams = i.catalog.streams
    .filter((s) => s.stream && s.config?.selected !== false)
    .map((s) => {
      const stream = s.stream as NonNullable<typeof s.stream>;
      const size = sizes.get(streamKey(stream)) ?? estimatedRows(stream.name);
      const incremental = s.config?.syncMode === "incremental";
      const records =
        incremental && i.cursors.has(streamKey(stream))
          ? Math.ceil(size.rows * INCREMENTAL_SHARE)
          : size.rows;
      const planned = {
        name: stream.name,
        namespace: stream.namespace,
        records,
        bytes: records * size.bytesPerRow,
      };
      if (!incremental) return planned;
      const cursorField = s.config?.cursorField?.length ? s.config.cursorField : stream.defaultCursorField;
      return { ...planned, cursorField: cursorField ?? [] };
    });
  const total = streams.reduce((n, s) => n + s.records, 0);
  const success: AttemptPlan = {
    durationMs: STARTUP_MS + Math.ceil((total / RECORDS_PER_SECOND) * 1000),
    streams,
  };
  const permanent = failure(i.sourceVerdict, i.destinationVerdict);
  if (permanent)
    return Array.from({ length: MAX_ATTEMPTS }, () => ({
      durationMs: FAILURE_AFTER_MS,
      failure: permanent,
      streams: [],
    }));
  const transient = i.sourceVerdict.transient
    ? i.sourceVerdict
    : i.destinationVerdict.transient
      ? i.destinationVerdict
      : undefined;
  if (transient) {
    const partial = streams.map((s) => ({
      ...s,
      records: Math.floor(s.records * 0.3),
      bytes: Math.floor(s.bytes * 0.3),
    }));
    const origin = transient === i.sourceVerdict ? "source" : "destination";
    return [
      {
        durationMs: FAILURE_AFTER_MS,
        failure: { origin, message: `Connection reset by peer: ${transient.message}` },
        streams: partial,
      },
      success,
    ];
  }
  return [success];
}

/** A reset clears the destination's streams: no records move, only the destination must be reachable. */
export function planReset(destinationVerdict: Verdict): AttemptPlan[] {
  if (!destinationVerdict.succeeded) {
    const f = { origin: "destination" as const, message: destinationVerdict.message ?? "destination failed" };
    return Array.from({ length: MAX_ATTEMPTS }, () => ({
      durationMs: FAILURE_AFTER_MS,
      failure: f,
      streams: [],
    }));
  }
  return [{ durationMs: STARTUP_MS, streams: [] }];
}
