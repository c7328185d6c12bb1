/**
 * The state a connection's syncs carry from one run to the next, in the protocol's three forms: legacy (one
 * blob, keyed by stream name), per stream, or global (shared state plus per-stream states). A successful sync
 * stores the cursor of each incremental stream in the form its source emits; a full-refresh stream keeps no
 * cursor. A reset returns the reset streams (all by default) to no state, and the whole to not_set when
 * nothing is left.
 */

import type {
  ConnectionStateRecord,
  ConnectionStateType,
  StreamDescriptor,
  StreamState,
} from "./airbyte-protocol";
import type { Deps } from "./database";
import { invalidInput } from "./errors";
import { streamKey } from "./job-plans";
import type { PlannedStream } from "./job-records";
import type { JsonObject } from "./json";
import { isObject } from "./json";

export interface StateInput {
  stateType: ConnectionStateType;
  state?: Record<string, unknown>;
  streamState?: StreamState[];
  globalState?: ConnectionStateRecord["globalState"];
}

const descriptorKey = (s: StreamState) => streamKey(s.streamDescriptor);
const descriptor = (s: StreamDescriptor): StreamDescriptor =>
  s.namespace === undefined ? { name: s.name } : { name: s.name, namespace: s.namespace };

function requireUnique(states: StreamState[], path: string): void {
  const seen = new Set<string>();
  states.forEach((s, i) => {
    const k = descriptorKey(s);
    if (seen.has(k))
      throw invalidInput(`${path}[${i}].streamDescriptor`, "names a stream twice", s.streamDescriptor.name);
    seen.add(k);
  });
}

export class ConnectionStates {
  constructor(private readonly deps: Deps) {}

  get(connectionId: string): ConnectionStateRecord {
    return this.deps.db.states.get(connectionId) ?? { connectionId, stateType: "not_set" };
  }

  /** The payload must be the one its type names, and only that one. */
  put(connectionId: string, input: StateInput): ConnectionStateRecord {
    const at = "connectionState";
    const record: ConnectionStateRecord = { connectionId, stateType: input.stateType };
    switch (input.stateType) {
      case "legacy":
        if (!input.state) throw invalidInput(`${at}.state`, "is required for a legacy state");
        record.state = structuredClone(input.state);
        break;
      case "stream":
        if (!input.streamState) throw invalidInput(`${at}.streamState`, "is required for a stream state");
        requireUnique(input.streamState, `${at}.streamState`);
        record.streamState = structuredClone(input.streamState);
        break;
      case "global":
        if (!input.globalState) throw invalidInput(`${at}.globalState`, "is required for a global state");
        requireUnique(input.globalState.streamStates, `${at}.globalState.streamStates`);
        record.globalState = structuredClone(input.globalState);
        break;
      case "not_set":
        this.deps.db.states.delete(connectionId);
        return record;
    }
    const others = (["state", "streamState", "globalState"] as const).filter(
      (k) => input[k] !== undefined && record[k] === undefined,
    );
    if (others.length > 0)
      throw invalidInput(`${at}.${others[0]}`, `does not belong to a ${input.stateType} state`);
    this.deps.db.states.put(connectionId, record);
    return record;
  }

  /** Streams with a stored cursor, by streamKey (a legacy blob knows its streams by name only). */
  cursors(connectionId: string, streams: StreamDescriptor[]): Set<string> {
    const s = this.get(connectionId);
    const stored = (s.streamState ?? s.globalState?.streamStates ?? []).filter((x) => x.streamState);
    const keys = new Set(stored.map(descriptorKey));
    if (s.state) for (const x of streams) if (isObject(s.state[x.name])) keys.add(streamKey(x));
    return keys;
  }

  /**
   * After a successful sync at `at`: each incremental stream's cursor, in the shape the source emits. The
   * attempt read every record up to `at`, so that is the cursor value the next sync starts from; a stream it
   * read in full refresh loses any cursor it had. Streams the sync did not read keep theirs.
   */
  recordSync(
    connectionId: string,
    stateType: "stream" | "global" | "legacy",
    streams: PlannedStream[],
    at: Date,
  ): void {
    const synced = streams.filter((s) => s.cursorField !== undefined);
    const cursorOf = (s: PlannedStream) => ({
      [(s.cursorField ?? []).join(".") || "cursor"]: at.toISOString(),
    });
    const before = this.get(connectionId);
    if (synced.length === 0 && before.stateType === "not_set") return;
    const kept = (
      before.stateType === stateType ? (before.streamState ?? before.globalState?.streamStates ?? []) : []
    ).filter((x) => !streams.some((s) => streamKey(s) === descriptorKey(x)));
    const fresh = synced.map((s) => ({ streamDescriptor: descriptor(s), streamState: cursorOf(s) }));
    if (stateType === "legacy") {
      const blob: JsonObject = before.stateType === "legacy" ? { ...before.state } : {};
      for (const s of streams) delete blob[s.name];
      for (const s of synced) blob[s.name] = cursorOf(s);
      this.write({ connectionId, stateType, state: blob });
    } else if (stateType === "global") {
      // The shared part is where a CDC source keeps its log position: here, the instant read up to.
      this.write({
        connectionId,
        stateType,
        globalState: { shared_state: { read_up_to: at.toISOString() }, streamStates: [...kept, ...fresh] },
      });
    } else this.write({ connectionId, stateType, streamState: [...kept, ...fresh] });
  }

  /** Drops the state of the given streams (every stream when omitted); not_set when none is left. */
  clear(connectionId: string, streams?: StreamDescriptor[]): void {
    const s = this.get(connectionId);
    if (!streams || s.stateType === "not_set") {
      this.deps.db.states.delete(connectionId);
      return;
    }
    const reset = new Set(streams.map(streamKey));
    const keep = (xs: StreamState[]) => xs.filter((x) => !reset.has(descriptorKey(x)));
    if (s.state) {
      const blob = { ...s.state };
      for (const x of streams) delete blob[x.name];
      this.write({ ...s, state: blob }, Object.keys(blob).length === 0);
    } else if (s.globalState) {
      const streamStates = keep(s.globalState.streamStates);
      this.write({ ...s, globalState: { ...s.globalState, streamStates } }, streamStates.length === 0);
    } else {
      const streamState = keep(s.streamState ?? []);
      this.write({ ...s, streamState }, streamState.length === 0);
    }
  }

  private write(record: ConnectionStateRecord, empty = false): void {
    if (empty) this.deps.db.states.delete(record.connectionId);
    else this.deps.db.states.put(record.connectionId, record);
  }
}
