/** Shared by the address-lookup tests: the fixture data and a generated client on a fresh gateway. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createAddressLookupClient } from "../../generated/address-lookup/client";
import type { components } from "../../generated/address-lookup/types";

export type UkAddress = Required<components["schemas"]["UkAddress"]>;

const dir = path.resolve(__dirname, "../../fixtures/address-lookup");
export const ukAddresses: UkAddress[] = JSON.parse(readFileSync(path.join(dir, "uk-addresses.json"), "utf8"));

export type Client = ReturnType<typeof createAddressLookupClient>;
export const clientFor = (gatewayUrl: string): Client => createAddressLookupClient(gatewayUrl);

/** The provider's community test key, with plenty of balance and a daily limit of 1,000. */
export const COMMUNITY_KEY = "iddqd";
export const COMMUNITY_OWNER = "my_secret_token";
export const ACME_KEY = "ak_acme_live_7b2e4f";
export const ACME_OWNER = "uk_acme_0f3c9a2b7d";
export const PLATFORM_KEY = "ak_platform_4c8a1e";
export const PLATFORM_OWNER = "uk_platform_5e1d8c4a90";
