/** The configuration-delivery domain assembled: one object per resource over the collections of database.ts. */
import type { ServiceDeps } from "../../../runtime/service";
import { Applications } from "./applications";
import { Associations } from "./associations";
import { type Deps, openDb } from "./database";
import { Deployments } from "./deployments";
import { Environments } from "./environments";
import { Extensions } from "./extensions";
import { HostedVersions } from "./hosted-versions";
import { Profiles } from "./profiles";
import { Retrieval } from "./retrieval";
import { Sessions } from "./sessions";
import { Strategies } from "./strategies";
import { TagStore } from "./tags";
import { Validation } from "./validation";

export interface ConfigDelivery {
  applications: Applications;
  environments: Environments;
  profiles: Profiles;
  hostedVersions: HostedVersions;
  strategies: Strategies;
  deployments: Deployments;
  extensions: Extensions;
  associations: Associations;
  tags: TagStore;
  retrieval: Retrieval;
  sessions: Sessions;
}

export function createConfigDelivery(service: ServiceDeps): ConfigDelivery {
  const deps: Deps = { db: openDb(service.store), clock: service.clock, pageTokens: service.pageTokens };
  const tags = new TagStore(deps);
  const validation = new Validation();
  const applications = new Applications(deps, tags);
  const profiles = new Profiles(deps, applications, tags, validation);
  const hostedVersions = new HostedVersions(deps, profiles, validation);
  const strategies = new Strategies(deps, tags);
  const extensions = new Extensions(deps, tags);
  const associations = new Associations(deps, extensions, tags);
  // Environments and deployments refer to each other: an environment is busy while a deployment runs in it.
  const deployments: Deployments = new Deployments(
    deps,
    () => environments,
    profiles,
    hostedVersions,
    strategies,
    associations,
    tags,
  );
  const environments = new Environments(deps, applications, tags, (env) => deployments.activity(env));
  const retrieval = new Retrieval(deps, environments, profiles, deployments);
  const sessions = new Sessions(deps, service.schedule, retrieval);
  return {
    applications,
    environments,
    profiles,
    hostedVersions,
    strategies,
    deployments,
    extensions,
    associations,
    tags,
    retrieval,
    sessions,
  };
}
