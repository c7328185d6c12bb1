/**
 * The identity-verification domain wired together on the service's store and clock: tenancy, the reference
 * data and registry, entities and documents, and the operations that combine them (checks, business,
 * document processing, mobile onboarding). Each enforces visibility by tenant before it acts.
 */
import type { Clock } from "../../../runtime/clock";
import type { ServiceStore } from "../../../runtime/store";
import { Businesses } from "./business";
import { DocumentProcessing } from "./document-processing";
import { Documents } from "./documents";
import { Entities } from "./entities";
import { EntityChecks } from "./entity-checks";
import { MobileOnboarding } from "./mobile-onboarding";
import { Reference } from "./reference";
import { Registry } from "./registry";
import { Tenancy } from "./tenancy";

export class IdentityVerification {
  readonly tenancy: Tenancy;
  readonly ref: Reference;
  readonly registry: Registry;
  readonly entities: Entities;
  readonly documents: Documents;
  readonly checks: EntityChecks;
  readonly business: Businesses;
  readonly documentProcessing: DocumentProcessing;
  readonly onboarding: MobileOnboarding;

  constructor(store: ServiceStore, clock: Clock) {
    this.tenancy = new Tenancy(store);
    this.ref = new Reference(store);
    this.registry = new Registry(this.ref);
    this.entities = new Entities(store, clock);
    this.documents = new Documents(store, clock, this.ref);
    this.checks = new EntityChecks(
      clock,
      this.ref,
      this.tenancy,
      this.entities,
      this.documents,
      this.registry,
    );
    this.business = new Businesses(this.tenancy, this.entities, this.documents, this.registry, this.checks);
    this.documentProcessing = new DocumentProcessing(this.entities, this.documents, this.ref);
    this.onboarding = new MobileOnboarding(store, clock, this.entities);
  }
}
