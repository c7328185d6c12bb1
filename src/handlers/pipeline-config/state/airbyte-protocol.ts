/**
 * The Airbyte protocol's own data formats, as connectors emit them and workers store them: catalogs, streams,
 * stream descriptors and connection state. They keep the protocol's field names.
 */
import type { JsonObject } from "./json";

export type SyncMode = "full_refresh" | "incremental";
export type DestinationSyncMode = "append" | "overwrite" | "append_dedup";

export interface StreamDescriptor {
  name: string;
  namespace?: string;
}

export interface AirbyteStream {
  name: string;
  jsonSchema: JsonObject;
  supportedSyncModes: SyncMode[];
  sourceDefinedCursor?: boolean;
  defaultCursorField?: string[];
  sourceDefinedPrimaryKey?: string[][];
  namespace?: string;
}

export interface StreamConfig {
  syncMode: SyncMode;
  cursorField?: string[];
  destinationSyncMode: DestinationSyncMode;
  primaryKey?: string[][];
  aliasName?: string;
  selected?: boolean;
  fieldSelectionEnabled?: boolean;
  selectedFields?: { fieldPath?: string[] }[];
}

export interface Catalog {
  streams: { stream?: AirbyteStream; config?: StreamConfig }[];
}

export type ConnectionStateType = "global" | "stream" | "legacy" | "not_set";

export interface StreamState {
  streamDescriptor: StreamDescriptor;
  streamState?: JsonObject;
}

export interface ConnectionStateRecord {
  connectionId: string;
  stateType: ConnectionStateType;
  state?: JsonObject;
  streamState?: StreamState[];
  globalState?: { shared_state?: JsonObject; streamStates: StreamState[] };
}
