/** Shared set-up of the billing tests: a gateway serving only billing, and clients for its fixture tokens. */
import { createBillingClient } from "../../generated/billing/client";
import { ManualClock } from "../../src/runtime/clock";
import { startGateway, type TestGateway } from "../support/gateway";

export const NORTHWIND = {
  token: "dev-token",
  accounts: {
    blueHeron: "2c92c0f86a8dd422016a9e7a70116b0d",
    kestrel: "2c92c0f86a8dd422016a9e7a70116b1d",
    mapleFinch: "2c92c0f86a8dd422016a9e7a70116b3d",
  },
  invoices: {
    blueHeronMarch: "2c92c0fb6a8dd4c4016a9e7b1ad04c7e",
    blueHeronApril: "2c92c0fb6a8dd4c4016a9e7b1ad04c8e",
    kestrelMarch: "2c92c0fb6a8dd4c4016a9e7b1ad04c9e",
    kestrelDraft: "2c92c0fb6a8dd4c4016a9e7b1ad04cae",
  },
  charges: {
    standard: "2c92c0f94f2acf9f014f2f7da5e40b45",
    premium: "2c92c0f94f2acf9f014f2f7da5e40b55",
    implementation: "2c92c0f94f2acf9f014f2f7da5e40c45",
    loyaltyDiscount: "2c92c0f94f2acf9f014f2f7da5e40c55",
  },
  memos: {
    postedPartlyApplied: "402890555b7e9a0e015b7ea3b9560019",
    draft: "402890555b7e9a0e015b7ea3b956002a",
    canceled: "402890555b7e9a0e015b7ea3b956003a",
    postedRefunded: "402890555b7e9a0e015b7ea3b956004a",
  },
  periods: {
    jan: "8a8081ae5374904f0153833800000101",
    feb: "8a8081ae5374904f0153833800000102",
    mar: "8a8081ae5374904f0153833800000103",
    apr: "8a8081ae5374904f0153833800000104",
    may: "8a8081ae5374904f0153833800000105",
    jun: "8a8081ae5374904f0153833800000106",
  },
};

export type BillingClient = ReturnType<typeof createBillingClient>;

export interface BillingTest {
  gw: TestGateway;
  client: BillingClient;
  as(token: string, headers?: Record<string, string>): BillingClient;
  /** Reloads the fixtures (admin reset); the clock keeps its time. */
  reset(): Promise<void>;
  /** The clock's time as the v1 API writes it, `seconds` from now. */
  v1Now(seconds?: number): string;
}

/** The tests start after the fixtures' last change (June 2026), so that fixture trial balances are done. */
export const START = "2026-07-01T00:00:00.000Z";

export async function startBilling(): Promise<BillingTest> {
  const gw = await startGateway({ services: ["billing"], clock: new ManualClock(START) });
  const as = (token: string, headers: Record<string, string> = {}) =>
    createBillingClient(gw.url, { headers: { Authorization: `Bearer ${token}`, ...headers } });
  const reset = async () => {
    const res = await fetch(`${gw.url}/__admin/reset`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    if (!res.ok) throw new Error(`reset failed: ${res.status}`);
  };
  const v1Now = (seconds = 0) =>
    new Date(gw.clock.now().getTime() + seconds * 1000).toISOString().slice(0, 19).replace("T", " ");
  return { gw, client: as(NORTHWIND.token), as, reset, v1Now };
}

/** The v1 error body's shape. */
export const v1Error = (code: number) => ({
  success: false,
  processId: expect.stringMatching(/^[0-9A-F]{16}$/),
  reasons: [expect.objectContaining({ code })],
});
