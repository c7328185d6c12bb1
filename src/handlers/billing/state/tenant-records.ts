/** Tenants as stored: their entities, issued tokens and account users. */
export interface TenantRecord {
  id: string;
  name: string;
  entities: EntityRecord[];
  tokens: TokenRecord[];
  /** Account credentials that POST /v1/connections checks. */
  users: { username: string; password: string }[];
  /** When the custom events feature was enabled: tokens issued before then no longer work. */
  customEventsEnabledAt?: string;
}

export interface EntityRecord {
  id: string;
  name: string;
  /** The entity a product is shared from: sharing goes from a parent to its children. */
  parentId?: string;
}

export interface TokenRecord {
  token: string;
  /** The user the token was issued to: createdBy/updatedBy of what it writes. */
  userId: string;
  /** Entities the token is valid for. */
  entityIds: string[];
  /** When it was issued; fixture tokens predate everything. */
  issuedAt?: string;
}
