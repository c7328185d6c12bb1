/**
 * Wire mapping of the configuration-delivery service: AWS AppConfig's REST-JSON operations over the domain
 * in state/. Authentication takes the API key in `Authorization`, or the AWS SDK's Signature Version 4
 * header (the access key id names the caller; the gateway holds no secret keys to check signatures with).
 */
import type { ConfigDeliveryHandlers } from "../../../generated/config-delivery/handlers";
import type { Caller } from "../../../generated/runtime";
import { ServiceError } from "../../errors/service-error";
import { awsSigV4AccessKey, sameSecret, unsignedSigV4Authorization } from "../../runtime/auth";
import { jsonObject, optionalString, requiredString } from "../../runtime/json-input";
import type { RequestCredentials, ServiceDeps, ServiceModule } from "../../runtime/service";
import type { PageRequest } from "./state/common";
import { type ConfigDelivery, createConfigDelivery } from "./state/index";
import * as wire from "./wire";

interface PageQuery {
  max_results?: number;
  next_token?: string;
  MaxResults?: number;
  NextToken?: string;
}

/** Lists take `max_results`/`next_token` or `MaxResults`/`NextToken`; the snake-case pair wins. */
function pageOf(q: PageQuery): PageRequest {
  const size = q.max_results ?? q.MaxResults;
  return {
    maxResults: size === undefined ? undefined : Number(size),
    nextToken: q.next_token ?? q.NextToken,
  };
}

/** Header parameters arrive as text; the spec has already checked their form. */
function intHeader(value: unknown): number | undefined {
  return value === undefined ? undefined : Number(value);
}

function boolHeader(value: unknown): boolean {
  return String(value).toLowerCase() === "true";
}

export function authenticate(credentials: RequestCredentials, deps: ServiceDeps): Caller {
  const header = credentials.header("authorization");
  if (!header) {
    throw new ServiceError("unauthenticated", "Missing Authentication Token", {
      code: "MissingAuthenticationTokenException",
    });
  }
  if (/^AWS4-HMAC-SHA256\s/.test(header)) return { id: awsSigV4AccessKey(credentials), permissions: ["*"] };
  const key = header.replace(/^Bearer\s+/i, "").trim();
  const found = deps.config.callers.find((c) => sameSecret(key, c.token));
  if (!found)
    throw new ServiceError("unauthenticated", "The security token included in the request is invalid.");
  return { id: found.id, permissions: found.permissions };
}

