/** Applications (AppConfig: an organizational construct like a folder). */
import type { ConfigDeliveryHandlers } from "../../../../generated/config-delivery/handlers";
import type { ConfigDelivery } from "../state/index";
import * as wire from "../wire";

export function applicationsOperations(
  cd: ConfigDelivery,
): Pick<
  ConfigDeliveryHandlers,
  "createApplication" | "listApplications" | "getApplication" | "updateApplication" | "deleteApplication"
> {
  return {
    createApplication: ({ body }) => ({
      status: 201,
      body: wire.application(
        cd.applications.create({ name: body.Name, description: body.Description, tags: body.Tags }),
      ),
    }),
    listApplications: ({ query }) => {
      const page = cd.applications.list(wire.pageOf(query));
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
  };
}
