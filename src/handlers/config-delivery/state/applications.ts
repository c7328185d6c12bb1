/** Applications (AppConfig: "organizational construct like a folder"). */
import { ServiceError } from "../../../errors/service-error";
import { compact } from "./compact";
import { type ApplicationRecord, BY_APPLICATION, type Deps, type Tags } from "./database";
import { badRequest, notFound } from "./errors";
import { newId } from "./ids";
import { listPage, type PageRequest, type PageResult } from "./paging";
import { forgetResource, type TagStore } from "./tags";

/** AppConfig's default quota of applications per account. */
export const MAX_APPLICATIONS = 100;

export class Applications {
  constructor(
    private readonly deps: Deps,
    private readonly tags: TagStore,
  ) {}

  get(id: string): ApplicationRecord {
    const app = this.deps.db.applications.get(id);
    if (!app) throw notFound("Application", `application ${id} not found`);
    return app;
  }

  create(input: { name: string; description?: string; tags?: Tags }): ApplicationRecord {
    if (this.deps.db.applications.size() >= MAX_APPLICATIONS) {
      throw new ServiceError(
        "resource_exhausted",
        `the account already has ${MAX_APPLICATIONS} applications`,
      );
    }
    const app: ApplicationRecord = compact({ id: newId(), name: input.name, description: input.description });
    this.tags.set(`application/${app.id}`, input.tags);
    this.deps.db.applications.put(app.id, app);
    return app;
  }

  list(page: PageRequest): PageResult<ApplicationRecord> {
    return listPage(this.deps, this.deps.db.applications, "applications", page);
  }

  update(id: string, input: { name?: string; description?: string }): ApplicationRecord {
    const next = compact({ ...this.get(id), ...compact(input) });
    this.deps.db.applications.put(id, next);
    return next;
  }

  /**
   * Deleting an application does not delete configuration from any host (as in AppConfig). AppConfig refuses to delete
   * an application that still holds environments or configuration profiles: they are deleted first.
   */
  delete(id: string): void {
    this.get(id);
    const ofApplication = { index: BY_APPLICATION, scope: id };
    const envs = this.deps.db.environments.size(ofApplication);
    const profiles = this.deps.db.profiles.size(ofApplication);
    if (envs > 0 || profiles > 0) {
      throw badRequest(
        `Cannot delete application ${id} because it still has ${envs} environment(s) and ${profiles} configuration profile(s)`,
      );
    }
    this.deps.db.applications.delete(id);
    forgetResource(this.deps, `application/${id}`);
  }
}
