/** The handlers of connections, their web back-end views, state and operations. */
import type { PipelineConfigHandlers } from "../../../../generated/pipeline-config/handlers";
import type { ActorKind, ConnectionRecord } from "../state/configuration-records";
import type { PipelineConfig } from "../state/index";
import { checkOperator } from "../state/operations";
import {
  type ActorSearchBody,
  actorSearch,
  connectionRead,
  connectionStateRead,
  operationRead,
  webBackendConnectionRead,
  webBackendListItem,
} from "../wire/connections";
import { jobInfoRead } from "../wire/jobs";

type ConnectionOps =
  | "createConnection"
  | "getConnection"
  | "deleteConnection"
  | "updateConnection"
  | "searchConnections"
  | "listConnectionsForWorkspace"
  | "listAllConnectionsForWorkspace"
  | "resetConnection"
  | "syncConnection"
  | "webBackendGetConnection"
  | "webBackendCreateConnection"
  | "webBackendUpdateConnection"
  | "webBackendListConnectionsForWorkspace"
  | "getStateType"
  | "createOrUpdateState"
  | "getState"
  | "checkOperation"
  | "createOperation"
  | "deleteOperation"
  | "getOperation"
  | "updateOperation"
  | "listOperationsForConnection";

export function connectionOperations(p: PipelineConfig): Pick<PipelineConfigHandlers, ConnectionOps> {
  const read = (c: ConnectionRecord) => ({ status: 200 as const, body: connectionRead(p, c) });
  const list = (cs: ConnectionRecord[]) => ({
    status: 200 as const,
    body: { connections: cs.map((c) => connectionRead(p, c)) },
  });
  const web = (c: ConnectionRecord) => ({ status: 200 as const, body: webBackendConnectionRead(p, c) });
  /** The ids of the actors a nested search of connections/search matches. */
  const matching = (kind: ActorKind, q: ActorSearchBody | undefined) => {
    if (!q) return undefined;
    const ids = new Set(p.actors.search(kind, actorSearch(q)).map((a) => a.id));
    return (a: { id: string }) => ids.has(a.id);
  };
  return {
    createConnection: ({ body }) => read(p.connections.create(body.sourceId, body.destinationId, body)),
    getConnection: ({ body }) => read(p.connections.get(body.connectionId)),
    deleteConnection: ({ body }) => {
      p.connections.delete(body.connectionId);
      return { status: 204 };
    },
    updateConnection: ({ body }) => read(p.connections.update(body.connectionId, body)),
    searchConnections: ({ body }) =>
      list(
        p.connections.search({
          ...body,
          source: matching("source", body.source),
          destination: matching("destination", body.destination),
        }),
      ),
    listConnectionsForWorkspace: ({ body }) => list(p.connections.list(body.workspaceId, false)),
    listAllConnectionsForWorkspace: ({ body }) => list(p.connections.list(body.workspaceId, true)),
    resetConnection: ({ body }) => ({ status: 200, body: jobInfoRead(p.syncs.reset(body.connectionId)) }),
    syncConnection: ({ body }) => ({ status: 200, body: jobInfoRead(p.syncs.sync(body.connectionId)) }),
    webBackendGetConnection: ({ body }) => {
      const c = p.connections.get(body.connectionId);
      // withRefreshedCatalog discovers the source again, so the schema change is computed against it.
      return web(body.withRefreshedCatalog ? (p.discover(c.sourceId, c.connectionId).connection ?? c) : c);
    },
    webBackendCreateConnection: ({ body }) =>
      web(p.createWithOperations(body.sourceId, body.destinationId, body, body.operations ?? [])),
    webBackendUpdateConnection: ({ body }) =>
      web(p.updateWithOperations(body.connectionId, body, body.operations, body.skipReset ?? true)),
    webBackendListConnectionsForWorkspace: ({ body }) => {
      const cs = p.connections
        .list(body.workspaceId, false)
        .filter((c) => !body.sourceId || body.sourceId.includes(c.sourceId))
        .filter((c) => !body.destinationId || body.destinationId.includes(c.destinationId));
      return { status: 200, body: { connections: cs.map((c) => webBackendListItem(p, c)) } };
    },
    getStateType: ({ body }) => {
      p.connections.get(body.connectionId);
      return { status: 200, body: p.states.get(body.connectionId).stateType };
    },
    createOrUpdateState: ({ body }) => {
      p.connections.get(body.connectionId);
      return {
        status: 200,
        body: connectionStateRead(p.states.put(body.connectionId, body.connectionState)),
      };
    },
    getState: ({ body }) => {
      p.connections.get(body.connectionId);
      return { status: 200, body: connectionStateRead(p.states.get(body.connectionId)) };
    },
    checkOperation: ({ body }) => {
      const verdict = checkOperator(body);
      return {
        status: 200,
        body: verdict.message
          ? { status: verdict.status, message: verdict.message }
          : { status: verdict.status },
      };
    },
    createOperation: ({ body }) => ({
      status: 200,
      body: operationRead(p.operations.create(body.workspaceId, body.name, body.operatorConfiguration)),
    }),
    deleteOperation: ({ body }) => {
      p.deleteOperation(body.operationId);
      return { status: 204 };
    },
    getOperation: ({ body }) => ({ status: 200, body: operationRead(p.operations.get(body.operationId)) }),
    updateOperation: ({ body }) => ({
      status: 200,
      body: operationRead(p.operations.update(body.operationId, body.name, body.operatorConfiguration)),
    }),
    listOperationsForConnection: ({ body }) => {
      const c = p.connections.get(body.connectionId);
      return {
        status: 200,
        body: { operations: c.operationIds.map((id) => operationRead(p.operations.get(id))) },
      };
    },
  };
}
