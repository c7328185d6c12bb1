/** Handlers of accounts and contacts, and of POST /v1/connections, which checks account credentials. */
import type { BillingHandlers } from "../../../../generated/billing/handlers";
import { ServiceError } from "../../../errors/service-error";
import type { BillingContext } from "../auth";
import type { Billing } from "../state/index";
import { requireField } from "../state/versions";
import { contact } from "../wire/customers";

export function customerOperations(
  b: Billing,
): Pick<
  BillingHandlers<BillingContext>,
  "createAccount" | "getContact" | "scrubContact" | "createConnection"
> {
  return {
    createAccount: ({ body }, { scope }) => {
      // The billing flags exist from the versions Zuora introduced them in; the new account has no
      // subscription yet, so there is nothing for them to invoice, collect or bill.
      requireField(scope.version, "invoice", "invoice", body.invoice !== undefined);
      requireField(scope.version, "collect", "collect", body.collect !== undefined);
      requireField(scope.version, "runBilling", "runBilling", body.runBilling !== undefined);
      requireField(scope.version, "targetDate", "targetDate", body.targetDate !== undefined);
      const account = b.customers.create(scope, body);
      return {
        status: 200,
        body: {
          success: true,
          accountId: account.id,
          accountNumber: account.accountNumber,
          billToContactId: account.billToContactId,
          soldToContactId: account.soldToContactId,
        },
      };
    },
    getContact: ({ path }, { scope }) => ({
      status: 200,
      body: contact(b.customers.contact(scope, path.contactId)),
    }),
    scrubContact: ({ path }, { scope }) => {
      b.customers.scrub(scope, path.contactId);
      return { status: 200, body: { success: true } };
    },
    // Account credentials in apiAccessKeyId/apiSecretAccessKey; the JSON body the spec requires carries none.
    createConnection: ({ headers }) => {
      if (!b.tenants.checkCredentials(headers.apiAccessKeyId, headers.apiSecretAccessKey)) {
        throw new ServiceError(
          "unauthenticated",
          "Authentication error: invalid apiAccessKeyId or apiSecretAccessKey.",
        );
      }
      return { status: 200, body: { success: true } };
    },
  };
}
