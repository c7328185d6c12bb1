/**
 * Wire mapping of the identity-verification service (FrankieOne KYC API v1.2 shapes) over the domain in
 * state/. Operations that take `X-Kyc-Background: 1` are checked for obvious input errors, accepted with a
 * request id (202) and queued; the queue later runs the same handler with the request as accepted.
 */
import type { IdentityVerificationHandlers } from "../../../generated/identity-verification/handlers";
import type { HandlerContext } from "../../../generated/runtime";
import { frankieoneDialect } from "../../errors/frankieone";
import { ServiceError } from "../../errors/service-error";
import { loadFixture } from "../../runtime/fixtures";
import { handlerOf, type ServiceModule } from "../../runtime/service";
import { adminActions } from "./admin";
import { BackgroundQueue, type Job, type JobResult } from "./state/background";
import { type DocumentInput, Documents, decodeScan } from "./state/documents";
import { Entities, type EntityData, type EntityRecord } from "./state/entities";
import { Reference } from "./state/reference";
import { SLUG } from "./state/slug";
import { type CustomerConfig, Tenancy, tenantOf } from "./state/tenancy";
import { Verification } from "./state/verification";
import { checkToWire, companyToWire, documentToWire, entityToWire, profileToWire } from "./wire";

const DEV_CUSTOMER = "a1b2c3d4-0000-4000-8000-000000000001";
const DEV_KEY = "kyc-dev-key";

/** What every handler answers, seen generically. */
type Reply = { status: number; body?: unknown };
interface Accepted {
  status: 202;
  body: { requestId: string; function: string };
}
interface WireEntityUpdate {
  name?: EntityData["name"];
  dateOfBirth?: { dateOfBirth: string };
  addresses?: EntityData["addresses"];
  emailAddress?: string;
  phoneNumber?: string;
  entityProfile?: string;
}

function entityData(body: WireEntityUpdate | undefined): EntityData | undefined {
  if (!body) return undefined;
  const { dateOfBirth, ...rest } = body;
  const data: EntityData = { ...rest };
  if (dateOfBirth) data.dateOfBirth = dateOfBirth.dateOfBirth;
  return data;
}

/** Refuses undecodable scans before a request is accepted: an "obvious input error". */
function checkScans(input: DocumentInput): void {
  for (const [i, s] of (input.docScan ?? []).entries()) decodeScan(s, `docScan[${i}]`);
}

