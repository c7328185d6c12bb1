/**
 * E-mail validation computed from the address alone (no DNS or SMTP lookups): syntax as RFC 5321/5322
 * allow for an unquoted local part, domain rules (RFC 2606 and RFC 6761 reserve example.*, .test, .invalid,
 * .localhost and .example for documentation and testing, so they receive no mail), and the disposable,
 * free and role lists of fixtures/address-lookup/email-domains.json.
 */
/** What is known of an e-mail address: whether it is valid and would receive mail, and why. */
export interface EmailVerdict {
  query: string;
  /** Valid and not disposable. */
  result: boolean;
  syntax_valid: boolean;
  domain_valid: boolean;
  disposable: boolean;
  free: boolean;
  role: boolean;
  deliverability: "deliverable" | "risky" | "undeliverable";
  /** The parts of a syntactically valid address. */
  local_part?: string;
  domain?: string;
}

export interface EmailDomains {
  disposable: string[];
  free: string[];
  role: string[];
}

/** RFC 5322 atext plus dots, which may not lead, trail or repeat. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD = /^[a-z]{2,63}$|^xn--[a-z0-9-]{1,59}$/;
const RESERVED_TLDS = ["test", "invalid", "localhost", "example", "local"];
const RESERVED_DOMAINS = ["example.com", "example.net", "example.org"];

/** The domain or one of its parents is in the list (mail.mailinator.com is mailinator.com). */
function listed(domain: string, list: string[]): boolean {
  const labels = domain.split(".");
  return labels.some((_, i) => list.includes(labels.slice(i).join(".")));
}

export function validateEmail(query: string, lists: EmailDomains): EmailVerdict {
  const at = query.lastIndexOf("@");
  const local = at > 0 ? query.slice(0, at) : "";
  const domain = at > 0 ? query.slice(at + 1).toLowerCase() : "";
  const labels = domain.split(".");
  const syntaxValid =
    local.length >= 1 &&
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    domain.length <= 253 &&
    labels.length >= 2 &&
    labels.every((l) => LABEL.test(l)) &&
    TLD.test(labels[labels.length - 1]) &&
    query.length <= 254;
  const domainValid =
    syntaxValid && !RESERVED_TLDS.includes(labels[labels.length - 1]) && !listed(domain, RESERVED_DOMAINS);
  const disposable = syntaxValid && listed(domain, lists.disposable);
  const free = syntaxValid && lists.free.includes(domain);
  // Sub-addressing (jane+news@) does not change who the mailbox belongs to.
  const role = syntaxValid && lists.role.includes(local.toLowerCase().split("+")[0]);
  const deliverability = !domainValid ? "undeliverable" : disposable || role ? "risky" : "deliverable";
  return {
    query,
    result: domainValid && !disposable,
    syntax_valid: syntaxValid,
    domain_valid: domainValid,
    disposable,
    free,
    role,
    deliverability,
    ...(syntaxValid ? { local_part: local, domain } : {}),
  };
}
