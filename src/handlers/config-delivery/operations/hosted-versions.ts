/** Hosted configuration versions: raw content in the body, its attributes in headers. */
import type { ConfigDeliveryHandlers } from "../../../../generated/config-delivery/handlers";
import type { ConfigDelivery } from "../state/index";
import * as wire from "../wire";

export function hostedVersionsOperations(
  cd: ConfigDelivery,
): Pick<
  ConfigDeliveryHandlers,
  | "createHostedConfigurationVersion"
  | "listHostedConfigurationVersions"
  | "getHostedConfigurationVersion"
  | "deleteHostedConfigurationVersion"
> {
  return {
    createHostedConfigurationVersion: ({ path, headers, body }) => {
      const v = cd.hostedVersions.create(path.ApplicationId, path.ConfigurationProfileId, {
        content: body?.data ?? Buffer.alloc(0),
        contentType: body?.contentType ?? headers["Content-Type"],
        description: headers.Description,
        latestVersionNumber: wire.intHeader(headers["Latest-Version-Number"]),
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
        wire.pageOf(query),
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
  };
}