export function createIdentityVerification(
  tenancy: Tenancy,
  kyc: Verification,
  ref: Reference,
  queueOf: () => BackgroundQueue,
) {
  /** An entity in full: with the documents of it that the caller may see, and their scan data. */
  const entityReply = (e: EntityRecord, ctx: HandlerContext) => ({
    status: 200 as const,
    body: {
      requestId: ctx.requestId,
      entityId: e.entityId,
      entity: entityToWire(e, kyc.documents.ofEntity(tenantOf(ctx.caller), e.entityId)),
    },
  });

  /**
   * With `X-Kyc-Background: 1`: the prechecks run now (so obvious input errors are still answered at once),
   * then the request is queued and answered 202. Otherwise undefined: the caller runs the work itself.
   */
  /** What a document operation checks before it is accepted for background processing. */
  function checkDocument(tenant: ReturnType<typeof tenantOf>, input: DocumentInput): void {
    checkScans(input);
    kyc.checkDocumentInput(tenant, input);
  }

  function background(
    fn: string,
    req: { path: unknown; query: unknown; headers: Record<string, string | undefined>; body?: unknown },
    ctx: HandlerContext,
    precheck: () => void,
  ): Accepted | undefined {
    if (req.headers["X-Kyc-Background"] !== "1") return undefined;
    const tenant = tenantOf(ctx.caller);
    precheck();
    const account = tenancy.customer(tenant.customerId);
    const { "X-Kyc-Background": _, ...headers } = req.headers;
    const job = queueOf().accept(
      tenant,
      fn,
      { path: req.path, query: req.query, headers, body: req.body, baseUrl: ctx.baseUrl },
      account.backgroundDelayMs,
      (id) =>
        account.callbackUrl === null
          ? `${ctx.baseUrl}/your/configured/path/${id}`
          : account.callbackUrl.includes("{requestId}")
            ? account.callbackUrl.replace("{requestId}", id)
            : `${account.callbackUrl.replace(/\/$/, "")}/${id}`,
    );
    return { status: 202, body: { requestId: job.requestId, function: fn } };
  }

  const handlers: IdentityVerificationHandlers = {
    businessInternationalProfile: ({ body }, ctx) => {
      tenantOf(ctx.caller);
      const c = kyc.registry.profile(body.country.toUpperCase(), body.organisationNumber);
      return {
        status: 200,
        body: { requestId: ctx.requestId, profile: profileToWire(c, ref, (h) => kyc.registry.holderName(h)) },
      };
    },
    businessInternationalSearch: ({ body }, ctx) => {
      tenantOf(ctx.caller);
      const found = kyc.registry.search(body.country, body.organisationName, body.organisationNumber);
      return { status: 200, body: { requestId: ctx.requestId, companies: found.map(companyToWire) } };
    },
    businessOwnershipQuery: ({ query, body }, ctx) => {
      const tenant = tenantOf(ctx.caller);
      const r = kyc.ownershipQuery(tenant, body, {
        validation: query.validation ?? "on",
        includeHistorical: query.includeHistorical === true,
        onlyProfile: query.onlyProfile === true,
        checkType: query.checkType,
        entityCategories: query.entityCategories,
        resultLevel: query.resultLevel ?? "summary",
      });
      const validation = {
        mode: query.validation ?? "on",
        validated: r.validated,
        organisationNumber: r.company.companyNumber,
        registeredName: r.company.name,
      };
      if (!r.entity || !r.run) return { status: 200, body: { requestId: ctx.requestId, validation } };
      return {
        status: 200,
        body: {
          requestId: ctx.requestId,
          validation,
          entityId: r.entity.entityId,
          entity: entityToWire(r.entity, []),
          profile: profileToWire(r.company, ref, (h) => kyc.registry.holderName(h)),
          ownership: r.ownership,
          checkResult: checkToWire(r.run, ctx.requestId),
        },
      };
    },
    businessReports: ({ query, body }, ctx) => {
      const tenant = tenantOf(ctx.caller);
      const reports = kyc.reports(tenant, body.entityId, query.reportTypes.split(","));
      return { status: 200, body: { requestId: ctx.requestId, entityId: body.entityId, reports } };
    },
    businessVerify: ({ path, query }, ctx) => {
      const tenant = tenantOf(ctx.caller);
      const run = kyc.verifyBusiness(
        tenant,
        path.entityId,
        query.checkType,
        query.entityCategories,
        query.resultLevel ?? "summary",
      );
      return { status: 200, body: checkToWire(run, ctx.requestId) };
    },
    createDocument: ({ body }, ctx) => {
      const doc = kyc.createDocument(tenantOf(ctx.caller), body);
      return {
        status: 200,
        body: {
          requestId: ctx.requestId,
          documentId: doc.documentId,
          entityId: doc.entityId,
          document: documentToWire(doc),
        },
      };
    },
    compareDocument: (req, ctx) => {
      const tenant = tenantOf(ctx.caller);
      const accepted = background("compareDocument", req, ctx, () => {
        checkScans(req.body.document);
        kyc.checkDocumentInput(tenant, req.body.document);
        kyc.documents.get(tenant, req.body.originalDocumentId);
      });
      if (accepted) return accepted;
      const { document, result } = kyc.compareDocument(
        tenant,
        req.body.document,
        req.body.originalDocumentId,
      );
      return {
        status: 200,
        body: {
          requestId: ctx.requestId,
          documentId: document.documentId,
          document: documentToWire(document),
          compareResult: { originalDocumentId: req.body.originalDocumentId, ...result },
        },
      };
    },
    scanDocument: (req, ctx) => {
      const tenant = tenantOf(ctx.caller);
      const accepted = background("scanDocument", req, ctx, () => checkDocument(tenant, req.body));
      if (accepted) return accepted;
      const { document, fields } = kyc.scanDocument(tenant, req.body);
      return {
        status: 200,
        body: {
          requestId: ctx.requestId,
          documentId: document.documentId,
          entityId: document.entityId,
          document: documentToWire(document),
          scanResult: fields ? { state: "SCANNED", fields } : { state: "UNREADABLE" },
        },
      };
    },
    utilityCompare: (req, ctx) => {
      const tenant = tenantOf(ctx.caller);
      const accepted = background("utilityCompare", req, ctx, () => checkDocument(tenant, req.body));
      if (accepted) return accepted;
      const { document, result } = kyc.utilityCompare(tenant, req.body, req.query.planLimit ?? 5);
      return {
        status: 200,
        body: {
          requestId: ctx.requestId,
          documentId: document.documentId,
          document: documentToWire(document),
          utilityCompareResult: result,
        },
      };
    },
    verifyDocument: (req, ctx) => {
      const tenant = tenantOf(ctx.caller);
      const accepted = background("verifyDocument", req, ctx, () => checkDocument(tenant, req.body));
      if (accepted) return accepted;
      const { document, verified, reason } = kyc.verifyDocument(tenant, req.body);
      return {
        status: 200,
        body: {
          requestId: ctx.requestId,
          documentId: document.documentId,
          entityId: document.entityId,
          document: documentToWire(document),
          verifyResult: { verified, reason },
        },
      };
    },
    searchDocuments: ({ body }, ctx) => {
      const docs = kyc.documents.search(tenantOf(ctx.caller), body, body.limit ?? 50);
      return { status: 200, body: { requestId: ctx.requestId, documents: docs.map(documentToWire) } };
    },
    deleteDocument: (req, ctx) => {
      const tenant = tenantOf(ctx.caller);
      const accepted = background("deleteDocument", req, ctx, () =>
        kyc.documents.get(tenant, req.path.documentId),
      );
      if (accepted) return accepted;
      const doc = kyc.documents.delete(tenant, req.path.documentId);
      return { status: 200, body: { requestId: ctx.requestId, documentId: doc.documentId } };
    },
    createEntity: ({ body }, ctx) => {
      const e = kyc.createIndividual(tenantOf(ctx.caller), entityData(body) as EntityData);
      return entityReply(e, ctx);
    },
    flagMonitor: ({ path, query }, ctx) => {
      const tenant = tenantOf(ctx.caller);
      return entityReply(kyc.entities.setMonitor(kyc.entities.usable(tenant, path.entityId), query.set), ctx);
    },
    flagWatchlist: ({ path, query }, ctx) => {
      const tenant = tenantOf(ctx.caller);
      const e = kyc.entities.usable(tenant, path.entityId);
      return entityReply(kyc.entities.setWatchlist(e, query.set, query.reason, query.comment), ctx);
    },
    getEntityFull: ({ path }, ctx) =>
      entityReply(kyc.entities.usable(tenantOf(ctx.caller), path.entityId), ctx),
    idvalidateInitProcess: ({ path, body }, ctx) => {
      const tenant = tenantOf(ctx.caller);
      const e = kyc.entities.update(kyc.entities.usable(tenant, path.entityId), entityData(body), false);
      return entityReply(kyc.entities.startIdValidation(e), ctx);
    },
    setEntityStatus: ({ path, query }, ctx) => {
      const tenant = tenantOf(ctx.caller);
      const e = kyc.entities.usable(tenant, path.entityId);
      return entityReply(kyc.entities.setStatus(e, query.set, query.risk, query.comment), ctx);
    },
    pushToMobile: (req, ctx) => {
      const tenant = tenantOf(ctx.caller);
      const accepted = background("pushToMobile", req, ctx, () =>
        kyc.entities.usable(tenant, req.path.entityId),
      );
      if (accepted) return accepted;
      const r = kyc.pushToMobile(tenant, req.path.entityId, req.query.nopush === true);
      const body = {
        requestId: ctx.requestId,
        entityId: r.entity.entityId,
        function: "pushToMobile",
        sent: r.sent,
        linkURL: r.sent ? undefined : r.linkURL,
      };
      return { status: 200, body };
    },
    verifyEntity: (req, ctx) => {
      const tenant = tenantOf(ctx.caller);
      const { path, query } = req;
      const accepted = background("verifyEntity", req, ctx, () =>
        kyc.planPathChecks(
          tenant,
          kyc.entities.usable(tenant, path.entityId),
          path.checkType,
          path.resultLevel,
        ),
      );
      if (accepted) return accepted;
      const run = kyc.verifyEntity(
        tenant,
        path.entityId,
        path.checkType,
        path.resultLevel,
        { force: query.force === true, noInvalidate: query.noInvalidate === true },
        entityData(req.body),
      );
      return { status: 200, body: checkToWire(run, ctx.requestId) };
    },
    retrieveResponse: ({ path, query }, ctx) => {
      const tenant = tenantOf(ctx.caller);
      const job = queueOf().jobs.get(path.requestId);
      if (
        !job ||
        job.owner.customerId !== tenant.customerId ||
        (tenant.childId !== undefined && job.owner.childId !== tenant.childId)
      )
        throw new ServiceError("not_found", `no request ${path.requestId}`);
      const notification = {
        attempts: job.delivery.attempts,
        delivered: job.delivery.delivered,
        gaveUp: job.delivery.gaveUp,
      };
      if (job.state === "PENDING")
        return {
          status: 202,
          body: {
            requestId: job.requestId,
            function: job.function,
            state: "PENDING",
            completesAt: job.completeAt.toISOString(),
            notification,
          },
        };
      const result = job.result as JobResult;
      return {
        status: 200,
        body: {
          requestId: job.requestId,
          function: job.function,
          state: "COMPLETE",
          httpStatusCode: result.httpStatusCode,
          payload: query.payload === "object" ? result.body : JSON.stringify(result.body),
          notification,
        },
      };
    },
    statusCheck: ({ query }) => ({
      status: 200,
      // FrankieOne's status check answers a puppy; a polite caller gets a polite answer.
      body:
        query.askingNicely === true
          ? { puppy: true, asknicely1: "Thank you for asking so nicely. All systems are running." }
          : { puppy: true },
    }),
    receiveNotification: ({ path, body }, ctx) => {
      queueOf().record(path.requestId, body);
      return { status: 200, body: { requestId: ctx.requestId } };
    },
  };
  return handlers;
}

