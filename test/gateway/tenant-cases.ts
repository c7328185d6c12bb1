/**
 * The tenants of the services that have them, as pairs: tenant A, whose records another must never reach,
 * and tenant B, who tries. Each pair says how its callers authenticate, which stored records are A's, and
 * how A and B make records of their own through the API (besides the fixtures they already hold).
 */
import type { ServiceSlug } from "../../generated/index";
import { basicAuthorization } from "../../src/runtime/auth";

/** How a caller authenticates: headers, and query parameters (address-lookup's `api_key`, `user_token`). */
export interface TenantCaller {
  headers: Record<string, string>;
  query?: Record<string, string>;
}

/** Sends one JSON request as `who` and returns the parsed answer; the status must be below 300. */
export type Call = (who: TenantCaller, method: string, path: string, body?: unknown) => Promise<unknown>;

export interface TenantPair {
  service: ServiceSlug;
  /** Names the pair in test titles and in the known-gaps table. */
  name: string;
  a: TenantCaller;
  b: TenantCaller;
  /** Whether a stored record (collection `service/name`, id, value) is A's. */
  ownedByA(collection: string, id: string, value: unknown): boolean;
  /** Records B makes before anything else, so that B's own reads have something to show. */
  recordsOfB(call: Call): Promise<void>;
  /** Records A makes after B's reads were first taken; returns A's secrets beyond record ids (names, numbers). */
  recordsOfA(call: Call): Promise<string[]>;
  /** Operations that the provider documents as public for anyone who knows a resource's id. */
  publicOperations?: string[];
  /** Ids whose existence the provider tells anyone (through a public operation), so B may learn it. */
  existenceIsPublic?: (id: string) => boolean;
}

const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;

// identity-verification: customers and their children (fixtures/identity-verification/customers.json).
const CUSTOMER = "a1b2c3d4-0000-4000-8000-000000000001";
const KYC = {
  customer: { headers: { api_key: "kyc-dev-key", "X-Kyc-CustomerID": CUSTOMER } },
  childA: {
    headers: {
      api_key: "kyc-child-homeloans-key",
      "X-Kyc-CustomerID": CUSTOMER,
      "X-Kyc-CustomerChildID": "c0000001-0000-4000-8000-00000000c001",
    },
  },
  childB: {
    headers: {
      api_key: "kyc-child-business-key",
      "X-Kyc-CustomerID": CUSTOMER,
      "X-Kyc-CustomerChildID": "c0000001-0000-4000-8000-00000000c002",
    },
  },
  other: {
    headers: { api_key: "kyc-wombat-key", "X-Kyc-CustomerID": "a1b2c3d4-0000-4000-8000-000000000002" },
  },
};
const KYC_BASE = "/identity-verification/v1.2";

/** The tenant a caller's headers stand for, as identity-verification stores owners. */
function kycOwner(who: TenantCaller) {
  return { customerId: who.headers["X-Kyc-CustomerID"], childId: who.headers["X-Kyc-CustomerChildID"] };
}

function ownedByKyc(who: TenantCaller) {
  const { customerId, childId } = kycOwner(who);
  return (_collection: string, _id: string, value: unknown) => {
    const owner = field(value, "owner");
    return field(owner, "customerId") === customerId && field(owner, "childId") === childId;
  };
}

