/** Shared setup of the identity-verification tests: a gateway, the fixture customers and typed clients. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createIdentityVerificationClient } from "../../generated/identity-verification/client";
import type { components } from "../../generated/identity-verification/types";
import type { ScanFixture } from "../../src/handlers/identity-verification/state/reference";

export const CUSTOMER = "a1b2c3d4-0000-4000-8000-000000000001";
export const CHILD_A = "c0000001-0000-4000-8000-00000000c001";
export const CHILD_B = "c0000001-0000-4000-8000-00000000c002";
export const OTHER = "a1b2c3d4-0000-4000-8000-000000000002";

export const AS = {
  customer: { api_key: "kyc-dev-key", "X-Kyc-CustomerID": CUSTOMER },
  childA: {
    api_key: "kyc-child-homeloans-key",
    "X-Kyc-CustomerID": CUSTOMER,
    "X-Kyc-CustomerChildID": CHILD_A,
  },
  childB: {
    api_key: "kyc-child-business-key",
    "X-Kyc-CustomerID": CUSTOMER,
    "X-Kyc-CustomerChildID": CHILD_B,
  },
  other: { api_key: "kyc-wombat-key", "X-Kyc-CustomerID": OTHER },
};

export type Client = ReturnType<typeof createIdentityVerificationClient>;

export function clientAs(gatewayUrl: string, who: keyof typeof AS): Client {
  return createIdentityVerificationClient(gatewayUrl, { headers: AS[who] });
}

function fixture<T>(file: string): T {
  return JSON.parse(
    readFileSync(path.join(__dirname, "../../fixtures/identity-verification", file), "utf8"),
  ) as T;
}

export interface FixturePerson {
  personId: string;
  givenName: string;
  middleName?: string;
  familyName: string;
  dateOfBirth: string;
  address: Record<string, string>;
  email: string;
  driversLicence?: { idNumber: string; region: string; idExpiry: string };
  sources: string[];
  nearMisses: string[];
}

export const people = fixture<FixturePerson[]>("people.json");
export const scans = fixture<ScanFixture[]>("scans.json");
export const watchlist =
  fixture<
    {
      givenName: string;
      familyName: string;
      dateOfBirth?: string;
      categories: string[];
      adverseMedia: unknown[];
    }[]
  >("watchlist.json");
export const fraudlist = fixture<{ givenName: string; familyName: string }[]>("fraudlist.json");
export const registry =
  fixture<
    {
      country: string;
      companyNumber: string;
      name: string;
      shareholders: { kind: string; percent: number; personId?: string; companyNumber?: string }[];
      historicalShareholders: unknown[];
    }[]
  >("registry.json");

/** The body that creates the entity of a fixture person (name, date of birth, current address). */
export function personBody(p: FixturePerson) {
  return {
    name: { givenName: p.givenName, familyName: p.familyName },
    dateOfBirth: { dateOfBirth: p.dateOfBirth },
    addresses: [p.address],
    emailAddress: p.email,
  };
}

/** The first fixture person recorded in exactly these sources, without near-misses, and on no list. */
export function personIn(
  sources: string[],
  extra: (p: FixturePerson) => boolean = () => true,
): FixturePerson {
  const listed = (p: FixturePerson) =>
    watchlist.some((w) => w.givenName === p.givenName && w.familyName === p.familyName) ||
    fraudlist.some((f) => f.givenName === p.givenName && f.familyName === p.familyName);
  const p = people.find(
    (x) => x.sources.join(",") === sources.join(",") && x.nearMisses.length === 0 && !listed(x) && extra(x),
  );
  if (!p) throw new Error(`no fixture person in ${sources}`);
  return p;
}

export type Schemas = components["schemas"];
