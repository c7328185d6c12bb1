/**
 * The delivery points the address service serves, as it stores them: UK addresses with every field of the
 * Postcode Address File and Multiple Residence records (Ideal Postcodes' UK address), US addresses of the
 * USPS data, and the datasets a key may be given access to.
 */

export interface UkAddress {
  /** The autocomplete suggestion id: `paf_<udprn>` or `mr_<umprn>`. */
  id: string;
  dataset: "paf" | "mr";
  country_iso: string;
  country_iso_2: string;
  country: string;
  language: string;
  line_1: string;
  line_2: string;
  line_3: string;
  premise: string;
  post_town: string;
  postcode: string;
  postcode_outward: string;
  postcode_inward: string;
  /** S small user, L large user. */
  postcode_type: "S" | "L";
  su_organisation_indicator: string;
  delivery_point_suffix: string;
  udprn: number;
  /** Empty for a Postcode Address File record. */
  umprn: number | "";
  uprn: string;
  organisation_name: string;
  department_name: string;
  po_box: string;
  building_name: string;
  building_number: string;
  sub_building_name: string;
  thoroughfare: string;
  dependant_thoroughfare: string;
  dependant_locality: string;
  double_dependant_locality: string;
  county: string;
  county_code: string;
  postal_county: string;
  traditional_county: string;
  administrative_county: string;
  district: string;
  ward: string;
  longitude: number;
  latitude: number;
  eastings: number;
  northings: number;
}

export interface UsAddress {
  /** The autocomplete suggestion id: `usps_…`. */
  id: string;
  dataset: "usps";
  country_iso: string;
  country_iso_2?: string;
  country?: string;
  language?: string;
  primary_number?: string;
  secondary_number?: string;
  street_pre_directional_abbreviation?: string;
  street_name?: string;
  street_suffix_abbreviation?: string;
  street_post_directional_abbreviation?: string;
  address_secondary_abbreviation?: string;
  building_or_firm_name?: string;
  line_1: string;
  line_2?: string;
  last_line: string;
  city: string;
  preferred_city?: string;
  state?: string;
  state_abbreviation: string;
  county?: string;
  zip_code: string;
  plus_4_code?: string;
  zip_plus_4_code?: string;
  record_type_code?: string;
  carrier_route_id?: string;
  longitude?: number;
  latitude?: number;
}

/**
 * The datasets enabled on a key (Ideal Postcodes' key `datasets`): `paf` the Postcode Address File, `mr`
 * Multiple Residence, `nyb` Not Yet Built.
 */
export interface Datasets {
  paf: boolean;
  mr: boolean;
  nyb: boolean;
}
