/** Deployments of a configuration version to an environment, and stopping or reverting them. */
import type { ConfigDeliveryHandlers } from "../../../../generated/config-delivery/handlers";
import type { ConfigDelivery } from "../state/index";
import * as wire from "../wire";

export function deploymentsOperations(
  cd: ConfigDelivery,
): Pick<ConfigDeliveryHandlers, "startDeployment" | "listDeployments" | "getDeployment" | "stopDeployment"> {
  return {
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
      const page = cd.deployments.list(path.ApplicationId, path.EnvironmentId, wire.pageOf(query));
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
          wire.boolHeader(headers["Allow-Revert"]),
        ),
      ),
    }),
  };
}
