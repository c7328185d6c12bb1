/** The handlers of source and destination definitions, their specifications and OAuth flows. */
import type { PipelineConfigHandlers } from "../../../../generated/pipeline-config/handlers";
import type { PipelineConfig } from "../state/index";
import { advancedAuth, destinationDefinitionRead, sourceDefinitionRead } from "../wire/definitions";
import { synchronousJobRead } from "../wire/jobs";

type DefinitionOps =
  | "createCustomSourceDefinition"
  | "getSourceDefinition"
  | "updateSourceDefinition"
  | "deleteSourceDefinition"
  | "getSourceDefinitionForWorkspace"
  | "grantSourceDefinitionToWorkspace"
  | "revokeSourceDefinitionFromWorkspace"
  | "listSourceDefinitions"
  | "listSourceDefinitionsForWorkspace"
  | "listLatestSourceDefinitions"
  | "listPrivateSourceDefinitions"
  | "getSourceDefinitionSpecification"
  | "createCustomDestinationDefinition"
  | "getDestinationDefinition"
  | "updateDestinationDefinition"
  | "deleteDestinationDefinition"
  | "getDestinationDefinitionForWorkspace"
  | "grantDestinationDefinitionToWorkspace"
  | "revokeDestinationDefinitionFromWorkspace"
  | "listDestinationDefinitions"
  | "listDestinationDefinitionsForWorkspace"
  | "listLatestDestinationDefinitions"
  | "listPrivateDestinationDefinitions"
  | "getDestinationDefinitionSpecification"
  | "getSourceOAuthConsent"
  | "completeSourceOAuth"
  | "setInstancewideSourceOauthParams"
  | "getDestinationOAuthConsent"
  | "completeDestinationOAuth"
  | "setInstancewideDestinationOauthParams";