/** An entity and a document of it, a document of no entity, and a request left to the background. */
async function kycRecords(call: Call, who: TenantCaller, tag: string, linkTo?: string): Promise<string[]> {
  const person = {
    name: { givenName: `Ada${tag}`, familyName: `Quill${tag}` },
    dateOfBirth: { dateOfBirth: "1984-02-29" },
    emailAddress: `ada.${tag.toLowerCase()}@example.com`,
  };
  const entity = (await call(who, "POST", `${KYC_BASE}/entity`, person)) as { entityId: string };
  const passport = `PA${tag}7731`;
  await call(who, "POST", `${KYC_BASE}/document`, {
    idType: "PASSPORT",
    idNumber: passport,
    country: "AUS",
    entityId: linkTo ?? entity.entityId,
  });
  await call(who, "POST", `${KYC_BASE}/document`, {
    idType: "DRIVERS_LICENCE",
    idNumber: `DL${tag}42`,
    country: "AUS",
  });
  await call(
    { headers: { ...who.headers, "X-Kyc-Background": "1" } },
    "POST",
    `${KYC_BASE}/entity/${entity.entityId}/verify/one_plus/summary`,
  );
  return [`Ada${tag}`, `Quill${tag}`, passport, `DL${tag}42`];
}

function kycPair(name: string, a: TenantCaller, b: TenantCaller, linkToB = false): TenantPair {
  let bEntity: string | undefined;
  return {
    service: "identity-verification",
    name,
    a,
    b,
    ownedByA: ownedByKyc(a),
    recordsOfB: async (call) => {
      const person = {
        name: { givenName: "Bea", familyName: "Brook" },
        dateOfBirth: { dateOfBirth: "1990-05-01" },
      };
      bEntity = ((await call(b, "POST", `${KYC_BASE}/entity`, person)) as { entityId: string }).entityId;
    },
    // A customer sees its children's entities and may file a document against one: the child must still not
    // see the customer's document.
    recordsOfA: (call) => kycRecords(call, a, "Zed", linkToB ? bEntity : undefined),
    // The status check, and the stand-in for the customer's own callback receiver, to which FrankieOne posts
    // without credentials.
    publicOperations: ["statusCheck", "receiveNotification"],
  };
}

// message-content: Twilio accounts (fixtures/message-content/accounts.json).
const OWL = { sid: "AC0147710bd9ddf6c07c5f2aeeebb80193", token: "923086c6cca8bb2e7f1ad3c16929a1b6" };
const BRAMBLE = { sid: "AC0894cdd28cb6d6ce1258a0b6949b9943", token: "d4b5a2a4aaab18b5959d4ae25e6f49a2" };
const twilio = (a: typeof OWL): TenantCaller => ({
  headers: { authorization: basicAuthorization(a.sid, a.token) },
});

async function twilioContent(call: Call, who: TenantCaller, name: string): Promise<void> {
  const created = (await call(who, "POST", "/message-content/v1/Content", {
    friendly_name: name,
    language: "en",
    types: { "twilio/text": { body: `Hello from ${name}` } },
  })) as { sid: string };
  await call(who, "POST", `/message-content/v1/Content/${created.sid}/ApprovalRequests/whatsapp`, {
    name,
    category: "UTILITY",
  });
}

// address-lookup: key owners (user_token) and the licensees of a sublicensed key (fixtures/address-lookup).
const ACME = { key: "ak_acme_live_7b2e4f", user: "usr_acme", token: "uk_acme_0f3c9a2b7d" };
const PLATFORM = { key: "ak_platform_4c8a1e", user: "usr_platform", token: "uk_platform_5e1d8c4a90" };
const RIVERSIDE = "sl_riverside_lettings";
const owner = (o: typeof ACME): TenantCaller => ({
  headers: {},
  query: { api_key: o.key, user_token: o.token },
});

function ownedByKeyOwner(o: typeof ACME) {
  return (collection: string, id: string, value: unknown) =>
    (collection === "address-lookup/users" && id === o.user) ||
    (collection === "address-lookup/keys" && field(value, "owner") === o.user) ||
    field(value, "key") === o.key;
}

const ADDRESS_PUBLIC = ["getKeyAvailability", "getConfig"];
/** Whether an API key exists is public: getKeyAvailability answers anyone who names it. */
const isApiKey = (id: string) => /^(ak_|iddqd$|idkfa$)/.test(id);

