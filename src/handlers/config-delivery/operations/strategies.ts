/** Deployment strategies: the account's own and AppConfig's predefined ones. */
import type { ConfigDeliveryHandlers } from "../../../../generated/config-delivery/handlers";
import type { ConfigDelivery } from "../state/index";
import * as wire from "../wire";

export function strategiesOperations(
  cd: ConfigDelivery,
): Pick<
  ConfigDeliveryHandlers,
  | "createDeploymentStrategy"
  | "listDeploymentStrategies"
  | "getDeploymentStrategy"
  | "updateDeploymentStrategy"
  | "deleteDeploymentStrategy"
> {
  return {
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
      const page = cd.strategies.list(wire.pageOf(query));
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
  };
}
