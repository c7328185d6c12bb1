/**
 * The configuration-delivery service: AWS AppConfig's REST-JSON operations over the domain in state/.
 * Authentication takes the API key in `Authorization`, or the AWS SDK's Signature Version 4 header (the
 * access key id names the caller; the gateway holds no secret keys to check signatures with).
 */
import type { Caller } from "../../../generated/runtime";
import { ServiceError } from "../../errors/service-error";
import { awsSigV4AccessKey, sameSecret, unsignedSigV4Authorization } from "../../runtime/auth";
import { fixtureFolder } from "../../runtime/fixtures";
import type { RequestCredentials, ServiceDeps, ServiceModule } from "../../runtime/service";
import { configDeliveryAdmin } from "./admin";
import { loadFixtures } from "./fixtures";
import { applicationsOperations } from "./operations/applications";
import { associationsOperations } from "./operations/associations";
import { deploymentsOperations } from "./operations/deployments";
import { environmentsOperations } from "./operations/environments";
import { extensionsOperations } from "./operations/extensions";
import { hostedVersionsOperations } from "./operations/hosted-versions";
import { profilesOperations } from "./operations/profiles";
import { retrievalOperations } from "./operations/retrieval";
import { strategiesOperations } from "./operations/strategies";
import { tagsOperations } from "./operations/tags";
import { createConfigDelivery } from "./state/index";

const fixtures = fixtureFolder("config-delivery");

export function authenticate(credentials: RequestCredentials, deps: ServiceDeps): Caller {
  const header = credentials.header("authorization");
  if (!header) {
    throw new ServiceError("unauthenticated", "Missing Authentication Token", {
      code: "MissingAuthenticationTokenException",
    });
  }
  if (/^AWS4-HMAC-SHA256\s/.test(header)) return { id: awsSigV4AccessKey(credentials), permissions: ["*"] };
  const key = header.replace(/^Bearer\s+/i, "").trim();
  const found = deps.config.callers.find((c) => sameSecret(key, c.token));
  if (!found)
    throw new ServiceError("unauthenticated", "The security token included in the request is invalid.");
  return { id: found.id, permissions: found.permissions };
}

export const configDeliveryModule: ServiceModule<"config-delivery"> = {
  authenticate,
  devCredentials: () => ({ authorization: unsignedSigV4Authorization("AKIDEXAMPLE", "appconfig") }),
  create: (deps) => {
    const cd = createConfigDelivery(deps);
    loadFixtures(deps.store, fixtures, cd);
    return {
      handlers: {
        ...applicationsOperations(cd),
        ...environmentsOperations(cd),
        ...profilesOperations(cd),
        ...hostedVersionsOperations(cd),
        ...strategiesOperations(cd),
        ...deploymentsOperations(cd),
        ...extensionsOperations(cd),
        ...associationsOperations(cd),
        ...retrievalOperations(cd),
        ...tagsOperations(cd),
      },
      admin: configDeliveryAdmin(cd),
    };
  },
};
