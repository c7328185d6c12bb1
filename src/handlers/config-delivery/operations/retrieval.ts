/** The deprecated GetConfiguration: what a client of an environment receives. */
import type { ConfigDeliveryHandlers } from "../../../../generated/config-delivery/handlers";
import type { ConfigDelivery } from "../state/index";

export function retrievalOperations(cd: ConfigDelivery): Pick<ConfigDeliveryHandlers, "getConfiguration"> {
  return {
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
  };
}
