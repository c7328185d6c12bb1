/**
 * The state a connection's syncs carry from one run to the next, in the protocol's three forms: legacy (one
 * blob), per stream, or global (shared state plus per-stream states). A reset returns it to not_set.
 */
import { type Deps, invalidInput } from "./common";
import type { ConnectionStateRecord, ConnectionStateType, StreamState } from "./records";

export interface StateInput {
  stateType: ConnectionStateType;
  state?: Record<string, unknown>;
  streamState?: StreamState[];
  globalState?: ConnectionStateRecord["globalState"];
}

const descriptorKey = (s: StreamState) =>
  `${s.streamDescriptor.namespace ?? ""}\u0000${s.streamDescriptor.name}`;

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

  clear(connectionId: string): void {
    this.deps.db.states.delete(connectionId);
  }
}
