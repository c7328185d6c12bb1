/**
 * OAuth consent flows of connectors, for sources and destinations alike. The consent URL carries the
 * instance-wide client id, the redirect URL and a state parameter; the user's consent (an admin action
 * standing in for the provider's consent screen) issues a code for that state; complete_oauth exchanges a
 * code the gateway issued, once, for tokens.
 */

import { ServiceError } from "../../../errors/service-error";
import { ALPHANUMERIC, randomString } from "../../../runtime/ids";
import type { ActorKind, DefinitionRecord, OAuthConsentRecord } from "./configuration-records";
import { type Deps, scope } from "./database";
import type { Definitions } from "./definitions";
import { invalidInput, label, notFound } from "./errors";
import type { Workspaces } from "./workspaces";

/** A consent not completed within an hour is forgotten, as providers expire their codes. */
const CONSENT_TTL_MS = 60 * 60 * 1000;

export interface ConsentRequest {
  definitionId: string;
  workspaceId: string;
  redirectUrl: string;
}

export class OAuthFlows {
  constructor(
    private readonly deps: Deps,
    private readonly workspaces: Workspaces,
    private readonly definitions: Definitions,
  ) {}

  setParams(kind: ActorKind, definitionId: string, params: Record<string, string>): void {
    this.definitions.get(kind, definitionId);
    this.deps.db.oauthParams.put(`${kind}:${definitionId}`, { ...params });
  }

  consentUrl(kind: ActorKind, r: ConsentRequest): string {
    const definition = this.flowDefinition(kind, r);
    const params = this.deps.db.oauthParams.get(`${kind}:${definition.id}`);
    if (!params?.client_id) {
      throw new ServiceError(
        "failed_precondition",
        `Undefined OAuth Parameter: no instance-wide client_id is set for ${kind} definition ${definition.id}`,
      );
    }
    this.expire();
    const state = randomString(32, ALPHANUMERIC);
    const consent: OAuthConsentRecord = {
      state,
      kind,
      definitionId: definition.id,
      workspaceId: r.workspaceId,
      redirectUrl: r.redirectUrl,
      createdAt: this.deps.clock.now(),
      codeUsed: false,
    };
    this.deps.db.consents.put(state, consent);
    const oauth = definition.oauth as NonNullable<DefinitionRecord["oauth"]>;
    const url = new URL(oauth.authorizeUrl);
    url.searchParams.set("client_id", params.client_id);
    url.searchParams.set("redirect_uri", r.redirectUrl);
    url.searchParams.set("response_type", "code");
    url.searchParams.set("scope", oauth.scope);
    url.searchParams.set("state", state);
    return url.toString();
  }

  /** The user consents on the provider's screen: a code is issued for the state and sent to the redirect URL. */
  consent(state: string): { code: string; state: string; redirectUrl: string } {
    this.expire();
    const consent = this.deps.db.consents.get(state);
    if (!consent) throw notFound("oauth consent", state);
    const code = randomString(20, ALPHANUMERIC);
    this.deps.db.consents.put(state, { ...consent, code, codeUsed: false });
    const redirect = new URL(consent.redirectUrl);
    redirect.searchParams.set("code", code);
    redirect.searchParams.set("state", state);
    return { code, state, redirectUrl: redirect.toString() };
  }

  /** Exchanges a code issued for this definition, workspace and redirect URL, once, for the provider's tokens. */
  complete(kind: ActorKind, r: ConsentRequest, queryParams: Record<string, string>): Record<string, string> {
    const definition = this.flowDefinition(kind, r);
    this.expire();
    const code = queryParams.code;
    if (!code) throw invalidInput("queryParams.code", "the provider's redirect carries no code");
    const consent = this.deps.db.consents.all(undefined, scope.code(code))[0];
    if (
      !consent ||
      consent.codeUsed ||
      consent.kind !== kind ||
      consent.definitionId !== definition.id ||
      consent.workspaceId !== r.workspaceId ||
      consent.redirectUrl !== r.redirectUrl ||
      (queryParams.state !== undefined && queryParams.state !== consent.state)
    ) {
      throw invalidInput(
        "queryParams.code",
        "the code was not issued for this consent, or was already used",
        code,
      );
    }
    this.deps.db.consents.put(consent.state, { ...consent, codeUsed: true });
    const oauth = definition.oauth as NonNullable<DefinitionRecord["oauth"]>;
    const tokens: Record<string, string> = {};
    for (const field of oauth.outputFields)
      tokens[field] = `${field.replace(/_token$/, "")}-${randomString(40, ALPHANUMERIC)}`;
    return tokens;
  }

  private flowDefinition(kind: ActorKind, r: ConsentRequest): DefinitionRecord {
    this.workspaces.get(r.workspaceId);
    const definition = this.definitions.forWorkspace(kind, r.definitionId, r.workspaceId);
    if (!definition.oauth) {
      throw new ServiceError(
        "failed_precondition",
        `${label(kind)} definition ${definition.id} (${definition.name}) has no OAuth flow`,
      );
    }
    return definition;
  }

  private expire(): void {
    const cutoff = this.deps.clock.now().getTime() - CONSENT_TTL_MS;
    for (const c of this.deps.db.consents.all((x) => x.createdAt.getTime() < cutoff))
      this.deps.db.consents.delete(c.state);
  }
}
