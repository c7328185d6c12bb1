/**
 * Business operations over the registry: verifying an organisation entity, the ownership query with
 * FrankieOne's `validation` meanings (which creates the organisation entity and checks it), and credit reports
 * kept as documents of the entity.
 */
import { ServiceError } from "../../../errors/service-error";
import { effectiveResultLevel, queryCheckTypes, type ResultLevel } from "./check-types";
import type { Documents } from "./documents";
import type { Entities, EntityRecord } from "./entities";
import type { CheckRun, EntityChecks } from "./entity-checks";
import { refuse } from "./errors";
import type { Company } from "./reference";
import type { OwnershipReport, Registry } from "./registry";
import type { Tenancy, Tenant } from "./tenancy";

export type Validation = "on" | "acn" | "only" | "off";

export class Businesses {
  constructor(
    private readonly tenancy: Tenancy,
    private readonly entities: Entities,
    private readonly documents: Documents,
    private readonly registry: Registry,
    private readonly checks: EntityChecks,
  ) {}

  verifyBusiness(
    tenant: Tenant,
    entityId: string,
    rawTypes: string | undefined,
    categories: string | undefined,
    level: ResultLevel,
  ): CheckRun {
    const entity = this.entities.usable(tenant, entityId);
    if (entity.entityType !== "ORGANISATION")
      throw refuse("BUS-0004", "entityId", "the entity is not an organisation");
    const account = this.tenancy.customer(tenant.customerId);
    const types = queryCheckTypes(rawTypes, "ORGANISATION", account);
    return this.checks.checkOrganisation(
      entity,
      types,
      types,
      effectiveResultLevel(level, types, account),
      (categories ?? "organisation,ubos,officers").split(","),
    );
  }

  /**
   * POST /business/ownership/query with FrankieOne's `validation` meanings. Returns the validated registry entry
   * and, unless `validation=only`, the new organisation entity, its ownership and its check.
   */
  ownershipQuery(
    tenant: Tenant,
    query: { country: string; organisationNumber?: string; registeredName?: string },
    opts: {
      validation: Validation;
      includeHistorical: boolean;
      onlyProfile: boolean;
      checkType?: string;
      entityCategories?: string;
      resultLevel: ResultLevel;
    },
  ): {
    company: Company;
    validated: boolean;
    entity?: EntityRecord;
    ownership?: OwnershipReport;
    run?: CheckRun;
  } {
    const country = query.country.toUpperCase();
    const account = this.tenancy.customer(tenant.customerId);
    // Check types and level are refused before anything is created.
    const types = queryCheckTypes(opts.checkType, "ORGANISATION", account);
    const level = effectiveResultLevel(opts.resultLevel, types, account);
    let company: Company | undefined;
    let validated = false;
    if (query.organisationNumber === undefined) {
      if (opts.validation === "off")
        throw refuse(
          "BUS-0003",
          "organisationNumber",
          "validation is off and no organisation number was given",
        );
      if (!query.registeredName)
        throw refuse(
          "BUS-0001",
          "registeredName",
          "a registered name is needed to validate without a number",
        );
      company = this.registry.byName(country, query.registeredName);
      if (!company)
        throw new ServiceError("not_found", `no company named ${query.registeredName} in ${country}`, {
          code: "BUS-0404",
        });
      validated = true;
    } else {
      company = this.registry.profile(country, query.organisationNumber);
      if (opts.validation === "acn" || opts.validation === "only") {
        if (
          query.registeredName !== undefined &&
          this.registry.byName(country, query.registeredName)?.companyNumber !== company.companyNumber
        )
          throw refuse(
            "BUS-0002",
            "registeredName",
            `the registered name of ${company.companyNumber} is not ${query.registeredName}`,
          );
        validated = true;
      }
    }
    if (opts.validation === "only") return { company, validated };
    const entity = this.entities.create(tenant, "ORGANISATION", {
      organisationData: {
        registeredName: company.name,
        country: company.country,
        companyNumber: company.companyNumber,
        registrationType: company.registrationType,
        status: company.status,
      },
      addresses: [company.registeredAddress],
    });
    const ownership = opts.onlyProfile ? undefined : this.registry.ownership(company, opts.includeHistorical);
    const categories = (opts.entityCategories ?? "organisation,ubos").split(",");
    const run = this.checks.checkOrganisation(
      entity,
      types,
      types,
      level,
      opts.onlyProfile ? categories.filter((c) => c !== "ubos") : categories,
    );
    return { company, validated, entity: run.entity, ownership, run };
  }

  /** Credit reports of an organisation entity, each kept as a REPORT document of the entity. */
  reports(tenant: Tenant, entityId: string, reportTypes: string[]) {
    const entity = this.entities.usable(tenant, entityId);
    const org = entity.organisationData;
    if (entity.entityType !== "ORGANISATION" || !org?.companyNumber)
      throw refuse("BUS-0004", "entityId", "the entity is not a registered organisation");
    const company = this.registry.profile(org.country, org.companyNumber);
    return [...new Set(reportTypes)].map((reportType) => {
      const figures = reportType === "creditScore" ? company.creditScore : company.creditReport;
      const doc = this.documents.create(tenant, {
        idType: "REPORT",
        country: company.country,
        entityId,
        extraData: [
          { kvpKey: "reportType", kvpValue: reportType },
          ...Object.entries(figures).map(([k, v]) => ({ kvpKey: k, kvpValue: String(v) })),
        ],
      });
      return {
        reportType,
        documentId: doc.documentId,
        creditScore: reportType === "creditScore" ? company.creditScore : undefined,
        creditReport: reportType === "creditReport" ? company.creditReport : undefined,
      };
    });
  }
}
