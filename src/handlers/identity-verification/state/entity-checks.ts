/**
 * Checks on an entity: the path-form check types planned against the account's rules, data aging (a recent
 * check of the same types is reused unless forced), the checks run against the reference data and recorded on
 * the entity; for organisations, PEP screening of the people the registry relates to the company.
 */
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { type CheckOutcome, resultState, runChecks, screenWatchlist, validateDocument } from "./check-engine";
import { effectiveResultLevel, isPep, pathCheckTypes, type ResultLevel } from "./check-types";
import type { Documents } from "./documents";
import type { CheckRecord, Entities, EntityData, EntityRecord, RelatedCheck } from "./entities";
import type { Reference } from "./reference";
import type { Registry } from "./registry";
import type { Tenancy, Tenant } from "./tenancy";

export interface CheckRun {
  entity: EntityRecord;
  check: CheckRecord;
  reused: boolean;
}

export class EntityChecks {
  constructor(
    private readonly clock: Clock,
    private readonly ref: Reference,
    private readonly tenancy: Tenancy,
    private readonly entities: Entities,
    private readonly documents: Documents,
    private readonly registry: Registry,
  ) {}

  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  /**
   * The path-form check types, validated for this entity, what `profile` expands to, and the level the
   * account answers at.
   */
  planPathChecks(
    tenant: Tenant,
    entity: EntityRecord,
    rawTypes: string,
    requested: ResultLevel,
  ): { types: string[]; run: string[]; level: ResultLevel } {
    const account = this.tenancy.customer(tenant.customerId);
    const types = pathCheckTypes(rawTypes, entity.entityType, account);
    const effective = effectiveResultLevel(requested, types, account);
    if (types[0] !== "profile") return { types, run: types, level: effective };
    const profile = entity.entityProfile ? account.profiles[entity.entityProfile] : undefined;
    if (!profile)
      throw new ServiceError(
        "failed_precondition",
        "checkType profile needs an entity profile the account configures",
        { code: "CHK-0007" },
      );
    return {
      types,
      run: pathCheckTypes(profile.join(","), entity.entityType, account),
      level: effective,
    };
  }

  verifyEntity(
    tenant: Tenant,
    entityId: string,
    rawTypes: string,
    requested: ResultLevel,
    opts: { force: boolean; noInvalidate: boolean },
    update?: EntityData,
  ): CheckRun {
    const account = this.tenancy.customer(tenant.customerId);
    let entity = this.entities.usable(tenant, entityId);
    const { types, run, level } = this.planPathChecks(tenant, entity, rawTypes, requested);
    entity = this.entities.update(entity, update, opts.noInvalidate);
    if (!opts.force) {
      const recent = this.entities.recentCheck(entity, types, level, account.dataAgingDays);
      if (recent) return { entity, check: recent, reused: true };
    }
    if (entity.entityType === "ORGANISATION")
      return this.checkOrganisation(entity, types, run, level, ["ubos", "officers_directors"]);
    const documents = this.documents.ofEntity(tenant, entity.entityId);
    const person = {
      ...entity.name,
      dateOfBirth: entity.dateOfBirth,
      addresses: entity.addresses,
      email: entity.emailAddress,
    };
    const idvalidateState = entity.idvProcess
      ? documents.some((d) => validateDocument(this.ref, person, d, this.today()).verified)
        ? "COMPLETE"
        : "FAILED"
      : undefined;
    const outcome = runChecks({
      ref: this.ref,
      person,
      documents,
      types: run,
      today: this.today(),
      idvalidateState,
    });
    const recorded = this.entities.recordCheck(entity, types, level, resultState(outcome), outcome);
    return { ...recorded, reused: false };
  }

  /** Organisation checks: PEP screening of the people the categories name (officers, owners). */
  checkOrganisation(
    entity: EntityRecord,
    types: string[],
    run: string[],
    level: ResultLevel,
    categories: string[],
  ): CheckRun {
    const org = entity.organisationData;
    const company = org?.companyNumber ? this.ref.company(org.country, org.companyNumber) : undefined;
    const outcome: CheckOutcome = { checkTypes: run, skipped: [], riskFactors: {} };
    let related: RelatedCheck[] = [];
    const pepTypes = run.filter(isPep);
    if (company && pepTypes.length > 0) {
      const includeMedia = pepTypes.includes("pep_media");
      related = this.registry
        .related(company, categories, this.registry.ownership(company, false))
        .map((r) => {
          const p = this.ref.person(r.personId);
          const hits = screenWatchlist(this.ref, { ...p, addresses: [p.address] }, includeMedia);
          return {
            entityCategory: r.entityCategory,
            personId: r.personId,
            name: `${p.givenName} ${p.familyName}`,
            role: r.role,
            percentOwned: r.percentOwned,
            hits: hits.map((h) => ({
              watchlistId: h.watchlistId,
              categories: h.categories,
              adverseMedia: h.adverseMedia.length,
            })),
          };
        });
      const all = related.flatMap((r) => r.hits);
      outcome.pep = { includeMedia, hits: [], passed: all.length === 0 };
      outcome.riskFactors.pep_hit = all.some((h) => h.categories.includes("pep"));
      outcome.riskFactors.sanction_hit = all.some((h) => h.categories.includes("sanction"));
      if (includeMedia) outcome.riskFactors.adverse_media = all.some((h) => h.adverseMedia > 0);
    }
    if (company?.status === "Deregistered") outcome.riskFactors.kyc_failed = true;
    const state = related.some((r) => r.hits.length > 0)
      ? "CHECKED_SUCCESS_WITH_NOTES"
      : company?.status === "Deregistered"
        ? "CHECKED_FAILED"
        : "CHECKED_SUCCESS_CLEAR";
    return { ...this.entities.recordCheck(entity, types, level, state, outcome, related), reused: false };
  }
}
