/** Tags on any resource, addressed by its ARN. */
import type { ConfigDeliveryHandlers } from "../../../../generated/config-delivery/handlers";
import type { ConfigDelivery } from "../state/index";

export function tagsOperations(
  cd: ConfigDelivery,
): Pick<ConfigDeliveryHandlers, "listTagsForResource" | "tagResource" | "untagResource"> {
  return {
    listTagsForResource: ({ path }) => ({ status: 200, body: { Tags: cd.tags.list(path.ResourceArn) } }),
    tagResource: ({ path, body }) => {
      cd.tags.tag(path.ResourceArn, body.Tags);
      return { status: 204 };
    },
    untagResource: ({ path, query }) => {
      const keys = Array.isArray(query.tagKeys) ? query.tagKeys : [query.tagKeys];
      cd.tags.untag(path.ResourceArn, keys);
      return { status: 204 };
    },
  };
}
