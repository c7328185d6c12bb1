/** The handlers of sources, destinations, their checks and discovery, and the scheduler variants. */
import type { PipelineConfigHandlers } from "../../../../generated/pipeline-config/handlers";
import type { CheckResult } from "../state/actors";
import type { PipelineConfig } from "../state/index";
import { checkConnectionRead, destinationRead, discoverSchemaRead, sourceRead } from "../wire/actors";
import { epochSeconds } from "../wire/jobs";

type ActorOps =
  | "createSource"
  | "getSource"
  | "updateSource"
  | "deleteSource"
  | "cloneSource"
  | "searchSources"
  | "listSourcesForWorkspace"
  | "checkConnectionToSource"
  | "checkConnectionToSourceForUpdate"
  | "discoverSchemaForSource"
  | "getMostRecentSourceActorCatalog"
  | "writeDiscoverCatalogResult"
  | "createDestination"
  | "getDestination"
  | "updateDestination"
  | "deleteDestination"
  | "cloneDestination"
  | "searchDestinations"
  | "listDestinationsForWorkspace"
  | "checkConnectionToDestination"
  | "checkConnectionToDestinationForUpdate"
  | "executeSourceCheckConnection"
  | "executeDestinationCheckConnection"
  | "executeSourceDiscoverSchema";

export function actorOperations(p: PipelineConfig): Pick<PipelineConfigHandlers, ActorOps> {
  const a = p.actors;
  const source = (r: Parameters<typeof sourceRead>[1]) => ({ status: 200 as const, body: sourceRead(p, r) });
  const destination = (r: Parameters<typeof destinationRead>[1]) => ({
    status: 200 as const,
    body: destinationRead(p, r),
  });
  const check = (r: CheckResult) => ({ status: 200 as const, body: checkConnectionRead(r) });
  return {
    createSource: ({ body }) =>
      source(
        a.create(
          "source",
          body.workspaceId,
          body.sourceDefinitionId,
          body.name,
          body.connectionConfiguration,
        ),
      ),
    getSource: ({ body }) => source(a.get("source", body.sourceId)),
    updateSource: ({ body }) =>
      source(a.update("source", body.sourceId, body.name, body.connectionConfiguration)),
    deleteSource: ({ body }) => {
      p.deleteActor("source", body.sourceId);
      return { status: 204 };
    },
    cloneSource: ({ body }) => source(a.clone("source", body.sourceCloneId, body.sourceConfiguration)),
    searchSources: ({ body }) => ({
      status: 200,
      body: {
        sources: a
          .search("source", {
            id: body.sourceId,
            definitionId: body.sourceDefinitionId,
            workspaceId: body.workspaceId,
            name: body.name,
            definitionName: body.sourceName,
            connectionConfiguration: body.connectionConfiguration,
          })
          .map((r) => sourceRead(p, r)),
      },
    }),
    listSourcesForWorkspace: ({ body }) => ({
      status: 200,
      body: { sources: a.list("source", body.workspaceId).map((r) => sourceRead(p, r)) },
    }),
    checkConnectionToSource: ({ body }) => check(a.checkSaved("source", body.sourceId)),
    checkConnectionToSourceForUpdate: ({ body }) =>
      check(a.checkProposed("source", body.sourceId, body.name, body.connectionConfiguration)),
    discoverSchemaForSource: ({ body }) => {
      const r = p.discover(body.sourceId, body.connectionId);
      const out = discoverSchemaRead(r.job, r.catalog?.catalog, r.catalog);
      if (r.diff && r.connection) {
        out.catalogDiff = { transforms: r.diff.transforms };
        out.breakingChange = r.diff.schemaChange === "breaking";
        out.connectionStatus = r.connection.status;
      }
      return { status: 200, body: out };
    },
    getMostRecentSourceActorCatalog: ({ body }) => {
      a.get("source", body.sourceId);
      const latest = a.mostRecentCatalog(body.sourceId);
      return {
        status: 200,
        body: latest
          ? { updatedAt: epochSeconds(latest.createdAt), catalog: { streams: latest.catalog.streams } }
          : {},
      };
    },
    writeDiscoverCatalogResult: ({ body }) => {
      const stored = a.storeCatalog(body.sourceId, body.catalog, body.connectorVersion);
      return { status: 200, body: { catalogId: stored.id } };
    },
    createDestination: ({ body }) =>
      destination(
        a.create(
          "destination",
          body.workspaceId,
          body.destinationDefinitionId,
          body.name,
          body.connectionConfiguration,
        ),
      ),
    getDestination: ({ body }) => destination(a.get("destination", body.destinationId)),
    updateDestination: ({ body }) =>
      destination(a.update("destination", body.destinationId, body.name, body.connectionConfiguration)),
    deleteDestination: ({ body }) => {
      p.deleteActor("destination", body.destinationId);
      return { status: 204 };
    },
    cloneDestination: ({ body }) =>
      destination(a.clone("destination", body.destinationCloneId, body.destinationConfiguration)),
    searchDestinations: ({ body }) => ({
      status: 200,
      body: {
        destinations: a
          .search("destination", {
            id: body.destinationId,
            definitionId: body.destinationDefinitionId,
            workspaceId: body.workspaceId,
            name: body.name,
            definitionName: body.destinationName,
            connectionConfiguration: body.connectionConfiguration,
          })
          .map((r) => destinationRead(p, r)),
      },
    }),
    listDestinationsForWorkspace: ({ body }) => ({
      status: 200,
      body: { destinations: a.list("destination", body.workspaceId).map((r) => destinationRead(p, r)) },
    }),
    checkConnectionToDestination: ({ body }) => check(a.checkSaved("destination", body.destinationId)),
    checkConnectionToDestinationForUpdate: ({ body }) =>
      check(a.checkProposed("destination", body.destinationId, body.name, body.connectionConfiguration)),
    executeSourceCheckConnection: ({ body }) =>
      check(
        a.checkUnsaved("source", body.sourceDefinitionId, body.workspaceId, body.connectionConfiguration),
      ),
    executeDestinationCheckConnection: ({ body }) =>
      check(
        a.checkUnsaved(
          "destination",
          body.destinationDefinitionId,
          body.workspaceId,
          body.connectionConfiguration,
        ),
      ),
    executeSourceDiscoverSchema: ({ body }) => {
      const r = a.discoverUnsaved(body.sourceDefinitionId, body.workspaceId, body.connectionConfiguration);
      return { status: 200, body: discoverSchemaRead(r.job, r.catalog) };
    },
  };
}
