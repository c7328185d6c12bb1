/** Configuration profiles, and validating a hosted version against a profile's validators. */
import type { ConfigDeliveryHandlers } from "../../../../generated/config-delivery/handlers";
import type { ConfigDelivery } from "../state/index";
import * as wire from "../wire";

export function profilesOperations(
  cd: ConfigDelivery,
): Pick<
  ConfigDeliveryHandlers,
  | "createConfigurationProfile"
  | "listConfigurationProfiles"
  | "getConfigurationProfile"
  | "updateConfigurationProfile"
  | "deleteConfigurationProfile"
  | "validateConfiguration"
> {
  return {
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
      const page = cd.profiles.list(path.ApplicationId, query.type, wire.pageOf(query));
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
  };
}
