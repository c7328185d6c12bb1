/** Extension associations: an extension related to an application, environment or profile. */
import type { ConfigDeliveryHandlers } from "../../../../generated/config-delivery/handlers";
import type { ConfigDelivery } from "../state/index";
import * as wire from "../wire";

export function associationsOperations(
  cd: ConfigDelivery,
): Pick<
  ConfigDeliveryHandlers,
  | "createExtensionAssociation"
  | "listExtensionAssociations"
  | "getExtensionAssociation"
  | "updateExtensionAssociation"
  | "deleteExtensionAssociation"
> {
  return {
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
        wire.pageOf(query),
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
  };
}
