/** The business operations ("business"): registry profile and search, ownership query, verify, credit reports. */
import type { IdentityVerificationHandlers } from "../../../../generated/identity-verification/handlers";
import type { KycContext } from "../auth";
import type { IdentityVerification } from "../state/index";
import { checkToWire, companyToWire, entityToWire, profileToWire } from "../wire";

export function businessOperations(
  kyc: IdentityVerification,
): Pick<
  IdentityVerificationHandlers<KycContext>,
  | "businessInternationalProfile"
  | "businessInternationalSearch"
  | "businessOwnershipQuery"
  | "businessReports"
  | "businessVerify"
> {
  const holderName = kyc.registry.holderName.bind(kyc.registry);
  return {
    businessInternationalProfile: ({ body }, ctx) => {
      const c = kyc.registry.profile(body.country.toUpperCase(), body.organisationNumber);
      return {
        status: 200,
        body: { requestId: ctx.requestId, profile: profileToWire(c, kyc.ref, holderName) },
      };
    },
    businessInternationalSearch: ({ body }, ctx) => {
      const found = kyc.registry.search(body.country, body.organisationName, body.organisationNumber);
      return { status: 200, body: { requestId: ctx.requestId, companies: found.map(companyToWire) } };
    },
    businessOwnershipQuery: ({ query, body }, ctx) => {
      const r = kyc.business.ownershipQuery(ctx.tenant, body, {
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
          profile: profileToWire(r.company, kyc.ref, holderName),
          ownership: r.ownership,
          checkResult: checkToWire(r.run, ctx.requestId),
        },
      };
    },
    businessReports: ({ query, body }, ctx) => {
      const reports = kyc.business.reports(ctx.tenant, body.entityId, query.reportTypes.split(","));
      return { status: 200, body: { requestId: ctx.requestId, entityId: body.entityId, reports } };
    },
    businessVerify: ({ path, query }, ctx) => {
      const run = kyc.business.verifyBusiness(
        ctx.tenant,
        path.entityId,
        query.checkType,
        query.entityCategories,
        query.resultLevel ?? "summary",
      );
      return { status: 200, body: checkToWire(run, ctx.requestId) };
    },
  };
}