export function createConfigDeliveryHandlers(cd: ConfigDelivery): ConfigDeliveryHandlers {
  const envView = (applicationId: string, environmentId: string) => {
    const env = cd.environments.get(applicationId, environmentId);
    return wire.environment(env, cd.deployments.environmentState(env));
  };
  return {
    // Applications
    createApplication: ({ body }) => ({
      status: 201,
      body: wire.application(
        cd.applications.create({ name: body.Name, description: body.Description, tags: body.Tags }),
      ),
    }),
    listApplications: ({ query }) => {
      const page = cd.applications.list(pageOf(query));
      return { status: 200, body: { Items: page.items.map(wire.application), NextToken: page.nextToken } };
    },
    getApplication: ({ path }) => ({
      status: 200,
      body: wire.application(cd.applications.get(path.ApplicationId)),
    }),
    updateApplication: ({ path, body }) => ({
      status: 200,
      body: wire.application(
        cd.applications.update(path.ApplicationId, { name: body?.Name, description: body?.Description }),
      ),
    }),
    deleteApplication: ({ path }) => {
      cd.applications.delete(path.ApplicationId);
      return { status: 204 };
    },

    // Environments
    createEnvironment: ({ path, body }) => {
      const env = cd.environments.create(path.ApplicationId, {
        name: body.Name,
        description: body.Description,
        monitors: body.Monitors,
        tags: body.Tags,
      });
      return { status: 201, body: wire.environment(env, cd.deployments.environmentState(env)) };
    },
    listEnvironments: ({ path, query }) => {
      const page = cd.environments.list(path.ApplicationId, pageOf(query));
      return {
        status: 200,
        body: {
          Items: page.items.map((e) => wire.environment(e, cd.deployments.environmentState(e))),
          NextToken: page.nextToken,
        },
      };
    },
    getEnvironment: ({ path }) => ({ status: 200, body: envView(path.ApplicationId, path.EnvironmentId) }),
    updateEnvironment: ({ path, body }) => {
      cd.environments.update(path.ApplicationId, path.EnvironmentId, {
        name: body?.Name,
        description: body?.Description,
        monitors: body?.Monitors,
      });
      return { status: 200, body: envView(path.ApplicationId, path.EnvironmentId) };
    },
    deleteEnvironment: ({ path, headers }) => {
      cd.environments.delete(
        path.ApplicationId,
        path.EnvironmentId,
        headers["x-amzn-deletion-protection-check"],
      );
      return { status: 204 };
    },

    // Configuration profiles and validation
    createConfigurationProfile: ({ path, body }) => ({
      status: 201,
      body: wire.profile(
        cd.profiles.create(path.ApplicationId, {
          name: body.Name,
          description: body.Description,
          locationUri: body.LocationUri,
          retrievalRoleArn: body.RetrievalRoleArn,
          validators: body.Validators,
          type: body.Type,
          kmsKeyIdentifier: body.KmsKeyIdentifier,
          tags: body.Tags,
        }),
      ),
    }),
    listConfigurationProfiles: ({ path, query }) => {
      const page = cd.profiles.list(path.ApplicationId, query.type, pageOf(query));
      return { status: 200, body: { Items: page.items.map(wire.profileSummary), NextToken: page.nextToken } };
    },
    getConfigurationProfile: ({ path }) => ({
      status: 200,
      body: wire.profile(cd.profiles.get(path.ApplicationId, path.ConfigurationProfileId)),
    }),
    updateConfigurationProfile: ({ path, body }) => ({
      status: 200,
      body: wire.profile(
        cd.profiles.update(path.ApplicationId, path.ConfigurationProfileId, {
          name: body?.Name,
          description: body?.Description,
          retrievalRoleArn: body?.RetrievalRoleArn,
          validators: body?.Validators,
          kmsKeyIdentifier: body?.KmsKeyIdentifier,
        }),
      ),
    }),
    deleteConfigurationProfile: ({ path, headers }) => {
      cd.profiles.delete(
        path.ApplicationId,
        path.ConfigurationProfileId,
        headers["x-amzn-deletion-protection-check"],
      );
      return { status: 204 };
    },
    validateConfiguration: ({ path, query }) => {
      const profile = cd.profiles.get(path.ApplicationId, path.ConfigurationProfileId);
      const version = cd.hostedVersions.resolve(profile, query.configuration_version);
      const outcome = cd.hostedVersions.validate(profile, version);
      // A validator that cannot run here is named, never reported as passed (RFC 7234 warn-code 299).
      const headers =
        outcome.skipped.length > 0
          ? { Warning: outcome.skipped.map((s) => `299 - ${JSON.stringify(s)}`).join(", ") }
          : undefined;
      return { status: 204, headers };
    },

    // Hosted configuration versions
    createHostedConfigurationVersion: ({ path, headers, body }) => {
      const v = cd.hostedVersions.create(path.ApplicationId, path.ConfigurationProfileId, {
        content: body?.data ?? Buffer.alloc(0),
        contentType: body?.contentType ?? headers["Content-Type"],
        description: headers.Description,
        latestVersionNumber: intHeader(headers["Latest-Version-Number"]),
        versionLabel: headers.VersionLabel,
      });
      return {
        status: 201,
        contentType: v.contentType,
        body: Buffer.from(v.content, "base64"),
        headers: wire.hostedVersionHeaders(v),
      };
    },
    listHostedConfigurationVersions: ({ path, query }) => {
      const page = cd.hostedVersions.list(
        path.ApplicationId,
        path.ConfigurationProfileId,
        query.version_label,
        pageOf(query),
      );
      return {
        status: 200,
        body: { Items: page.items.map(wire.hostedVersionSummary), NextToken: page.nextToken },
      };
    },
    getHostedConfigurationVersion: ({ path }) => {
      const v = cd.hostedVersions.get(
        path.ApplicationId,
        path.ConfigurationProfileId,
        Number(path.VersionNumber),
      );
      return {
        status: 200,
        contentType: v.contentType,
        body: Buffer.from(v.content, "base64"),
        headers: wire.hostedVersionHeaders(v),
      };
    },
    deleteHostedConfigurationVersion: ({ path }) => {
      cd.hostedVersions.delete(path.ApplicationId, path.ConfigurationProfileId, Number(path.VersionNumber));
      return { status: 204 };
    },

    // Deployment strategies
    createDeploymentStrategy: ({ body }) => ({
      status: 201,
      body: wire.strategy(
        cd.strategies.create({
          name: body.Name,
          description: body.Description,
          durationMinutes: body.DeploymentDurationInMinutes,
          growthFactor: body.GrowthFactor,
          growthType: body.GrowthType,
          finalBakeMinutes: body.FinalBakeTimeInMinutes,
          replicateTo: body.ReplicateTo,
          tags: body.Tags,
        }),
      ),
    }),
    listDeploymentStrategies: ({ query }) => {
      const page = cd.strategies.list(pageOf(query));
      return { status: 200, body: { Items: page.items.map(wire.strategy), NextToken: page.nextToken } };
    },
    getDeploymentStrategy: ({ path }) => ({
      status: 200,
      body: wire.strategy(cd.strategies.get(path.DeploymentStrategyId)),
    }),
    updateDeploymentStrategy: ({ path, body }) => ({
      status: 200,
      body: wire.strategy(
        cd.strategies.update(path.DeploymentStrategyId, {
          description: body?.Description,
          durationMinutes: body?.DeploymentDurationInMinutes,
          growthFactor: body?.GrowthFactor,
          growthType: body?.GrowthType,
          finalBakeMinutes: body?.FinalBakeTimeInMinutes,
        }),
      ),
    }),
    deleteDeploymentStrategy: ({ path }) => {
      cd.strategies.delete(path.DeploymentStrategyId);
      return { status: 204 };
    },

    // Deployments
    startDeployment: ({ path, body }) => ({
      status: 201,
      body: wire.deployment(
        cd.deployments.start(path.ApplicationId, path.EnvironmentId, {
          strategyId: body.DeploymentStrategyId,
          profileId: body.ConfigurationProfileId,
          configurationVersion: body.ConfigurationVersion,
          description: body.Description,
          tags: body.Tags,
          kmsKeyIdentifier: body.KmsKeyIdentifier,
          dynamicExtensionParameters: body.DynamicExtensionParameters,
          latestDeploymentNumber: body.LatestDeploymentNumber,
        }),
      ),
    }),
    listDeployments: ({ path, query }) => {
      const page = cd.deployments.list(path.ApplicationId, path.EnvironmentId, pageOf(query));
      return {
        status: 200,
        body: { Items: page.items.map(wire.deploymentSummary), NextToken: page.nextToken },
      };
    },
    getDeployment: ({ path }) => ({
      status: 200,
      body: wire.deployment(
        cd.deployments.get(path.ApplicationId, path.EnvironmentId, Number(path.DeploymentNumber)),
      ),
    }),
    stopDeployment: ({ path, headers }) => ({
      status: 202,
      body: wire.deployment(
        cd.deployments.stop(
          path.ApplicationId,
          path.EnvironmentId,
          Number(path.DeploymentNumber),
          boolHeader(headers["Allow-Revert"]),
        ),
      ),
    }),

    // Extensions and associations
    createExtension: ({ headers, body }) => ({
      status: 201,
      body: wire.extension(
        cd.extensions.create(
          {
            name: body.Name,
            description: body.Description,
            actions: body.Actions,
            parameters: body.Parameters,
            tags: body.Tags,
          },
          intHeader(headers["Latest-Version-Number"]),
        ),
      ),
    }),
    listExtensions: ({ query }) => {
      const page = cd.extensions.list(query.name, pageOf(query));
      return {
        status: 200,
        body: { Items: page.items.map(wire.extensionSummary), NextToken: page.nextToken },
      };
    },
    getExtension: ({ path, query }) => ({
      status: 200,
      body: wire.extension(cd.extensions.get(path.ExtensionIdentifier, query.version_number)),
    }),
    updateExtension: ({ path, body }) => ({
      status: 200,
      body: wire.extension(
        cd.extensions.update(path.ExtensionIdentifier, {
          description: body?.Description,
          actions: body?.Actions,
          parameters: body?.Parameters,
          versionNumber: body?.VersionNumber,
        }),
      ),
    }),
    deleteExtension: ({ path, query }) => {
      cd.extensions.delete(path.ExtensionIdentifier, query.version);
      return { status: 204 };
    },
    createExtensionAssociation: ({ body }) => ({
      status: 201,
      body: wire.association(
        cd.associations.create({
          extensionIdentifier: body.ExtensionIdentifier,
          resourceIdentifier: body.ResourceIdentifier,
          extensionVersionNumber: body.ExtensionVersionNumber,
          parameters: body.Parameters,
          tags: body.Tags,
        }),
      ),
    }),
    listExtensionAssociations: ({ query }) => {
      const page = cd.associations.list(
        {
          resourceIdentifier: query.resource_identifier,
          extensionIdentifier: query.extension_identifier,
          extensionVersionNumber: query.extension_version_number,
        },
        pageOf(query),
      );
      return {
        status: 200,
        body: { Items: page.items.map(wire.associationSummary), NextToken: page.nextToken },
      };
    },
    getExtensionAssociation: ({ path }) => ({
      status: 200,
      body: wire.association(cd.associations.get(path.ExtensionAssociationId)),
    }),
    updateExtensionAssociation: ({ path, body }) => ({
      status: 200,
      body: wire.association(cd.associations.update(path.ExtensionAssociationId, body?.Parameters)),
    }),
    deleteExtensionAssociation: ({ path }) => {
      cd.associations.delete(path.ExtensionAssociationId);
      return { status: 204 };
    },

    // The deprecated retrieval
    getConfiguration: ({ path, query }) => {
      const got = cd.retrieval.get(
        path.Application,
        path.Environment,
        path.Configuration,
        query.client_id,
        query.client_configuration_version,
      );
      return {
        status: 200,
        contentType: got.contentType,
        body: got.content,
        headers: { "Configuration-Version": got.version },
      };
    },

    // Tags
    listTagsForResource: ({ path }) => ({ status: 200, body: { Tags: cd.tags.list(path.ResourceArn) } }),
    tagResource: ({ path, body }) => {
      cd.tags.tag(path.ResourceArn, body.Tags);
      return { status: 204 };
    },
    untagResource: ({ path, query }) => {
      const keys = Array.isArray(query.tagKeys) ? query.tagKeys : [query.tagKeys];
      cd.tags.untag(path.ResourceArn, keys);
      return { status: 204 };
    },
  };
}

export const configDeliveryModule: ServiceModule<"config-delivery"> = {
  authenticate,
  devCredentials: () => ({ authorization: unsignedSigV4Authorization("AKIDEXAMPLE", "appconfig") }),
  create: (deps) => {
    const cd = createConfigDelivery(deps);
    return {
      handlers: createConfigDeliveryHandlers(cd),
      admin: {
        /**
         * An environment alarm goes off: the deployment in progress (DEPLOYING or BAKING) rolls back.
         * Body: {ApplicationId, EnvironmentId, AlarmArn?}; AlarmArn defaults to the first monitor's.
         */
        "trigger-alarm": (body) => {
          const b = jsonObject(body, "body");
          const rolledBack = cd.deployments.triggerAlarm(
            requiredString(b, "ApplicationId", "body"),
            requiredString(b, "EnvironmentId", "body"),
            optionalString(b, "AlarmArn", "body"),
          );
          return { rolledBack: rolledBack ? wire.deployment(rolledBack) : null };
        },
      },
    };
  },
};
