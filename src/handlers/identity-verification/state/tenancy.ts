/**
 * Customers, their children and their API keys ("customer and child" and "Authentication"): an
 * API key in `api_key` stands for one customer, or one child of a customer; `X-Kyc-CustomerID` names the
 * customer and never changes while keys rotate; a child acts with its own key and `X-Kyc-CustomerChildID`.
 * Data created by a customer-plus-child is visible to that pair and to the customer, never to a sibling, and
 * another customer sees nothing: such records are simply not found.
 */
import { ServiceError } from "../../../errors/service-error";
import { sameSecret } from "../../../runtime/auth";
import type { Collection, ServiceStore } from "../../../runtime/store";

export interface ChildConfig {
  childId: string;
  name: string;
  apiKeys: string[];
}

export interface CustomerConfig {
  customerId: string;
  name: string;
  apiKeys: string[];
  /** Whether the account is configured for full responses; without it `full` answers at the summary level. */
  allowFullResultLevel: boolean;
  /** How long background work takes, by the gateway's clock. */
  backgroundDelayMs: number;
  /** A check of the same types younger than this is reused unless forced (data aging). */
  dataAgingDays: number;
  /** Where completion notifications go; the gateway's own receiver when null. */
  callbackUrl: string | null;
  /** Entity profiles: the check types a profile check runs. */
  profiles: Record<string, string[]>;
  /** Arrangement-specific custom check types and what they expand to. */
  customCheckTypes: Record<string, string[]>;
  /** The configured check type per entity category, used when a request names none. */
  defaultCheckTypes: { individual: string; organisation: string };
  children: ChildConfig[];
}

/** Who is calling: a customer, or a customer acting as one of its children. */
export interface Tenant {
  customerId: string;
  childId?: string;
}

/** Who owns a record: the tenant that created it. */
export type Owner = Tenant;

interface KeyRecord {
  key: string;
  customerId: string;
  childId?: string;
}

export class Tenancy {
  readonly customers: Collection<CustomerConfig>;
  private readonly keys: Collection<KeyRecord>;

  constructor(store: ServiceStore) {
    this.customers = store.collection<CustomerConfig>("customers");
    this.keys = store.collection<KeyRecord>("api-keys", { byCustomer: (k) => k.customerId });
  }

  addCustomer(c: CustomerConfig): CustomerConfig {
    if (this.customers.has(c.customerId))
      throw new ServiceError("already_exists", `customer ${c.customerId} already exists`);
    for (const key of [...c.apiKeys, ...c.children.flatMap((ch) => ch.apiKeys)])
      if (this.keys.has(key)) throw new ServiceError("already_exists", "that API key is already issued");
    this.customers.put(c.customerId, c);
    for (const key of c.apiKeys) this.keys.put(key, { key, customerId: c.customerId });
    for (const ch of c.children)
      for (const key of ch.apiKeys)
        this.keys.put(key, { key, customerId: c.customerId, childId: ch.childId });
    return c;
  }

  /** Issues a new key for the customer (or one child) and withdraws the old ones: the customer id stays. */
  rotateKey(customerId: string, childId: string | undefined, newKey: string): void {
    const c = this.customer(customerId);
    if (childId !== undefined && !c.children.some((ch) => ch.childId === childId))
      throw new ServiceError("not_found", `customer ${customerId} has no child ${childId}`);
    if (this.keys.has(newKey)) throw new ServiceError("already_exists", "that API key is already issued");
    for (const k of this.keys.all((k) => k.childId === childId, { index: "byCustomer", scope: customerId }))
      this.keys.delete(k.key);
    this.keys.put(newKey, { key: newKey, customerId, childId });
    const children = c.children.map((ch) => (ch.childId === childId ? { ...ch, apiKeys: [newKey] } : ch));
    this.customers.put(customerId, { ...c, apiKeys: childId === undefined ? [newKey] : c.apiKeys, children });
  }

  setCallbackUrl(customerId: string, url: string | null): CustomerConfig {
    const c = { ...this.customer(customerId), callbackUrl: url };
    this.customers.put(customerId, c);
    return c;
  }

  customer(customerId: string): CustomerConfig {
    const c = this.customers.get(customerId);
    if (!c) throw new ServiceError("not_found", `no customer ${customerId}`);
    return c;
  }

  /**
   * The tenant a request's headers stand for. Without `api_key` there is none: only the status check and the
   * notification receiver serve such requests. A key must belong to the named customer, and a child's key to
   * the named child. Each key is compared in constant time.
   */
  authenticate(
    apiKey: string | undefined,
    customerId: string | undefined,
    childId: string | undefined,
  ): Tenant | undefined {
    if (apiKey === undefined || apiKey === "") return undefined;
    const found = this.keys.all((k) => sameSecret(apiKey, k.key))[0];
    if (!found) throw new ServiceError("unauthenticated", "the api_key is not valid");
    if (customerId === undefined)
      throw new ServiceError("unauthenticated", "X-Kyc-CustomerID is required with an api_key");
    if (found.customerId !== customerId || (found.childId ?? "") !== (childId ?? ""))
      throw new ServiceError(
        "unauthenticated",
        "the api_key does not belong to this customer ID and child ID",
      );
    return found.childId
      ? { customerId: found.customerId, childId: found.childId }
      : { customerId: found.customerId };
  }
}

/** A customer sees its own and all its children's records; a child sees only its own. */
export function canSee(tenant: Tenant, owner: Owner): boolean {
  if (tenant.customerId !== owner.customerId) return false;
  return tenant.childId === undefined || tenant.childId === owner.childId;
}
