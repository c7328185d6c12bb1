/** The parties to a certificate as the certificate services hold them: the issuing body and the holder. */

/** A postal address: house, street, locality, village/town/city (`vtc`), district, state and PIN code. */
export interface PostalAddress {
  house: string;
  line1: string;
  locality: string;
  vtc: string;
  district: string;
  state: string;
  pin: string;
}

/** A central government body that issues certificates: its name, code and office. */
export interface Issuer {
  name: string;
  code: string;
  address: PostalAddress;
}

/** What an issuer holds of the person a certificate is issued to. */
export interface Holder {
  fullName: string;
  gender: "M" | "F";
  /** DD-MM-YYYY. */
  dob: string;
  /** Son, daughter or wife of `swd`. */
  swdIndicator: "S" | "D" | "W";
  swd: string;
  motherName: string;
  category: string;
  address: PostalAddress;
}

/** How a certificate names the holder's relation to `swd`. */
export const RELATION = { S: "son", D: "daughter", W: "wife" } as const;
