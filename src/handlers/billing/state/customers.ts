/** Customer accounts, their contacts and invoices. */
import { ServiceError } from "../../../errors/service-error";
import type { InScope } from "../../../runtime/store";
import type { AccountRecord, ContactRecord, InvoiceRecord } from "./customer-records";
import { isoNow } from "./dates";
import { notFound, ruleViolation } from "./errors";
import type { Events } from "./events";
import { objectId } from "./ids";
import { money } from "./money";
import { type Deps, entityCollection, type Scope } from "./scope";

export type ContactInput = Omit<ContactRecord, "id" | "accountId">;

export interface AccountInput {
  name: string;
  accountNumber?: string;
  currency: string;
  billCycleDay: number;
  paymentTerm?: string;
  autoPay?: boolean;
  notes?: string;
  billToContact: ContactInput;
  soldToContact?: ContactInput;
}

/** The dummy value Zuora's scrub writes over each personal field of a contact. */
const SCRUBBED = "xxxxx";
const PERSONAL_FIELDS = [
  "firstName",
  "lastName",
  "nickname",
  "workEmail",
  "personalEmail",
  "workPhone",
  "mobilePhone",
  "homePhone",
  "fax",
  "address1",
  "address2",
  "city",
  "state",
  "county",
  "zipCode",
] as const satisfies readonly (keyof ContactRecord)[];

const BY_NUMBER = { byNumber: (a: AccountRecord) => a.accountNumber };

function numbered(accountNumber: string): InScope {
  return { index: "byNumber", scope: accountNumber };
}

export class Customers {
  constructor(
    private readonly deps: Deps,
    private readonly events: Events,
  ) {}

  /** Accounts are also found by their number, unique in the entity: an index keeps each number's account. */
  accounts(scope: Scope) {
    return entityCollection<AccountRecord>(this.deps, scope.entityId, "accounts", BY_NUMBER);
  }

  contacts(scope: Scope) {
    return entityCollection<ContactRecord>(this.deps, scope.entityId, "contacts");
  }

  invoices(scope: Scope) {
    return entityCollection<InvoiceRecord>(this.deps, scope.entityId, "invoices");
  }

  account(scope: Scope, id: string): AccountRecord {
    const a = this.accounts(scope).get(id);
    if (!a) throw notFound("Account", id);
    return a;
  }

  accountByNumber(scope: Scope, number: string): AccountRecord {
    const a = this.accounts(scope).all(undefined, numbered(number))[0];
    if (!a) throw notFound("Account", number);
    return a;
  }

  create(scope: Scope, input: AccountInput): AccountRecord {
    const accounts = this.accounts(scope);
    const number = input.accountNumber ?? this.nextAccountNumber(scope);
    if (accounts.size(numbered(number)) > 0) {
      throw new ServiceError("already_exists", `An account with number ${number} already exists.`);
    }
    const id = objectId();
    const billTo: ContactRecord = { ...input.billToContact, id: objectId(), accountId: id };
    const soldTo: ContactRecord = input.soldToContact
      ? { ...input.soldToContact, id: objectId(), accountId: id }
      : billTo;
    this.contacts(scope).put(billTo.id, billTo);
    this.contacts(scope).put(soldTo.id, soldTo);
    const account: AccountRecord = {
      id,
      accountNumber: number,
      name: input.name,
      currency: input.currency,
      billCycleDay: input.billCycleDay,
      paymentTerm: input.paymentTerm,
      autoPay: input.autoPay ?? false,
      notes: input.notes,
      billToContactId: billTo.id,
      soldToContactId: soldTo.id,
      documentFiles: 0,
      createdOn: isoNow(this.deps.clock),
    };
    accounts.put(id, account);
    this.events.publish(scope, {
      baseObject: "Account",
      changeType: "INSERT",
      objectId: id,
      accountId: id,
      after: { ...account },
    });
    return account;
  }

  private nextAccountNumber(scope: Scope): string {
    const used = this.accounts(scope)
      .all()
      .map((a) => /^A(\d{8})$/.exec(a.accountNumber)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number);
    return `A${String(Math.max(0, ...used) + 1).padStart(8, "0")}`;
  }

  contact(scope: Scope, id: string): ContactRecord {
    const c = this.contacts(scope).get(id);
    if (!c) throw notFound("Contact", id);
    return c;
  }

  /** Zuora's scrub replaces the names, addresses, phone numbers and emails of a contact with dummy values. */
  scrub(scope: Scope, id: string): void {
    const c = this.contact(scope, id);
    const scrubbed: ContactRecord = { ...c };
    for (const field of PERSONAL_FIELDS)
      if (field === "firstName" || field === "lastName" || c[field] !== undefined) scrubbed[field] = SCRUBBED;
    this.contacts(scope).put(id, scrubbed);
  }

  invoice(scope: Scope, id: string): InvoiceRecord {
    const inv = this.invoices(scope).get(id);
    if (!inv) throw notFound("Invoice", id);
    return inv;
  }

  /** Lowers a posted invoice's balance by an applied credit. */
  applyCredit(scope: Scope, invoiceId: string, amount: number): void {
    const inv = this.invoice(scope, invoiceId);
    if (inv.status !== "Posted") throw ruleViolation(`Invoice ${inv.number} is not posted.`);
    if (amount > inv.balance)
      throw ruleViolation(`The amount exceeds the balance ${inv.balance} of invoice ${inv.number}.`);
    const updated = { ...inv, balance: money(inv.balance - amount) };
    this.invoices(scope).put(invoiceId, updated);
    this.events.publish(scope, {
      baseObject: "Invoice",
      changeType: "UPDATE",
      objectId: inv.id,
      accountId: inv.accountId,
      before: { ...inv },
      after: { ...updated },
    });
  }

  /** Hard-deletes the billing document files of an account; how many there were. */
  deleteDocumentFiles(entityId: string, accountId: string): number {
    const accounts = entityCollection<AccountRecord>(this.deps, entityId, "accounts");
    const a = accounts.get(accountId);
    if (!a) return 0;
    accounts.put(accountId, { ...a, documentFiles: 0 });
    return a.documentFiles;
  }
}