/** B is a licensee that recordsOfB licenses; A is the fixture licensee of the same key. */
function licenseePair(): TenantPair {
  const b: TenantCaller = { headers: {}, query: { api_key: PLATFORM.key } };
  return {
    service: "address-lookup",
    name: "a licensee and another licensee of the same key",
    a: { headers: {}, query: { api_key: PLATFORM.key, licensee: RIVERSIDE } },
    b,
    ownedByA: (collection, id) => collection === "address-lookup/licensees" && id.endsWith(`/${RIVERSIDE}`),
    recordsOfB: async (call) => {
      const created = (await call(
        owner(PLATFORM),
        "POST",
        `/address-lookup/v1/keys/${PLATFORM.key}/licensees`,
        {
          name: "Zed Lettings",
          address: "1 Zed Row, Bristol",
          postcode: "BS1 4DJ",
        },
      )) as { result: { id: string } };
      b.query = { ...b.query, licensee: created.result.id };
    },
    recordsOfA: async () => ["Riverside Lettings Ltd"],
    publicOperations: ADDRESS_PUBLIC,
    existenceIsPublic: isApiKey,
  };
}

// billing: tenants and their entities (fixtures/billing/tenants.json).
const bearer = (token: string): TenantCaller => ({ headers: { authorization: `Bearer ${token}` } });
const inEntity = (entity: string) => (collection: string) => collection.startsWith(`billing/${entity}/`);

export const TENANT_PAIRS: TenantPair[] = [
  kycPair("a customer and another customer", KYC.customer, KYC.other),
  kycPair("a child and its sibling", KYC.childA, KYC.childB),
  kycPair("a customer and its child", KYC.customer, KYC.childA, true),
  {
    service: "message-content",
    name: "an account and another account",
    a: twilio(OWL),
    b: twilio(BRAMBLE),
    ownedByA: (_c, _id, value) => field(value, "accountSid") === OWL.sid || field(value, "sid") === OWL.sid,
    recordsOfB: (call) => twilioContent(call, twilio(BRAMBLE), "bramble_restock_notice"),
    recordsOfA: async (call) => {
      await twilioContent(call, twilio(OWL), "owl_gate_change_zed");
      return ["owl_gate_change_zed", OWL.token];
    },
  },
  {
    service: "address-lookup",
    name: "a key owner and another key owner",
    a: owner(ACME),
    b: owner(PLATFORM),
    ownedByA: ownedByKeyOwner(ACME),
    recordsOfB: async (call) => {
      await call(owner(PLATFORM), "POST", `/address-lookup/v1/keys/${PLATFORM.key}/configs`, {
        name: "platform-form",
        payload: "{}",
      });
    },
    recordsOfA: async (call) => {
      await call(owner(ACME), "POST", `/address-lookup/v1/keys/${ACME.key}/configs`, {
        name: "acme-zed-form",
        payload: '{"secret":"acme-zed-payload"}',
      });
      return [ACME.token, "acme-zed-payload"];
    },
    publicOperations: ADDRESS_PUBLIC,
    existenceIsPublic: isApiKey,
  },
  licenseePair(),
  {
    service: "billing",
    name: "a tenant and another tenant",
    a: bearer("dev-token"),
    b: {
      headers: { authorization: "Bearer contoso-admin-token", "Billing-Entity-Ids": "ent-contoso-global" },
    },
    ownedByA: inEntity("ent-northwind"),
    recordsOfB: async () => {},
    recordsOfA: async (call) => {
      await call(
        bearer("dev-token"),
        "DELETE",
        "/billing/notifications/history?accountId=2c92c0f86a8dd422016a9e7a70116b1d",
      );
      return [];
    },
  },
  {
    service: "billing",
    name: "an entity and a sibling entity of the same tenant",
    a: { headers: { authorization: "Bearer contoso-admin-token", "Billing-Entity-Ids": "ent-contoso-us" } },
    b: bearer("contoso-eu-token"),
    ownedByA: inEntity("ent-contoso-us"),
    recordsOfB: async () => {},
    recordsOfA: async () => [],
  },
];
