/** The billing domain assembled over the shared store and clock, and loaded from the fixtures. */
import { loadFixture } from "../../../runtime/fixtures";
import type { ServiceDeps } from "../../../runtime/service";
import { AccountingCodes } from "./accounting-codes";
import { AccountingPeriods } from "./accounting-periods";
import { Callouts } from "./callouts";
import { Catalog } from "./catalog";
import { type Deps, entityCollection, SLUG } from "./common";
import { CreditMemos } from "./credit-memos";
import { Customers } from "./customers";
import { Events } from "./events";
import { Jobs } from "./jobs";
import { MassActions } from "./mass-actions";
import { Notifications } from "./notifications";
import { QueryJobs } from "./query-jobs";
import { queryTables } from "./query-tables";
import type { EntityFixture, TenantRecord } from "./records";
import { Revenue } from "./revenue";
import { SettingsService } from "./settings";
import { Tenants } from "./tenants";

export interface Billing {
  tenants: Tenants;
  periods: AccountingPeriods;
  codes: AccountingCodes;
  customers: Customers;
  catalog: Catalog;
  creditMemos: CreditMemos;
  revenue: Revenue;
  notifications: Notifications;
  jobs: Jobs;
  queries: QueryJobs;
  massActions: MassActions;
  settings: SettingsService;
  callouts: Callouts;
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

export function createBilling(service: ServiceDeps): Billing {
  const deps: Deps = { store: service.store, clock: service.clock };
  const tenants = new Tenants(service.store);
  const periods = new AccountingPeriods(deps);
  const callouts = new Callouts(deps, service.schedule);
  const settings = new SettingsService(deps, tenants);
  const events = new Events(deps, (entityId, id) => callouts.start(entityId, id));
  const customers = new Customers(deps, events);
  const catalog = new Catalog(deps, (tenantId) => tenants.entities(tenantId));
  const codes = new AccountingCodes(deps, (scope) => catalog.accountingCodesInUse(scope));
  const creditMemos = new CreditMemos(deps, customers, catalog, periods, events, settings);
  const revenue = new Revenue(deps, periods, catalog);
  const notifications = new Notifications(deps, service.schedule, customers);
  const jobs = new Jobs(deps, service.schedule, customers, catalog);
  const queries = new QueryJobs(deps, service.schedule, queryTables(deps));
  const massActions = new MassActions(deps);

  service.store.seed(() => {
    const fixture = loadFixture<TenantRecord[]>(SLUG, "tenants.json");
    tenants.load(fixture);
    for (const tenant of fixture) {
      for (const entity of tenant.entities)
        loadEntity(deps, entity.id, loadFixture<EntityFixture>(SLUG, `${entity.id}.json`));
    }
  });
  return {
    tenants,
    periods,
    codes,
    customers,
    catalog,
    creditMemos,
    revenue,
    notifications,
    jobs,
    queries,
    massActions,
    settings,
    callouts,
  };
}