/** Runs a queued request through the same handler, as the tenant that made it; an error becomes its result. */
function runner(handlers: IdentityVerificationHandlers): (job: Job) => JobResult {
  return (job) => {
    const input = job.input as { baseUrl: string };
    const caller = {
      id: job.owner.childId ? `${job.owner.customerId}/${job.owner.childId}` : job.owner.customerId,
      permissions: ["*"],
    };
    // A background run answers in the operation's first media type, as to a request without Accept.
    const ctx: HandlerContext = {
      requestId: job.requestId,
      baseUrl: input.baseUrl,
      caller,
      accepts: (types) => types[0],
    };
    try {
      const reply = handlerOf(handlers, job.function)(job.input, ctx) as Reply;
      return { httpStatusCode: reply.status, body: reply.body ?? {} };
    } catch (err) {
      const e =
        err instanceof ServiceError ? err : new ServiceError("internal", "the background work failed");
      const rendered = frankieoneDialect.render(e, { requestId: job.requestId, path: job.function });
      return { httpStatusCode: rendered.status, body: rendered.body };
    }
  };
}

export const identityVerificationModule: ServiceModule<"identity-verification"> = {
  authenticate: (credentials, deps) =>
    new Tenancy(deps.store).authenticate(
      credentials.header("api_key"),
      credentials.header("x-kyc-customerid"),
      credentials.header("x-kyc-customerchildid"),
    ),
  devCredentials: () => ({ api_key: DEV_KEY, "X-Kyc-CustomerID": DEV_CUSTOMER }),
  create: (deps) => {
    const tenancy = new Tenancy(deps.store);
    const ref = new Reference(deps.store);
    deps.store.seed(() => {
      for (const c of loadFixture<CustomerConfig[]>(SLUG, "customers.json")) tenancy.addCustomer(c);
      ref.load();
    });
    const entities = new Entities(deps.store, deps.clock);
    const documents = new Documents(deps.store, deps.clock, ref);
    const kyc = new Verification(deps.store, deps.clock, ref, tenancy, entities, documents);
    let queue: BackgroundQueue | undefined;
    const queueOf = () => queue as BackgroundQueue;
    const handlers = createIdentityVerification(tenancy, kyc, ref, queueOf);
    queue = new BackgroundQueue(deps.store, deps.clock, deps.schedule, runner(handlers));
    return {
      handlers,
      admin: adminActions(tenancy, kyc, queue),
    };
  },
};
