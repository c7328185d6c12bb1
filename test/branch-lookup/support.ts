/** What the branch-lookup tests share: the fixture as a user would read it, and an independent distance oracle. */
import branchData from "../../fixtures/branch-lookup/branches.json";
import postcodeTable from "../../fixtures/branch-lookup/postcodes.json";
import type { components } from "../../generated/branch-lookup/types";

export type Branch = components["schemas"]["Branch"];
export type BranchesResponse = components["schemas"]["BranchesResponse"];

export const fixtureBranches = branchData.Brand.flatMap((b) => b.Branch) as Branch[];
export const brandName = branchData.Brand[0].BrandName;

export function postcodeLocation(postcode: string): { lat: number; lon: number } {
  const row = postcodeTable.find((p) => p.PostCode === postcode);
  if (!row) throw new Error(`the fixture has no postcode ${postcode}`);
  return { lat: row.Latitude, lon: row.Longitude };
}

export function branchLocation(b: Branch): { lat: number; lon: number } {
  const c = b.PostalAddress.GeoLocation!.GeographicCoordinates;
  return { lat: Number(c.Latitude), lon: Number(c.Longitude) };
}

/** Mean Earth radius in miles (6371.0088 km); the oracle is written here, apart from the service's code. */
export const EARTH_RADIUS_MILES = 3958.7613;

export function haversineMiles(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const s =
    Math.sin(r(b.lat - a.lat) / 2) ** 2 +
    Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(s));
}

/** The point `miles` due north of `from`: along a meridian the great-circle distance is R times the angle. */
export function northOf(from: { lat: number; lon: number }, miles: number): { lat: number; lon: number } {
  return { lat: from.lat + ((miles / EARTH_RADIUS_MILES) * 180) / Math.PI, lon: from.lon };
}

export function branchesOf(body: BranchesResponse | undefined): Branch[] {
  return (body?.data ?? []).flatMap((d) => d.Brand.flatMap((b) => b.Branch));
}

export function sortCodes(body: BranchesResponse | undefined): string[] {
  return branchesOf(body).map((b) => b.SortCode![0]);
}
