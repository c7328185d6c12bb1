/**
 * Loads fixtures/billing/: tenants.json (tenants, their entities, tokens and users) and one file per entity,
 * each of whose lists goes into the entity's collection of the same name.
 */
import type { FixtureFolder } from "../../runtime/fixtures";
import type { AccountingCodeRecord, AccountingPeriodRecord } from "./state/accounting-records";
import type { ProductRecord, SubscriptionChargeRecord } from "./state/catalog-records";
import type { CreditMemoRecord } from "./state/credit-memo-records";
import type { AccountRecord, ContactRecord, InvoiceRecord } from "./state/customer-records";
import type { Billing } from "./state/index";
import type { MassActionRecord } from "./state/mass-actions";
import type {
  EmailTemplateRecord,
  EventTriggerRecord,
  NotificationDefinitionRecord,
  NotificationHistoryRecord,
} from "./state/notification-records";
import { type Deps, entityCollection } from "./state/scope";
import type { TenantRecord } from "./state/tenant-records";

/** What one entity's fixture file holds. */
export interface EntityFixture {
  accountingPeriods: AccountingPeriodRecord[];
  accountingCodes: AccountingCodeRecord[];
  accounts: AccountRecord[];
  contacts: ContactRecord[];
  invoices: InvoiceRecord[];
  products: ProductRecord[];
  subscriptionCharges: SubscriptionChargeRecord[];
  creditMemos: CreditMemoRecord[];
  eventTriggers: EventTriggerRecord[];
  emailTemplates: EmailTemplateRecord[];
  notificationDefinitions: NotificationDefinitionRecord[];
  notificationHistory: NotificationHistoryRecord[];
  massActions: MassActionRecord[];
}

/** The keys of an entity's fixture, each stored in the entity collection of the same name. */
const KEY_OF: { [K in keyof EntityFixture]: (record: EntityFixture[K][number]) => string } = {
  accountingPeriods: (r) => r.id,
  accountingCodes: (r) => r.id,
  accounts: (r) => r.id,
  contacts: (r) => r.id,
  invoices: (r) => r.id,
  products: (r) => r.id,
  subscriptionCharges: (r) => r.id,
  creditMemos: (r) => r.id,
  eventTriggers: (r) => r.id,
  emailTemplates: (r) => r.id,
  notificationDefinitions: (r) => r.id,
  notificationHistory: (r) => r.id,
  massActions: (r) => r.bulkKey,
};

function loadEntity(deps: Deps, entityId: string, fixture: EntityFixture): void {
  for (const name of Object.keys(KEY_OF) as (keyof EntityFixture)[]) {
    const key = KEY_OF[name] as (r: unknown) => string;
    const col = entityCollection<unknown>(deps, entityId, name);
    for (const record of fixture[name]) col.put(key(record), record);
  }
}

/** Runs inside `deps.store.seed`: only an empty namespace is loaded. */
export function loadFixtures(billing: Billing, deps: Deps, fixtures: FixtureFolder): void {
  const tenants = fixtures.read<TenantRecord[]>("tenants.json");
  billing.tenants.load(tenants);
  for (const tenant of tenants) {
    for (const entity of tenant.entities)
      loadEntity(deps, entity.id, fixtures.read<EntityFixture>(`${entity.id}.json`));
  }
}
