/**
 * The service's admin actions: customers and children with their keys, key rotation, callback URLs, and
 * read-outs of what the background queue delivered and what the default receiver recorded. Admin bodies have
 * not been through the validator, so each field is read with src/runtime/json-input.ts.
 */
import { invalid } from "../../errors/service-error";
import {
  type Json,
  jsonObject,
  optionalBoolean,
  optionalString,
  requiredString,
} from "../../runtime/json-input";
import type { AdminAction } from "../../runtime/service";
import { type BackgroundQueue, notificationOf } from "./state/background";
import type { IdentityVerification } from "./state/index";
import type { ChildConfig, CustomerConfig } from "./state/tenancy";

function keys(o: Json, where: string): string[] {
  const v = o.apiKeys;
  if (!Array.isArray(v) || v.length === 0 || v.some((k) => typeof k !== "string" || k.length < 8))
    throw invalid(`${where}.apiKeys`, "must be a non-empty list of keys of at least 8 characters");
  return v as string[];
}

function positive(o: Json, key: string, where: string, fallback: number): number {
  const v = Object.hasOwn(o, key) ? o[key] : undefined;
  if (v === undefined) return fallback;
  if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v > 366 * 86_400_000)
    throw invalid(`${where}.${key}`, "must be a non-negative integer");
  return v;
}

function listMap(o: Json, key: string, where: string): Record<string, string[]> {
  const v = Object.hasOwn(o, key) ? o[key] : {};
  const m = jsonObject(v, `${where}.${key}`);
  for (const [k, list] of Object.entries(m))
    if (!Array.isArray(list) || list.some((t) => typeof t !== "string"))
      throw invalid(`${where}.${key}.${k}`, "must be a list of check types");
  return m as Record<string, string[]>;
}

/** A customer from an admin body, with the dev customer's settings as defaults. */
const CUSTOMER_FIELDS = [
  "customerId",
  "name",
  "apiKeys",
  "allowFullResultLevel",
  "backgroundDelayMs",
  "dataAgingDays",
  "callbackUrl",
  "profiles",
  "customCheckTypes",
  "defaultCheckTypes",
  "children",
];

export function customerFrom(body: unknown): CustomerConfig {
  const o = jsonObject(body, "body", CUSTOMER_FIELDS);
  if (o.children !== undefined && !Array.isArray(o.children))
    throw invalid("body.children", "must be a list of children");
  const children = (Array.isArray(o.children) ? o.children : []).map((c, i): ChildConfig => {
    const ch = jsonObject(c, `body.children[${i}]`, ["childId", "name", "apiKeys"]);
    return {
      childId: requiredString(ch, "childId", `body.children[${i}]`),
      name: optionalString(ch, "name", `body.children[${i}]`) ?? "",
      apiKeys: keys(ch, `body.children[${i}]`),
    };
  });
  const defaults = jsonObject(
    Object.hasOwn(o, "defaultCheckTypes") ? o.defaultCheckTypes : {},
    "body.defaultCheckTypes",
    ["individual", "organisation"],
  );
  return {
    customerId: requiredString(o, "customerId", "body"),
    name: optionalString(o, "name", "body") ?? "",
    apiKeys: keys(o, "body"),
    allowFullResultLevel: optionalBoolean(o, "allowFullResultLevel", "body") ?? true,
    backgroundDelayMs: positive(o, "backgroundDelayMs", "body", 5000),
    dataAgingDays: positive(o, "dataAgingDays", "body", 90),
    callbackUrl: callbackUrl(o, "callbackUrl"),
    profiles: listMap(o, "profiles", "body"),
    customCheckTypes: listMap(o, "customCheckTypes", "body"),
    defaultCheckTypes: {
      individual: optionalString(defaults, "individual", "body.defaultCheckTypes") ?? "default",
      organisation: optionalString(defaults, "organisation", "body.defaultCheckTypes") ?? "default",
    },
    children,
  };
}

/** An http(s) URL or null (the gateway's own receiver) under `key`. */
function callbackUrl(o: Json, key: string): string | null {
  const url = Object.hasOwn(o, key) ? o[key] : null;
  if (url !== null && (typeof url !== "string" || !/^https?:\/\/\S+$/.test(url)))
    throw invalid(`body.${key}`, "must be an http(s) URL or null");
  return url as string | null;
}

export function adminActions(kyc: IdentityVerification, queue: BackgroundQueue): Record<string, AdminAction> {
  const { tenancy } = kyc;
  return {
    "add-customer": (body) => tenancy.addCustomer(customerFrom(body)),
    "rotate-key": (body) => {
      const o = jsonObject(body, "body", ["customerId", "childId", "apiKey"]);
      const apiKey = requiredString(o, "apiKey", "body");
      if (apiKey.length < 8) throw invalid("body.apiKey", "must have at least 8 characters");
      tenancy.rotateKey(
        requiredString(o, "customerId", "body"),
        optionalString(o, "childId", "body"),
        apiKey,
      );
      return { rotated: true };
    },
    "set-callback-url": (body) => {
      const o = jsonObject(body, "body", ["customerId", "url"]);
      return tenancy.setCallbackUrl(requiredString(o, "customerId", "body"), callbackUrl(o, "url"));
    },
    "received-notifications": (body) => {
      const requestId = optionalString(jsonObject(body, "body", ["requestId"]), "requestId", "body");
      return { notifications: queue.receivedFor(requestId) };
    },
    "background-jobs": (body) => {
      jsonObject(body, "body", []);
      return {
        jobs: queue.jobs.all().map((j) => ({
          ...notificationOf(j),
          state: j.state,
          callbackUrl: j.callbackUrl,
          delivery: j.delivery,
        })),
      };
    },
    "sent-messages": (body) => {
      jsonObject(body, "body", []);
      return { messages: kyc.onboarding.outbox.all() };
    },
  };
}
