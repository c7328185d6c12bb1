/** Environments of an application, each reported with the state its latest deployment gives it. */
import type { ConfigDeliveryHandlers } from "../../../../generated/config-delivery/handlers";
import type { ConfigDelivery } from "../state/index";
import * as wire from "../wire";

export function environmentsOperations(
  cd: ConfigDelivery,
): Pick<
  ConfigDeliveryHandlers,
  "createEnvironment" | "listEnvironments" | "getEnvironment" | "updateEnvironment" | "deleteEnvironment"
> {
  const envView = (applicationId: string, environmentId: string) => {
    const env = cd.environments.get(applicationId, environmentId);
    return wire.environment(env, cd.deployments.environmentState(env));
  };
  return {
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
      const page = cd.environments.list(path.ApplicationId, wire.pageOf(query));
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
  };
}
