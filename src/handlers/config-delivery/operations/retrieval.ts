/**
 * What a client of an environment receives: the deprecated GetConfiguration, and AppConfig Data's
 * configuration sessions that replaced it (StartConfigurationSession, GetLatestConfiguration).
 */
import type { ConfigDeliveryHandlers } from "../../../../generated/config-delivery/handlers";
import type { ConfigDelivery } from "../state/index";

export function retrievalOperations(
  cd: ConfigDelivery,
): Pick<ConfigDeliveryHandlers, "getConfiguration" | "startConfigurationSession" | "getLatestConfiguration"> {
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
    startConfigurationSession: ({ body }) => ({
      status: 201,
      body: {
        InitialConfigurationToken: cd.sessions.start(
          body.ApplicationIdentifier,
          body.EnvironmentIdentifier,
          body.ConfigurationProfileIdentifier,
          body.RequiredMinimumPollIntervalInSeconds,
        ),
      },
    }),
    getLatestConfiguration: ({ query }) => {
      const got = cd.sessions.latest(query.configuration_token);
      return {
        status: 200,
        contentType: got.contentType,
        body: got.content,
        headers: {
          "Next-Poll-Configuration-Token": got.nextToken,
          "Next-Poll-Interval-In-Seconds": String(got.nextPollSeconds),
          ...(got.versionLabel === undefined ? {} : { "Version-Label": got.versionLabel }),
        },
      };
    },
  };
}
