/**
 * Extension associations (AppConfig: "relationship of an extension to an application, environment or
 * configuration profile. Deleting it does not delete the extension").
 */
import type { InScope } from "../../../runtime/store";
import {
  type AppliedExtensionRecord,
  type AssociationRecord,
  BY_APPLICATION,
  BY_EXTENSION,
  BY_RESOURCE,
  type Deps,
  type ExtensionRecord,
  type Tags,
} from "./database";
import { badRequest, conflict, notFound } from "./errors";
import { type Extensions, extensionArn } from "./extensions";
import { arn, newId } from "./ids";
import { listPage, type PageRequest, type PageResult } from "./paging";
import { forgetResource, resourceKeyOf, type TagStore } from "./tags";

export interface AssociationView {
  record: AssociationRecord;
  extension: ExtensionRecord;
  extensionArn: string;
  arn: string;
}

/** An extension's parameters: every required one given, no unknown one. */
function checkParameters(extension: ExtensionRecord, given: Record<string, string>): void {
  const declared = extension.parameters ?? {};
  for (const name of Object.keys(given)) {
    if (!(name in declared)) throw badRequest(`extension ${extension.name} has no parameter ${name}`);
  }
  for (const [name, p] of Object.entries(declared)) {
    if (p.Required && given[name] === undefined) {
      throw badRequest(`extension ${extension.name} needs a value for its required parameter ${name}`);
    }
  }
}

export class Associations {
  constructor(
    private readonly deps: Deps,
    private readonly extensions: Extensions,
    private readonly tags: TagStore,
  ) {}

  /** The association with its effective extension version: the pinned one or the latest. */
  view(record: AssociationRecord): AssociationView {
    const extension = this.extensions.get(record.extensionId, record.extensionVersion);
    return {
      record,
      extension,
      extensionArn: extensionArn(extension),
      arn: arn(`extensionassociation/${record.id}`),
    };
  }

  get(id: string): AssociationView {
    const record = this.deps.db.associations.get(id);
    if (!record) throw notFound("ExtensionAssociation", `extension association ${id} not found`);
    return this.view(record);
  }

  create(input: {
    extensionIdentifier: string;
    resourceIdentifier: string;
    extensionVersionNumber?: number;
    parameters?: Record<string, string>;
    tags?: Tags;
  }): AssociationView {
    const extension = this.extensions.get(input.extensionIdentifier, input.extensionVersionNumber);
    const resourceKey = resourceKeyOf(input.resourceIdentifier);
    if (
      !resourceKey ||
      !/^application\/[a-z0-9]+(\/(environment|configurationprofile)\/[a-z0-9]+)?$/.test(resourceKey)
    ) {
      throw badRequest(
        `ResourceIdentifier must be the ARN of an application, environment or configuration profile, got ${input.resourceIdentifier}`,
      );
    }
    if (!this.tags.exists(resourceKey))
      throw notFound("ResourceIdentifier", `resource ${input.resourceIdentifier} not found`);
    const duplicate = this.deps.db.associations.all((a) => a.extensionId === extension.id, {
      index: BY_RESOURCE,
      scope: resourceKey,
    });
    if (duplicate.length > 0) {
      throw conflict(
        `extension ${extension.name} is already associated with ${input.resourceIdentifier} (${duplicate[0].id})`,
      );
    }
    const parameters = input.parameters ?? {};
    checkParameters(extension, parameters);
    const record: AssociationRecord = {
      id: newId(),
      extensionId: extension.id,
      resourceArn: input.resourceIdentifier,
      resourceKey,
      parameters,
    };
    if (input.extensionVersionNumber !== undefined) record.extensionVersion = input.extensionVersionNumber;
    this.tags.set(`extensionassociation/${record.id}`, input.tags);
    this.deps.db.associations.put(record.id, record);
    return this.view(record);
  }

  list(
    filter: { resourceIdentifier?: string; extensionIdentifier?: string; extensionVersionNumber?: number },
    page: PageRequest,
  ): PageResult<AssociationView> {
    if (filter.extensionVersionNumber !== undefined && filter.extensionIdentifier === undefined) {
      throw badRequest("extension_version_number needs extension_identifier");
    }
    const resourceKey =
      filter.resourceIdentifier === undefined ? undefined : resourceKeyOf(filter.resourceIdentifier);
    if (filter.resourceIdentifier !== undefined && !resourceKey) {
      throw badRequest(`${filter.resourceIdentifier} is not the ARN of an AppConfig resource`);
    }
    const extensionId =
      filter.extensionIdentifier === undefined
        ? undefined
        : this.extensions.get(filter.extensionIdentifier).id;
    const scope = `associations|${resourceKey ?? ""}|${extensionId ?? ""}|${filter.extensionVersionNumber ?? ""}`;
    // The narrowest index the filter allows: the resource's associations, else the extension's.
    let in_: InScope | undefined;
    if (resourceKey !== undefined) in_ = { index: BY_RESOURCE, scope: resourceKey };
    else if (extensionId !== undefined) in_ = { index: BY_EXTENSION, scope: extensionId };
    const page_ = listPage(this.deps, this.deps.db.associations, scope, page, {
      in: in_,
      where: (a) =>
        (resourceKey === undefined || a.resourceKey === resourceKey) &&
        (extensionId === undefined || a.extensionId === extensionId) &&
        (filter.extensionVersionNumber === undefined ||
          this.view(a).extension.versionNumber === filter.extensionVersionNumber),
    });
    return { items: page_.items.map((a) => this.view(a)), nextToken: page_.nextToken };
  }

  /** Replaces the association's parameter values. */
  update(id: string, parameters: Record<string, string> | undefined): AssociationView {
    const current = this.get(id);
    if (parameters === undefined) return current;
    checkParameters(current.extension, parameters);
    const next = { ...current.record, parameters };
    this.deps.db.associations.put(id, next);
    return this.view(next);
  }

  /** Deleting an association does not delete the extension. */
  delete(id: string): void {
    this.get(id);
    this.deps.db.associations.delete(id);
    forgetResource(this.deps, `extensionassociation/${id}`);
  }

  /**
   * The extensions associated with the application, environment or profile apply to the deployment; dynamic
   * parameter values given at start fill the extensions' parameters declared `Dynamic`.
   */
  applied(
    applicationId: string,
    environmentId: string,
    profileId: string,
    dynamic: Record<string, string> | undefined,
  ): AppliedExtensionRecord[] {
    const keys = [
      `application/${applicationId}`,
      `application/${applicationId}/environment/${environmentId}`,
      `application/${applicationId}/configurationprofile/${profileId}`,
    ];
    // Walked within the application's associations, in the order they were made.
    const views = this.deps.db.associations
      .all((a) => keys.includes(a.resourceKey), { index: BY_APPLICATION, scope: applicationId })
      .map((a) => this.view(a));
    for (const name of Object.keys(dynamic ?? {})) {
      if (!views.some((v) => v.extension.parameters?.[name]?.Dynamic)) {
        throw badRequest(
          `DynamicExtensionParameters: no applied extension declares a dynamic parameter ${name}`,
        );
      }
    }
    return views.map((v) => {
      const values = { ...v.record.parameters };
      for (const [name, value] of Object.entries(dynamic ?? {})) {
        if (v.extension.parameters?.[name]?.Dynamic) values[name] = value;
      }
      return {
        extensionId: v.extension.id,
        associationId: v.record.id,
        versionNumber: v.extension.versionNumber,
        parameters: values,
      };
    });
  }
}
