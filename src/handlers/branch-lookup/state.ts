/**
 * The branch directory of the branch-lookup service: branches in the Open Banking
 * data dictionary v2.2 shape, found by country, town, distance from a point or a postcode, or sort code.
 * Distances are great-circle distances in miles between the search point and each branch's
 * GeoLocation.GeographicCoordinates.
 */
import type { components } from "../../../generated/branch-lookup/types";
import { invalid, ServiceError } from "../../errors/service-error";
import { distanceMiles, type GeoPoint } from "../../runtime/geo";
import type { Collection, ServiceStore } from "../../runtime/store";

export type Branch = components["schemas"]["Branch"];

/** The branch data set as fixtures/branch-lookup/branches.json holds it. */
export interface BranchData {
  LastUpdated: string;
  Brand: { BrandName: string; Branch: Branch[] }[];
}

/** One row of the postcode-to-location table: a full postcode or a postcode district (outward code). */
export interface PostcodeRow {
  PostCode: string;
  Latitude: number;
  Longitude: number;
}

export interface BranchRecord {
  brandName: string;
  branch: Branch;
  /** The six-digit sort codes of the branch, without separators. */
  sortCodes: string[];
  /** Absent for a branch published without coordinates: it is never found by distance. */
  location?: GeoPoint;
}

/** `radius` is an integer number of miles from 1 to 10, 1 when absent. */
export const DEFAULT_RADIUS_MILES = 1;
export const MAX_RADIUS_MILES = 10;
/** A postcode search finds the branches within 5 miles. */
export const POSTCODE_RADIUS_MILES = 5;

const SORT_CODE = /^[0-9]{6}$/;
const COUNTRY = /^[A-Z]{2}$/;

/** How the postcode table and the search compare postcodes: upper case, no spaces. */
function postcodeKey(postcode: string): string {
  return postcode.replace(/\s+/g, "").toUpperCase();
}

/** The town is not case sensitive; runs of spaces count as one. */
function townKey(town: string): string {
  return town.trim().replace(/\s+/g, " ").toLowerCase();
}

function locationOf(branch: Branch): GeoPoint | undefined {
  const c = branch.PostalAddress.GeoLocation?.GeographicCoordinates;
  return c ? { latitude: Number(c.Latitude), longitude: Number(c.Longitude) } : undefined;
}

export class BranchDirectory {
  private readonly branches: Collection<BranchRecord>;
  private readonly postcodes: Collection<GeoPoint>;
  private readonly dataset: Collection<{ lastUpdated: string }>;

  constructor(store: ServiceStore) {
    this.branches = store.collection("branches");
    this.postcodes = store.collection("postcodes");
    this.dataset = store.collection("dataset");
  }

  /** Stores the served data: branches in the order given, and the postcode table. */
  load(data: BranchData, postcodes: PostcodeRow[]): void {
    for (const brand of data.Brand) {
      for (const branch of brand.Branch) {
        this.branches.put(this.key(branch), {
          brandName: brand.BrandName,
          branch,
          sortCodes: (branch.SortCode ?? []).map((s) => s.replace(/[^0-9]/g, "")),
          location: locationOf(branch),
        });
      }
    }
    for (const row of postcodes) {
      this.postcodes.put(postcodeKey(row.PostCode), { latitude: row.Latitude, longitude: row.Longitude });
    }
    this.dataset.put("current", { lastUpdated: data.LastUpdated });
  }

  /** When the branch data last changed. */
  lastUpdated(): string {
    return this.dataset.get("current")?.lastUpdated ?? new Date(0).toISOString();
  }

  all(): BranchRecord[] {
    return this.branches.all();
  }

  /** `country` is an ISO 3166-1 alpha-2 code; the data is UK only, so only GB finds branches. */
  inCountry(country: string): BranchRecord[] {
    if (!COUNTRY.test(country)) throw invalid("country", "must be an ISO 3166-1 alpha-2 country code");
    return this.branches.all((r) => r.branch.PostalAddress.Country === country);
  }

  inTown(country: string, town: string): BranchRecord[] {
    const wanted = townKey(town);
    return this.inCountry(country).filter(
      (r) =>
        r.branch.PostalAddress.TownName !== undefined && townKey(r.branch.PostalAddress.TownName) === wanted,
    );
  }

  /** Branches within `radiusMiles` of the point (a branch exactly on the radius included), nearest first. */
  near(latitude: string, longitude: string, radiusMiles = DEFAULT_RADIUS_MILES): BranchRecord[] {
    if (!Number.isInteger(radiusMiles) || radiusMiles < 1 || radiusMiles > MAX_RADIUS_MILES) {
      throw invalid("radius", `must be a whole number of miles from 1 to ${MAX_RADIUS_MILES}`);
    }
    const point = {
      latitude: Number(latitude),
      longitude: Number(longitude),
    };
    return this.within(point, radiusMiles);
  }

  /** Branches within 5 miles of the postcode (its path parameter's pattern admits only a UK postcode or district). */
  nearPostcode(postcode: string): BranchRecord[] {
    const key = postcodeKey(postcode);
    const point = this.postcodes.get(key);
    if (!point) throw new ServiceError("not_found", `postcode ${key} is not known`);
    return this.within(point, POSTCODE_RADIUS_MILES);
  }

  /** A sort code identifies one branch. */
  bySortCode(sortCode: string): BranchRecord {
    if (!SORT_CODE.test(sortCode)) {
      throw invalid("sortcode", "must be exactly 6 digits, without spaces or special characters");
    }
    const found = this.branches.all((r) => r.sortCodes.includes(sortCode))[0];
    if (!found) throw new ServiceError("not_found", `no branch has sort code ${sortCode}`);
    return found;
  }

  private within(point: GeoPoint, radiusMiles: number): BranchRecord[] {
    return this.branches
      .all()
      .flatMap((r) => (r.location ? [{ r, d: distanceMiles(point, r.location) }] : []))
      .filter(({ d }) => d <= radiusMiles)
      .sort((a, b) => a.d - b.d)
      .map(({ r }) => r);
  }

  private key(branch: Branch): string {
    return `${branch.Identification}/${branch.SequenceNumber}`;
  }
}