export function definitionOperations(p: PipelineConfig): Pick<PipelineConfigHandlers, DefinitionOps> {
  const d = p.definitions;
  const src = (def: Parameters<typeof sourceDefinitionRead>[0]) => ({
    status: 200 as const,
    body: sourceDefinitionRead(def),
  });
  const dst = (def: Parameters<typeof destinationDefinitionRead>[0]) => ({
    status: 200 as const,
    body: destinationDefinitionRead(def),
  });
  /** Reading a specification is a get_spec job of the connector image. */
  const specJob = (definitionId: string, name: string) =>
    synchronousJobRead(
      p.synchronousJobs.record("get_spec", definitionId, true, [`Retrieved the specification of ${name}`]),
    );
  return {
    createCustomSourceDefinition: ({ body }) => {
      p.workspaces.get(body.workspaceId);
      return src(d.createCustom("source", body.workspaceId, body.sourceDefinition));
    },
    getSourceDefinition: ({ body }) => src(d.get("source", body.sourceDefinitionId)),
    updateSourceDefinition: ({ body }) => src(d.update("source", body.sourceDefinitionId, body)),
    deleteSourceDefinition: ({ body }) => {
      p.deleteDefinition("source", body.sourceDefinitionId);
      return { status: 204 };
    },
    getSourceDefinitionForWorkspace: ({ body }) => {
      p.workspaces.get(body.workspaceId);
      return src(d.forWorkspace("source", body.sourceDefinitionId, body.workspaceId));
    },
    grantSourceDefinitionToWorkspace: ({ body }) => {
      p.workspaces.get(body.workspaceId);
      const def = d.grant("source", body.sourceDefinitionId, body.workspaceId);
      return { status: 200, body: { sourceDefinition: sourceDefinitionRead(def), granted: true } };
    },
    revokeSourceDefinitionFromWorkspace: ({ body }) => {
      p.workspaces.get(body.workspaceId);
      d.revoke("source", body.sourceDefinitionId, body.workspaceId);
      return { status: 204 };
    },
    listSourceDefinitions: () => ({
      status: 200,
      body: { sourceDefinitions: d.listPublic("source").map(sourceDefinitionRead) },
    }),
    listSourceDefinitionsForWorkspace: ({ body }) => {
      p.workspaces.get(body.workspaceId);
      return {
        status: 200,
        body: { sourceDefinitions: d.listForWorkspace("source", body.workspaceId).map(sourceDefinitionRead) },
      };
    },
    listLatestSourceDefinitions: () => ({
      status: 200,
      body: { sourceDefinitions: d.listLatest("source").map(sourceDefinitionRead) },
    }),
    listPrivateSourceDefinitions: ({ body }) => {
      p.workspaces.get(body.workspaceId);
      const list = d.listPrivate("source", body.workspaceId);
      return {
        status: 200,
        body: {
          sourceDefinitions: list.map((x) => ({
            sourceDefinition: sourceDefinitionRead(x.definition),
            granted: x.granted,
          })),
        },
      };
    },
    getSourceDefinitionSpecification: ({ body }) => {
      p.workspaces.get(body.workspaceId);
      const def = d.forWorkspace("source", body.sourceDefinitionId, body.workspaceId);
      const auth = advancedAuth(def);
      return {
        status: 200,
        body: {
          sourceDefinitionId: def.id,
          documentationUrl: def.documentationUrl,
          connectionSpecification: def.connectionSpecification,
          ...(auth ? { advancedAuth: auth } : {}),
          jobInfo: specJob(def.id, def.name),
        },
      };
    },
    createCustomDestinationDefinition: ({ body }) => {
      p.workspaces.get(body.workspaceId);
      return dst(d.createCustom("destination", body.workspaceId, body.destinationDefinition));
    },
    getDestinationDefinition: ({ body }) => dst(d.get("destination", body.destinationDefinitionId)),
    updateDestinationDefinition: ({ body }) =>
      dst(d.update("destination", body.destinationDefinitionId, body)),
    deleteDestinationDefinition: ({ body }) => {
      p.deleteDefinition("destination", body.destinationDefinitionId);
      return { status: 204 };
    },
    getDestinationDefinitionForWorkspace: ({ body }) => {
      p.workspaces.get(body.workspaceId);
      return dst(d.forWorkspace("destination", body.destinationDefinitionId, body.workspaceId));
    },
    grantDestinationDefinitionToWorkspace: ({ body }) => {
      p.workspaces.get(body.workspaceId);
      const def = d.grant("destination", body.destinationDefinitionId, body.workspaceId);
      return { status: 200, body: { destinationDefinition: destinationDefinitionRead(def), granted: true } };
    },
    revokeDestinationDefinitionFromWorkspace: ({ body }) => {
      p.workspaces.get(body.workspaceId);
      d.revoke("destination", body.destinationDefinitionId, body.workspaceId);
      return { status: 204 };
    },
    listDestinationDefinitions: () => ({
      status: 200,
      body: { destinationDefinitions: d.listPublic("destination").map(destinationDefinitionRead) },
    }),
    listDestinationDefinitionsForWorkspace: ({ body }) => {
      p.workspaces.get(body.workspaceId);
      return {
        status: 200,
        body: {
          destinationDefinitions: d
            .listForWorkspace("destination", body.workspaceId)
            .map(destinationDefinitionRead),
        },
      };
    },
    listLatestDestinationDefinitions: () => ({
      status: 200,
      body: { destinationDefinitions: d.listLatest("destination").map(destinationDefinitionRead) },
    }),
    listPrivateDestinationDefinitions: ({ body }) => {
      p.workspaces.get(body.workspaceId);
      const list = d.listPrivate("destination", body.workspaceId);
      return {
        status: 200,
        body: {
          destinationDefinitions: list.map((x) => ({
            destinationDefinition: destinationDefinitionRead(x.definition),
            granted: x.granted,
          })),
        },
      };
    },
    getDestinationDefinitionSpecification: ({ body }) => {
      p.workspaces.get(body.workspaceId);
      const def = d.forWorkspace("destination", body.destinationDefinitionId, body.workspaceId);
      const auth = advancedAuth(def);
      return {
        status: 200,
        body: {
          destinationDefinitionId: def.id,
          documentationUrl: def.documentationUrl,
          connectionSpecification: def.connectionSpecification,
          ...(auth ? { advancedAuth: auth } : {}),
          jobInfo: specJob(def.id, def.name),
          supportedDestinationSyncModes: def.supportedDestinationSyncModes ?? ["overwrite", "append"],
          supportsDbt: def.supportsDbt ?? false,
          supportsNormalization: def.normalization !== undefined,
        },
      };
    },
    getSourceOAuthConsent: ({ body }) => ({
      status: 200,
      body: { consentUrl: p.oauth.consentUrl("source", { ...body, definitionId: body.sourceDefinitionId }) },
    }),
    completeSourceOAuth: ({ body }) => ({
      status: 200,
      body: p.oauth.complete("source", { ...body, definitionId: body.sourceDefinitionId }, body.queryParams),
    }),
    setInstancewideSourceOauthParams: ({ body }) => {
      p.oauth.setParams("source", body.sourceDefinitionId, body.params);
      return { status: 200 };
    },
    getDestinationOAuthConsent: ({ body }) => ({
      status: 200,
      body: {
        consentUrl: p.oauth.consentUrl("destination", {
          ...body,
          definitionId: body.destinationDefinitionId,
        }),
      },
    }),
    completeDestinationOAuth: ({ body }) => ({
      status: 200,
      body: p.oauth.complete(
        "destination",
        { ...body, definitionId: body.destinationDefinitionId },
        body.queryParams,
      ),
    }),
    setInstancewideDestinationOauthParams: ({ body }) => {
      p.oauth.setParams("destination", body.destinationDefinitionId, body.params);
      return { status: 200 };
    },
  };
}
