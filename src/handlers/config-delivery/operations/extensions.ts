/** Extensions: the account's own versions and the provider-authored ones. */
import type { ConfigDeliveryHandlers } from "../../../../generated/config-delivery/handlers";
import type { ConfigDelivery } from "../state/index";
import * as wire from "../wire";

export function extensionsOperations(
  cd: ConfigDelivery,
): Pick<
  ConfigDeliveryHandlers,
  "createExtension" | "listExtensions" | "getExtension" | "updateExtension" | "deleteExtension"
> {
  return {
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
          wire.intHeader(headers["Latest-Version-Number"]),
        ),
      ),
    }),
    listExtensions: ({ query }) => {
      const page = cd.extensions.list(query.name, wire.pageOf(query));
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
  };
}
