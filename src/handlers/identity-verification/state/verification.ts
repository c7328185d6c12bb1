/**
 * The service's operations on entities, documents and businesses, tied together: each enforces visibility
 * (tenancy), the entity lifecycle, the check-type rules and data aging, then runs the checks against the
 * reference data and records the result on the entity.
 */
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { randomString } from "../../../runtime/ids";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { type CheckOutcome, resultState, runChecks, screenWatchlist, validateDocument } from "./check-engine";
import { checkResultLevel, isPep, pathCheckTypes, queryCheckTypes, type ResultLevel } from "./check-types";
import type { DocumentInput, DocumentRecord, Documents, OcrFields } from "./documents";
import type { CheckRecord, Entities, EntityData, EntityRecord, RelatedCheck } from "./entities";
import type { Company, Reference } from "./reference";
import { refuse } from "./refuse";
import { type OwnershipReport, Registry } from "./registry";
import type { Tenancy, Tenant } from "./tenancy";

export type Validation = "on" | "acn" | "only" | "off";

/** Texted onboarding links kept for the admin API to show. */
export const MAX_SENT_MESSAGES = 1000;

export interface CheckRun {
  entity: EntityRecord;
  check: CheckRecord;
  reused: boolean;
}

export interface SentMessage {
  entityId: string;
  phoneNumber: string;
  linkURL: string;
  sentAt: Date;
}

