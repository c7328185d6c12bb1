/**
 * Tenant settings behind the settings batch operation: each sub-request (method and settings URL) is
 * answered in order with its own HTTP status and body, and one failing sub-request does not stop the
 * others. The entity's billing rules, accounting rules and payment terms, and the tenant's custom events
 * feature, are the settings served.
 */
import { isoNow } from "./dates";
import { objectId } from "./ids";
import { type Deps, entityCollection, type Scope } from "./scope";
import type { Tenants } from "./tenants";

type Settings = Record<string, string | number | boolean>;

interface PaymentTerm {
  id: string;
  name: string;
  dueDays: number;
  active: boolean;
}

export interface SubRequest {
  id: string;
  method: string;
  url: string;
  body?: Record<string, unknown>;
}

export interface SubResponse {
  id: string;
  method: string;
  url: string;
  status: string;
  response?: Record<string, unknown>;
}

/**
 * The settings served and what each governs: a credit memo needs a reason code when
 * `creditMemoReasonCodeRequired`; an order preview shows an invoice of zero amount only with
 * `generateInvoiceForZeroAmount`; a credit memo may be dated in a closed accounting period only with
 * `allowCreationInClosedPeriod`, and made from a charge without an accounting code only with
 * `allowBlankAccountingCodes`.
 */
const DEFAULTS: Record<string, Settings> = {
  "/billing-rules": {
    generateInvoiceForZeroAmount: false,
    creditMemoReasonCodeRequired: false,
  },
  "/accounting-rules": {
    allowBlankAccountingCodes: false,
    allowCreationInClosedPeriod: false,
  },
};

/** Tenant-wide: enabling custom events invalidates every token issued before (tenants.ts). */
const CUSTOM_EVENTS = "/custom-events";

const PAYMENT_TERMS: Omit<PaymentTerm, "id">[] = [
  { name: "Due Upon Receipt", dueDays: 0, active: true },
  { name: "Net 30", dueDays: 30, active: true },
  { name: "Net 45", dueDays: 45, active: true },
];

const STATUS_TEXT: Record<number, string> = {
  200: "200 OK",
  201: "201 CREATED",
  400: "400 BAD_REQUEST",
  404: "404 NOT_FOUND",
  405: "405 METHOD_NOT_ALLOWED",
};

class SubError {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

export class SettingsService {
  constructor(
    private readonly deps: Deps,
    private readonly tenants: Tenants,
  ) {}

  /** The current value of a boolean setting of the entity. */
  flag(scope: Scope, group: string, key: string): boolean {
    return ({ ...DEFAULTS[group], ...this.col(scope).get(group) } as Settings)[key] === true;
  }

  private col(scope: Scope) {
    return entityCollection<Settings>(this.deps, scope.entityId, "settings");
  }

  /** Terms the entity added; the defaults are not stored, so that reading them writes nothing. */
  private added(scope: Scope) {
    return entityCollection<PaymentTerm>(this.deps, scope.entityId, "paymentTerms");
  }

  private terms(scope: Scope): PaymentTerm[] {
    const defaults = PAYMENT_TERMS.map((t) => ({ id: t.name.replace(/\W+/g, "-").toLowerCase(), ...t }));
    return [...defaults, ...this.added(scope).all()];
  }

  batch(scope: Scope, requests: SubRequest[]): SubResponse[] {
    return requests.map((r) => {
      try {
        const [status, response] = this.one(scope, r);
        return { id: r.id, method: r.method, url: r.url, status: STATUS_TEXT[status], response };
      } catch (e) {
        if (!(e instanceof SubError)) throw e;
        return {
          id: r.id,
          method: r.method,
          url: r.url,
          status: STATUS_TEXT[e.status],
          response: { reasons: [{ code: STATUS_TEXT[e.status].split(" ")[1], message: e.message }] },
        };
      }
    });
  }

  private one(scope: Scope, r: SubRequest): [number, Record<string, unknown>] {
    const url = r.url.split("?")[0].replace(/\/+$/, "");
    const defaults = DEFAULTS[url];
    if (defaults) {
      const current = { ...defaults, ...this.col(scope).get(url) };
      if (r.method === "GET") return [200, current];
      if (r.method !== "PUT") throw new SubError(405, `${r.method} is not allowed on ${url}`);
      const changes = r.body ?? {};
      for (const [key, value] of Object.entries(changes)) {
        if (!(key in defaults)) throw new SubError(400, `unknown field ${key}`);
        if (typeof value !== typeof defaults[key])
          throw new SubError(400, `${key} must be a ${typeof defaults[key]}`);
      }
      const updated = { ...current, ...(changes as Settings) };
      this.col(scope).put(url, updated);
      return [200, updated];
    }
    if (url === CUSTOM_EVENTS) {
      if (r.method === "GET") return [200, { enabled: this.tenants.customEventsEnabled(scope.tenantId) }];
      if (r.method !== "PUT") throw new SubError(405, `${r.method} is not allowed on ${url}`);
      const enabled = r.body?.enabled;
      if (enabled !== true)
        throw new SubError(400, "enabled must be true: custom events cannot be turned off");
      this.tenants.enableCustomEvents(scope.tenantId, isoNow(this.deps.clock));
      return [200, { enabled: true }];
    }
    if (url === "/payment-terms") {
      if (r.method === "GET") return [200, { paymentTerms: this.terms(scope) }];
      if (r.method !== "POST") throw new SubError(405, `${r.method} is not allowed on ${url}`);
      const { name, dueDays, active } = r.body ?? {};
      if (typeof name !== "string" || name === "") throw new SubError(400, "name is required");
      if (typeof dueDays !== "number" || !Number.isInteger(dueDays) || dueDays < 0 || dueDays > 1000) {
        throw new SubError(400, "dueDays must be an integer from 0 to 1000");
      }
      if (this.terms(scope).some((t) => t.name === name))
        throw new SubError(400, `a payment term named ${name} already exists`);
      const term: PaymentTerm = { id: objectId(), name, dueDays, active: active !== false };
      this.added(scope).put(name, term);
      return [201, { ...term }];
    }
    const term = /^\/payment-terms\/([^/]+)$/.exec(url);
    if (term) {
      if (r.method !== "GET") throw new SubError(405, `${r.method} is not allowed on ${url}`);
      const found = this.terms(scope).find((t) => t.id === term[1]);
      if (!found) throw new SubError(404, `payment term ${term[1]} does not exist`);
      return [200, { ...found }];
    }
    throw new SubError(404, `no setting at ${url}`);
  }
}
