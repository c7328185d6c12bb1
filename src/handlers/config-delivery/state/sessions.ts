/**
 * AppConfig Data's configuration sessions. StartConfigurationSession names an application, environment and
 * profile and hands out a first token; each GetLatestConfiguration spends the token it is given and answers
 * with the next one. AWS documents the rules kept here: a token is good for one call and for 24 hours
 * (BadRequestException otherwise), the configuration is empty when the session already holds it, and a
 * session that set `RequiredMinimumPollIntervalInSeconds` may not poll more often than that.
 *
 * A session is stored with the one token it will accept next. Spending a token is a write on a GET, as the
 * provider's one-call rule makes it: the record is what remembers that the token was used. A refused call
 * spends nothing. A session whose token expired can never be used again, so its record is dropped then,
 * by the schedule, which keeps the collection bounded by the sessions in use.
 */
import { ServiceError } from "../../../errors/service-error";
import { ALPHANUMERIC, randomString } from "../../../runtime/ids";
import type { Schedule } from "../../../runtime/scheduler";
import type { Deps, SessionRecord } from "./database";
import { badRequest } from "./errors";
import type { Retrieval, Target } from "./retrieval";

/** How long a token can be spent after it was issued: "the tokens are valid for up to 24 hours". */
const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The wait AppConfig Data suggests between polls when the session set no minimum. */
const DEFAULT_POLL_SECONDS = 60;
const EXPIRE_SESSION = "expire-configuration-session";

export interface LatestConfiguration {
  /** Empty when the session already holds the deployed configuration. */
  content: Buffer;
  contentType: string;
  versionLabel?: string;
  nextToken: string;
  nextPollSeconds: number;
}

type Problem = "Corrupted" | "Expired" | "PollIntervalNotSatisfied";

function refused(problem: Problem, message: string): ServiceError {
  return badRequest(message, {
    Reason: "InvalidParameters",
    Details: { InvalidParameters: { ConfigurationToken: { Problem: problem } } },
  });
}

/** AppConfig Data reports a missing resource by its type (`ResourceType`), not by name as AppConfig does. */
function missing(resource: "Application" | "Environment" | "Configuration", message: string): ServiceError {
  const type = resource === "Configuration" ? "ConfigurationProfile" : resource;
  return new ServiceError("not_found", message, { fields: { ResourceType: type } });
}

/**
 * A token names its session, the nonce the session accepts and when it was issued (so that a token whose
 * session was dropped on expiry is still told apart from one never issued here); the nonce is the secret.
 */
function tokenOf(session: SessionRecord): string {
  return Buffer.from(`${session.id}.${session.nonce}.${session.issuedAt.getTime()}`).toString("base64url");
}

export class Sessions {
  constructor(
    private readonly deps: Deps,
    private readonly schedule: Schedule,
    private readonly retrieval: Retrieval,
  ) {
    schedule.on<{ id: string }>(EXPIRE_SESSION, ({ data }) => {
      const session = this.deps.db.sessions.get(data.id);
      if (session && this.expired(session)) this.deps.db.sessions.delete(data.id);
    });
  }

  start(application: string, environment: string, profile: string, minimumPollSeconds?: number): string {
    const { env, profile: found } = this.retrieval.resolve(application, environment, profile, missing);
    const session: SessionRecord = {
      id: randomString(24, ALPHANUMERIC),
      applicationId: env.applicationId,
      environmentId: env.id,
      profileId: found.id,
      minimumPollSeconds,
      nonce: "",
      issuedAt: this.deps.clock.now(),
    };
    return this.issue(session);
  }

  latest(token: string): LatestConfiguration {
    const session = this.spendable(token);
    const target = this.target(session);
    const served = this.retrieval.served(target, session.id);
    if (!served) {
      throw new ServiceError(
        "not_found",
        `configuration ${target.profile.name} has not been deployed to environment ${target.env.name}`,
        { fields: { ResourceType: "Deployment" } },
      );
    }
    const unchanged = session.version === served.configurationVersion;
    const nextToken = this.issue({
      ...session,
      polledAt: this.deps.clock.now(),
      version: served.configurationVersion,
    });
    return {
      content: unchanged ? Buffer.alloc(0) : Buffer.from(served.content, "base64"),
      contentType: served.contentType,
      versionLabel: unchanged ? undefined : served.versionLabel,
      nextToken,
      nextPollSeconds: session.minimumPollSeconds ?? DEFAULT_POLL_SECONDS,
    };
  }

  /** The session a token opens, when the token is the one it accepts next, unexpired, and not too early. */
  private spendable(token: string): SessionRecord {
    const [id, nonce, issued] = Buffer.from(token, "base64url").toString("utf8").split(".");
    const session = id ? this.deps.db.sessions.get(id) : undefined;
    const issuedAt = Number(issued);
    if (!session && !(Number.isSafeInteger(issuedAt) && this.expired({ issuedAt: new Date(issuedAt) }))) {
      throw refused("Corrupted", "The configuration token is not valid.");
    }
    if (!session || session.nonce !== nonce || this.expired(session)) {
      throw refused("Expired", "The configuration token has expired or was already used.");
    }
    const now = this.deps.clock.now().getTime();
    if (
      session.minimumPollSeconds !== undefined &&
      session.polledAt &&
      now - session.polledAt.getTime() < session.minimumPollSeconds * 1000
    ) {
      throw refused(
        "PollIntervalNotSatisfied",
        `The session polls at most every ${session.minimumPollSeconds} seconds.`,
      );
    }
    return session;
  }

  /** The session's environment and profile; gone when either was deleted since the session started. */
  private target(session: SessionRecord): Target {
    return this.retrieval.resolve(session.applicationId, session.environmentId, session.profileId, missing);
  }

  private expired(session: Pick<SessionRecord, "issuedAt">): boolean {
    return this.deps.clock.now().getTime() - session.issuedAt.getTime() >= TOKEN_LIFETIME_MS;
  }

  /** Stores the session with a fresh token and schedules its end for when that token expires. */
  private issue(session: SessionRecord): string {
    const issuedAt = this.deps.clock.now();
    const next = { ...session, nonce: randomString(32, ALPHANUMERIC), issuedAt };
    this.deps.db.sessions.put(next.id, next);
    this.schedule.at(
      `${EXPIRE_SESSION}:${next.id}`,
      new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS),
      EXPIRE_SESSION,
      { id: next.id },
    );
    return tokenOf(next);
  }
}
