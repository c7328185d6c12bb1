/** The billing domain assembled over the service's store, clock and schedule. */
import type { ServiceDeps } from "../../../runtime/service";
import { AccountingCodes } from "./accounting-codes";
import { AccountingPeriods } from "./accounting-periods";
import { Callouts } from "./callouts";
import { Catalog } from "./catalog";
import { CreditMemos } from "./credit-memos";
import { Customers } from "./customers";
import { Events } from "./events";
import { Jobs } from "./jobs";
import { MassActions } from "./mass-actions";
import { NotificationHistory } from "./notification-history";
import { Notifications } from "./notifications";
import { QueryJobs } from "./query-jobs";
import { queryTables } from "./query-tables";
import { Revenue } from "./revenue";
import type { Deps } from "./scope";
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
  history: NotificationHistory;
  jobs: Jobs;
  queries: QueryJobs;
  massActions: MassActions;
  settings: SettingsService;
  callouts: Callouts;
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
  const notifications = new Notifications(deps);
  const history = new NotificationHistory(deps, service.schedule, customers);
  const jobs = new Jobs(deps, service.schedule, customers, catalog);
  const queries = new QueryJobs(deps, service.schedule, queryTables(deps), service.signedLinks);
  const massActions = new MassActions(deps);

  return {
    tenants,
    periods,
    codes,
    customers,
    catalog,
    creditMemos,
    revenue,
    notifications,
    history,
    jobs,
    queries,
    massActions,
    settings,
    callouts,
  };
}
