/**
 * Push to mobile: the onboarding link of an individual's ID validation, and the outbox of links texted to
 * entities' phones that the admin API shows.
 */
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { randomString } from "../../../runtime/ids";
import type { Collection, ServiceStore } from "../../../runtime/store";
import type { Entities, EntityRecord } from "./entities";
import { refuse } from "./errors";
import type { Tenant } from "./tenancy";

/** Texted onboarding links kept for the admin API to show. */
export const MAX_SENT_MESSAGES = 1000;

export interface SentMessage {
  entityId: string;
  phoneNumber: string;
  linkURL: string;
  sentAt: Date;
}

export class MobileOnboarding {
  readonly outbox: Collection<SentMessage>;

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
    private readonly entities: Entities,
  ) {
    this.outbox = store.collection<SentMessage>("sent-messages");
  }

  /**
   * Push to mobile (phase 2): starts the ID validation process and issues an onboarding link; with `nopush`
   * the link is returned for the caller to deliver, otherwise it is texted to the entity's phone number.
   */
  pushToMobile(
    tenant: Tenant,
    entityId: string,
    nopush: boolean,
  ): { entity: EntityRecord; linkURL: string; sent: boolean } {
    let entity = this.entities.usable(tenant, entityId);
    if (entity.entityType !== "INDIVIDUAL")
      throw refuse("ENT-0004", "entityId", "only an individual can be onboarded on a mobile");
    if (!nopush && !entity.phoneNumber)
      throw new ServiceError("failed_precondition", "the entity has no phone number to send the link to", {
        code: "ENT-0005",
      });
    entity = this.entities.startIdValidation(entity);
    // The onboarding portal is the provider's, not this service's: the link names a reserved, unresolvable host.
    const linkURL = `https://onboarding.kyc.invalid/start/${randomString(24)}`;
    if (!nopush) {
      if (this.outbox.size() >= MAX_SENT_MESSAGES) {
        const oldest = this.outbox.list({ limit: 1 }).items[0];
        this.outbox.delete(`${oldest.entityId}@${oldest.sentAt.getTime()}`);
      }
      this.outbox.put(`${entity.entityId}@${this.clock.now().getTime()}`, {
        entityId,
        phoneNumber: entity.phoneNumber as string,
        linkURL,
        sentAt: this.clock.now(),
      });
    }
    return { entity, linkURL, sent: !nopush };
  }
}
