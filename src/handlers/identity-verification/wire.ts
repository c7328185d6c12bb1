/**
 * The identity-verification service's records in their FrankieOne-style wire shapes (KYC API v1.2), and the
 * entity details of a request body as the domain takes them.
 */
import type { components } from "../../../generated/identity-verification/types";
import type { Job } from "./state/background";
import type { DocumentRecord } from "./state/documents";
import { type EntityData, type EntityRecord, effectiveRisk, entityStatus } from "./state/entities";
import type { CheckRun } from "./state/entity-checks";
import type { Company, Reference } from "./state/reference";

type S = components["schemas"];

/** Entity details as requests send them: the date of birth wrapped in an object. */
interface WireEntityDetails {
  name?: EntityData["name"];
  dateOfBirth?: { dateOfBirth: string };
  addresses?: EntityData["addresses"];
  emailAddress?: string;
  phoneNumber?: string;
  entityProfile?: string;
}

export function entityData(body: WireEntityDetails): EntityData {
  const { dateOfBirth, ...rest } = body;
  const data: EntityData = { ...rest };
  if (dateOfBirth) data.dateOfBirth = dateOfBirth.dateOfBirth;
  return data;
}

export function documentToWire(d: DocumentRecord): S["Document"] {
  return {
    documentId: d.documentId,
    entityId: d.entityId,
    idType: d.idType,
    idNumber: d.idNumber,
    idExpiry: d.idExpiry,
    idIssued: d.idIssued,
    country: d.country,
    region: d.region,
    documentStatus: d.documentStatus,
    createdFromScan: d.createdFromScan,
    docScan: d.docScan,
    extraData: Object.entries(d.extraData).map(([kvpKey, kvpValue]) => ({ kvpKey, kvpValue })),
  };
}

export function entityToWire(e: EntityRecord, documents: DocumentRecord[]): S["Entity"] {
  const risk = effectiveRisk(e);
  const flags = [
    { flag: "monitor", value: String(e.flags.monitor) },
    { flag: "watchlist", value: String(e.flags.watchlist) },
  ];
  if (e.flags.watchlistReason) flags.push({ flag: "watchlistReason", value: e.flags.watchlistReason });
  if (e.flags.watchlistComment) flags.push({ flag: "watchlistComment", value: e.flags.watchlistComment });
  return {
    entityId: e.entityId,
    entityType: e.entityType,
    name: e.name,
    dateOfBirth: e.dateOfBirth ? { dateOfBirth: e.dateOfBirth } : undefined,
    addresses: e.addresses,
    emailAddress: e.emailAddress,
    phoneNumber: e.phoneNumber,
    entityProfile: e.entityProfile,
    organisationData: e.organisationData,
    flags,
    status: { status: entityStatus(e), manualStatus: e.manualStatus, comment: e.statusComment },
    risk: { riskLevel: risk.level, riskScore: risk.score, manual: risk.manual },
    idValidation: e.idvProcess
      ? { ...e.idvProcess, startedAt: e.idvProcess.startedAt.toISOString() }
      : undefined,
    identityDocs: documents.map(documentToWire),
    checks: e.checks.map((c) => ({
      checkId: c.checkId,
      checkDate: c.checkDate.toISOString(),
      checkTypes: c.checkTypes,
      resultState: c.resultState,
    })),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** A check result at its level: `simple` the summary only, `summary` without per-source detail, `full` all. */
export function checkToWire(run: CheckRun, requestId: string): S["CheckResult"] {
  const { check, entity } = run;
  const o = check.outcome;
  const body: S["CheckResult"] = {
    requestId,
    entityId: entity.entityId,
    checkId: check.checkId,
    checkDate: check.checkDate.toISOString(),
    checkTypes: check.checkTypes,
    skippedCheckTypes: o.skipped,
    resultLevel: check.resultLevel,
    reused: run.reused,
    checkSummary: {
      resultState: check.resultState,
      riskLevel: check.riskLevel,
      riskScore: check.riskScore,
      entityStatus: entityStatus(entity),
    },
  };
  if (check.resultLevel === "simple") return body;
  const full = check.resultLevel === "full";
  if (o.kyc)
    body.kycResult = {
      required: o.kyc.required,
      independentSources: o.kyc.independentSources,
      passed: o.kyc.passed,
      ...(full
        ? { sources: o.kyc.sources }
        : { matchedSources: o.kyc.sources.filter((s) => s.matched).map((s) => s.source) }),
    };
  if (o.id) body.idResult = full ? o.id : { passed: o.id.passed, documents: o.id.documents.length };
  if (o.pep)
    body.pepResult = full
      ? o.pep
      : { passed: o.pep.passed, hits: o.pep.hits.length, includeMedia: o.pep.includeMedia };
  if (o.fraud) body.fraudResult = full ? o.fraud : { passed: o.fraud.passed, hits: o.fraud.hits.length };
  if (o.manual) body.manualResult = o.manual;
  if (o.idvalidate) body.idvalidateResult = o.idvalidate;
  if (check.related)
    body.relatedResults = full
      ? check.related.map((r) => ({ ...r }))
      : check.related.map((r) => ({
          entityCategory: r.entityCategory,
          name: r.name,
          role: r.role,
          hits: r.hits.length,
        }));
  return body;
}

export function companyToWire(c: Company): S["CompanySummary"] {
  return {
    country: c.country,
    organisationNumber: c.companyNumber,
    registrationType: c.registrationType,
    name: c.name,
    status: c.status,
  };
}

export function profileToWire(
  c: Company,
  ref: Reference,
  names: (h: Company["shareholders"][number]) => string,
): S["BusinessProfile"] {
  return {
    ...companyToWire(c),
    incorporated: c.incorporated,
    registeredAddress: c.registeredAddress,
    officers: c.officers.map((o) => {
      const p = ref.person(o.personId);
      return { name: `${p.givenName} ${p.familyName}`, role: o.role, dateOfBirth: p.dateOfBirth };
    }),
    shareholders: c.shareholders.map((h) => ({
      kind: h.kind,
      id: h.kind === "individual" ? h.personId : h.companyNumber,
      name: names(h),
      percentOwned: h.percent,
    })),
  };
}

/**
 * A background request as `GET /retrieve/response/{requestId}` shows it: pending with its completion time, or
 * complete with the operation's status and answer (as a JSON string unless `payload=object`).
 */
export function jobToWire(job: Job, payloadAsObject: boolean) {
  const notification = {
    attempts: job.delivery.attempts,
    delivered: job.delivery.delivered,
    gaveUp: job.delivery.gaveUp,
  };
  if (job.state === "PENDING" || !job.result)
    return {
      status: 202 as const,
      body: {
        requestId: job.requestId,
        function: job.function,
        state: "PENDING" as const,
        completesAt: job.completeAt.toISOString(),
        notification,
      },
    };
  const result = job.result;
  return {
    status: 200 as const,
    body: {
      requestId: job.requestId,
      function: job.function,
      state: "COMPLETE" as const,
      httpStatusCode: result.httpStatusCode,
      payload: payloadAsObject ? result.body : JSON.stringify(result.body),
      notification,
    },
  };
}
