/**
 * The resource hierarchy settings are inherited down (Access Approval: "Settings are inherited down the hierarchy"):
 * organizations contain folders and projects, folders contain folders and projects. Fixtures give it and the
 * admin action `add-resource` extends it; a resource nobody placed has no ancestors.
 */
import { ServiceError } from "../../../errors/service-error";
import type { Collection, ServiceStore } from "../../../runtime/store";

export type ResourceKind = "projects" | "folders" | "organizations";

/** The three name forms of a settings holder and approval-request parent. */
const RESOURCE = /^(projects\/[a-z0-9][a-z0-9-]{0,62}|folders\/[0-9]{1,20}|organizations\/[0-9]{1,20})$/;

/** Which kinds may contain a resource of each kind (Google Cloud's resource hierarchy). */
const PARENT_KINDS: Record<ResourceKind, readonly ResourceKind[]> = {
  organizations: [],
  folders: ["organizations", "folders"],
  projects: ["organizations", "folders"],
};

interface Placement {
  name: string;
  parent?: string;
}

export function resourceKind(name: string): ResourceKind {
  if (!RESOURCE.test(name)) {
    throw new ServiceError(
      "invalid_argument",
      `${name} is not a resource name of the form projects/<id>, folders/<number> or organizations/<number>`,
    );
  }
  return name.slice(0, name.indexOf("/")) as ResourceKind;
}

export class Hierarchy {
  private readonly placements: Collection<Placement>;

  constructor(store: ServiceStore) {
    this.placements = store.collection("hierarchy");
  }

  /** Places `name` under `parent` (or at the top); moving a resource under its own descendant is refused. */
  place(name: string, parent?: string): Placement {
    const kind = resourceKind(name);
    if (parent !== undefined) {
      const parentKind = resourceKind(parent);
      if (!PARENT_KINDS[kind].includes(parentKind)) {
        throw new ServiceError("invalid_argument", `${kind} cannot be placed under ${parentKind}`);
      }
      if (parent === name || this.ancestors(parent).includes(name)) {
        throw new ServiceError("invalid_argument", `placing ${name} under ${parent} would make a cycle`);
      }
    }
    const placement: Placement = parent === undefined ? { name } : { name, parent };
    this.placements.put(name, placement);
    return placement;
  }

  /** The ancestors of `name`, nearest first. */
  ancestors(name: string): string[] {
    const chain: string[] = [];
    for (let p = this.placements.get(name)?.parent; p !== undefined; p = this.placements.get(p)?.parent) {
      chain.push(p);
    }
    return chain;
  }
}
