export const SLUG = "identity-verification";