export class Verification {
  readonly registry: Registry;
  readonly outbox: Collection<SentMessage>;

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
    private readonly ref: Reference,
    private readonly tenancy: Tenancy,
    readonly entities: Entities,
    readonly documents: Documents,
  ) {
    this.registry = new Registry(ref);
    this.outbox = store.collection<SentMessage>("sent-messages");
  }

  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  createIndividual(tenant: Tenant, data: EntityData): EntityRecord {
    return this.entities.create(tenant, "INDIVIDUAL", data);
  }

  /** The path-form check types, validated for this entity and level, and what `profile` expands to. */
  planPathChecks(
    tenant: Tenant,
    entity: EntityRecord,
    rawTypes: string,
    level: ResultLevel,
  ): { types: string[]; run: string[] } {
    const account = this.tenancy.customer(tenant.customerId);
    const types = pathCheckTypes(rawTypes, entity.entityType, account);
    checkResultLevel(level, types, account);
    if (types[0] !== "profile") return { types, run: types };
    const profile = entity.entityProfile ? account.profiles[entity.entityProfile] : undefined;
    if (!profile)
      throw new ServiceError(
        "failed_precondition",
        "checkType profile needs an entity profile the account configures",
        { code: "CHK-0007" },
      );
    return { types, run: pathCheckTypes(profile.join(","), entity.entityType, account) };
  }

  verifyEntity(
    tenant: Tenant,
    entityId: string,
    rawTypes: string,
    level: ResultLevel,
    opts: { force: boolean; noInvalidate: boolean },
    update?: EntityData,
  ): CheckRun {
    const account = this.tenancy.customer(tenant.customerId);
    let entity = this.entities.usable(tenant, entityId);
    const { types, run } = this.planPathChecks(tenant, entity, rawTypes, level);
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
  private checkOrganisation(
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
    checkResultLevel(level, types, account);
    return this.checkOrganisation(
      entity,
      types,
      types,
      level,
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
    checkResultLevel(opts.resultLevel, types, account);
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
    const run = this.checkOrganisation(
      entity,
      types,
      types,
      opts.resultLevel,
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

  /** Checks what a new document refers to before anything is stored: its entity must be usable. */
  checkDocumentInput(tenant: Tenant, input: DocumentInput): void {
    if (input.entityId !== undefined) this.entities.usable(tenant, input.entityId);
  }

  createDocument(tenant: Tenant, input: DocumentInput): DocumentRecord {
    this.checkDocumentInput(tenant, input);
    return this.documents.create(tenant, input);
  }

  /** Create and scan: OCR fills the document; without a linked entity, one is created from what was read. */
  scanDocument(tenant: Tenant, input: DocumentInput): { document: DocumentRecord; fields?: OcrFields } {
    let doc = this.createDocument(tenant, input);
    const fields = this.documents.ocr(doc);
    if (!fields) return { document: doc };
    doc = this.documents.applyScan(doc, fields);
    if (!doc.entityId && fields.givenName) {
      const entity = this.entities.create(tenant, "INDIVIDUAL", {
        name: { givenName: fields.givenName, familyName: fields.familyName },
        dateOfBirth: fields.dateOfBirth,
        addresses: fields.address ? [fields.address] : [],
      });
      doc = this.documents.save({ ...doc, entityId: entity.entityId });
    }
    return { document: doc, fields };
  }

  /** Create and verify: the holder is the linked entity, else the person OCR read from the scan. */
  verifyDocument(tenant: Tenant, input: DocumentInput) {
    let doc = this.createDocument(tenant, input);
    const fields = this.documents.ocr(doc);
    if (fields) doc = this.documents.applyScan(doc, fields);
    const entity = doc.entityId ? this.entities.find(tenant, doc.entityId) : undefined;
    const holder = entity
      ? { ...entity.name, dateOfBirth: entity.dateOfBirth }
      : { givenName: fields?.givenName, familyName: fields?.familyName, dateOfBirth: fields?.dateOfBirth };
    return this.documents.verify(doc, holder);
  }

  compareDocument(tenant: Tenant, input: DocumentInput, originalDocumentId: string) {
    const original = this.documents.get(tenant, originalDocumentId);
    let doc = this.createDocument(tenant, input);
    const fields = this.documents.ocr(doc);
    if (fields) doc = this.documents.applyScan(doc, fields);
    return { document: doc, result: this.documents.compare(doc, original) };
  }

  utilityCompare(tenant: Tenant, input: DocumentInput, planLimit: number) {
    if (input.idType !== "UTILITY_BILL")
      throw refuse("DOC-0002", "idType", "a utility price comparison needs a UTILITY_BILL document");
    let doc = this.createDocument(tenant, input);
    const fields = this.documents.ocr(doc);
    if (!fields || fields.idType !== "UTILITY_BILL")
      throw new ServiceError(
        "failed_precondition",
        "the bill could not be read: no recognisable utility bill image",
        { code: "DOC-0003" },
      );
    doc = this.documents.applyScan(doc, fields);
    return { document: doc, result: this.documents.utilityCompare(fields, planLimit) };
  }

  /**
   * Push to mobile (phase 2): starts the ID validation process and issues an onboarding link; with `nopush`
   * the link is returned for the caller to deliver, otherwise it is texted to the entity's phone number.
   */
  pushToMobile(
    tenant: Tenant,
    entityId: string,
    nopush: boolean,
  ): { entity: EntityRecord; linkURL: string; sent: boolean } {
    let entity = this.entities.usable(tenant, entityId);
    if (entity.entityType !== "INDIVIDUAL")
      throw refuse("ENT-0004", "entityId", "only an individual can be onboarded on a mobile");
    if (!nopush && !entity.phoneNumber)
      throw new ServiceError("failed_precondition", "the entity has no phone number to send the link to", {
        code: "ENT-0005",
      });
    entity = this.entities.startIdValidation(entity);
    // The onboarding portal is the provider's, not this service's: the link names a reserved, unresolvable host.
    const linkURL = `https://onboarding.kyc.invalid/start/${randomString(24)}`;
    if (!nopush) {
      if (this.outbox.size() >= MAX_SENT_MESSAGES) {
        const oldest = this.outbox.list({ limit: 1 }).items[0];
        this.outbox.delete(`${oldest.entityId}@${oldest.sentAt.getTime()}`);
      }
      this.outbox.put(`${entity.entityId}@${this.clock.now().getTime()}`, {
        entityId,
        phoneNumber: entity.phoneNumber as string,
        linkURL,
        sentAt: this.clock.now(),
      });
    }
    return { entity, linkURL, sent: !nopush };
  }
}
