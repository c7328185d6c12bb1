/**
 * The product catalog of each entity. Multi-entity tenants share products from a parent entity to its
 * child entities (Zuora's catalog sharing): the child gets a copy under the same id, marked as shared.
 */
import { invalid } from "../../../errors/service-error";
import type { ProductRecord, RatePlanChargeRecord, RatePlanRecord } from "./catalog-records";
import { notFound, ruleViolation } from "./errors";
import { type Deps, entityCollection, type Scope } from "./scope";
import type { EntityRecord } from "./tenant-records";

export interface ChargeInCatalog {
  product: ProductRecord;
  ratePlan: RatePlanRecord;
  charge: RatePlanChargeRecord;
}

export class Catalog {
  constructor(
    private readonly deps: Deps,
    private readonly entitiesOf: (tenantId: string) => EntityRecord[],
  ) {}

  private col(entityId: string) {
    return entityCollection<ProductRecord>(this.deps, entityId, "products");
  }

  all(scope: Scope): ProductRecord[] {
    return this.col(scope.entityId).all();
  }

  get(scope: Scope, id: string): ProductRecord {
    const p = this.col(scope.entityId).get(id);
    if (!p) throw notFound("Product", id);
    return p;
  }

  findCharge(scope: Scope, productRatePlanChargeId: string): ChargeInCatalog | undefined {
    for (const product of this.all(scope)) {
      for (const ratePlan of product.ratePlans) {
        const charge = ratePlan.charges.find((c) => c.id === productRatePlanChargeId);
        if (charge) return { product, ratePlan, charge };
      }
    }
    return undefined;
  }

  charge(scope: Scope, productRatePlanChargeId: string): ChargeInCatalog {
    const found = this.findCharge(scope, productRatePlanChargeId);
    if (!found) throw notFound("Product rate plan charge", productRatePlanChargeId);
    return found;
  }

  ratePlan(scope: Scope, productRatePlanId: string): { product: ProductRecord; ratePlan: RatePlanRecord } {
    for (const product of this.all(scope)) {
      const ratePlan = product.ratePlans.find((r) => r.id === productRatePlanId);
      if (ratePlan) return { product, ratePlan };
    }
    throw notFound("Product rate plan", productRatePlanId);
  }

  accountingCodesInUse(scope: Scope): Set<string> {
    const names = new Set<string>();
    for (const p of this.all(scope))
      for (const rp of p.ratePlans)
        for (const c of rp.charges) if (c.accountingCode) names.add(c.accountingCode);
    return names;
  }

  /** Shares a product of the current entity with some of its child entities. */
  share(scope: Scope, productId: string, entityIds: string[]): void {
    const product = this.get(scope, productId);
    if (product.sharedFrom)
      throw ruleViolation("A product shared from another entity cannot be shared again.");
    const entities = this.entitiesOf(scope.tenantId);
    if (entities.length < 2) throw ruleViolation("Products can be shared only when multi-entity is enabled.");
    entityIds.forEach((id, i) => {
      const target = entities.find((e) => e.id === id);
      if (!target) throw invalid(`entityIds.${i}`, `no entity ${id} in this tenant`);
      if (target.parentId !== scope.entityId)
        throw invalid(`entityIds.${i}`, `${id} is not a child entity of ${scope.entityId}`);
      if (this.col(id).has(productId))
        throw ruleViolation(`Product ${productId} is already shared with entity ${id}.`);
    });
    for (const id of entityIds) this.col(id).put(productId, { ...product, sharedFrom: scope.entityId });
  }
}
