/**
 * Accounting codes: a name unique in the entity, a type (whose category follows from it), GL account
 * details and an Active/Inactive status. Zuora does not let callers create codes of type
 * AccountsReceivable (the tenant has one), and a code a catalog charge uses cannot be deleted.
 */
import { invalid, ServiceError } from "../../../errors/service-error";
import type { AccountingCodeRecord } from "./accounting-records";
import { isoNow } from "./dates";
import { notFound, ruleViolation } from "./errors";
import { objectId } from "./ids";
import { type Deps, deletedCollection, entityCollection, type Scope } from "./scope";

export type AccountingCategory = "Assets" | "Liabilities" | "Equity" | "Revenue" | "Expenses";

const CATEGORY: Record<string, AccountingCategory> = {
  AccountsReceivable: "Assets",
  "On-Account Receivable": "Assets",
  Cash: "Assets",
  OtherAssets: "Assets",
  CustomerCashOnAccount: "Assets",
  DeferredRevenue: "Liabilities",
  SalesTaxPayable: "Liabilities",
  OtherLiabilities: "Liabilities",
  SalesRevenue: "Revenue",
  SalesDiscounts: "Revenue",
  OtherRevenue: "Revenue",
  OtherEquity: "Equity",
  BadDebt: "Expenses",
  OtherExpenses: "Expenses",
};

export function categoryOf(type: string): AccountingCategory {
  return CATEGORY[type] ?? "Assets";
}

export interface CodeInput {
  name?: string;
  type?: string;
  glAccountName?: string;
  glAccountNumber?: string;
  notes?: string;
}

export class AccountingCodes {
  constructor(
    private readonly deps: Deps,
    /** Names of the accounting codes the entity's catalog charges use. */
    private readonly codesInUse: (scope: Scope) => Set<string>,
  ) {}

  private col(scope: Scope) {
    return entityCollection<AccountingCodeRecord>(this.deps, scope.entityId, "accountingCodes");
  }

  all(scope: Scope): AccountingCodeRecord[] {
    return this.col(scope).all();
  }

  get(scope: Scope, id: string): AccountingCodeRecord {
    const c = this.col(scope).get(id);
    if (!c) throw notFound("Accounting code", id);
    return c;
  }

  private assertUniqueName(scope: Scope, name: string, exceptId?: string): void {
    const clash = this.col(scope).all((c) => c.name === name && c.id !== exceptId);
    if (clash.length > 0)
      throw new ServiceError("already_exists", `An accounting code named '${name}' already exists.`);
  }

  create(scope: Scope, input: CodeInput & { name: string; type: string }): AccountingCodeRecord {
    this.assertUniqueName(scope, input.name);
    const now = isoNow(this.deps.clock);
    const record: AccountingCodeRecord = {
      id: objectId(),
      name: input.name,
      type: input.type,
      glAccountName: input.glAccountName,
      glAccountNumber: input.glAccountNumber,
      notes: input.notes,
      status: "Active",
      createdBy: scope.userId,
      createdOn: now,
      updatedBy: scope.userId,
      updatedOn: now,
    };
    this.col(scope).put(record.id, record);
    return record;
  }

  update(scope: Scope, id: string, input: CodeInput): void {
    const c = this.get(scope, id);
    if (input.name !== undefined) this.assertUniqueName(scope, input.name, id);
    // The spec refuses giving a code this type; taking it away depends on the code's own type.
    if (input.type !== undefined && c.type === "AccountsReceivable" && input.type !== c.type)
      throw invalid("type", "the AccountsReceivable type cannot be taken away");
    if (input.name !== undefined && input.name !== c.name && this.codesInUse(scope).has(c.name)) {
      throw ruleViolation(
        `Accounting code '${c.name}' is used by product rate plan charges and cannot be renamed.`,
      );
    }
    this.col(scope).put(id, {
      ...c,
      ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
      updatedBy: scope.userId,
      updatedOn: isoNow(this.deps.clock),
    });
  }

  delete(scope: Scope, id: string): void {
    const c = this.get(scope, id);
    if (c.type === "AccountsReceivable")
      throw ruleViolation("The accounts receivable accounting code cannot be deleted.");
    if (this.codesInUse(scope).has(c.name)) {
      throw ruleViolation(
        `Accounting code '${c.name}' is used by product rate plan charges and cannot be deleted.`,
      );
    }
    deletedCollection<AccountingCodeRecord>(this.deps, scope.entityId, "accountingCodes").put(id, c);
    this.col(scope).delete(id);
  }

  deactivate(scope: Scope, id: string): void {
    const c = this.get(scope, id);
    if (c.status === "Inactive") throw ruleViolation(`Accounting code '${c.name}' is already inactive.`);
    if (c.type === "AccountsReceivable")
      throw ruleViolation("The accounts receivable accounting code cannot be deactivated.");
    this.col(scope).put(id, {
      ...c,
      status: "Inactive",
      updatedBy: scope.userId,
      updatedOn: isoNow(this.deps.clock),
    });
  }
}
