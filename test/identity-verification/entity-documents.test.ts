/** The documents an entity's full answer shows are those the caller may see, whoever filed them against it. */
import { startGateway, type TestGateway } from "../support/gateway";
import { AS, clientAs, personBody, personIn } from "./support";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ services: ["identity-verification"] });
});
afterAll(() => gw.close());

test("a customer's document filed against its child's entity is shown to the customer, not to the child", async () => {
  const child = clientAs(gw.url, "childA");
  const customer = clientAs(gw.url, "customer");
  const created = await child.POST("/entity", {
    params: { header: AS.childA },
    body: personBody(personIn(["electoral-roll", "credit-header"])),
  });
  const entityId = created.data!.entityId;
  const byChild = await child.POST("/document", {
    params: { header: AS.childA },
    body: { idType: "PASSPORT", idNumber: "PA1000001", country: "AUS", entityId },
  });
  const byCustomer = await customer.POST("/document", {
    params: { header: AS.customer },
    body: { idType: "DRIVERS_LICENCE", idNumber: "DL2000002", country: "AUS", entityId },
  });
  expect([byChild.response.status, byCustomer.response.status]).toEqual([200, 200]);

  const documentsSeenBy = async (who: "childA" | "customer") => {
    const res = await clientAs(gw.url, who).GET("/entity/{entityId}/full", {
      params: { header: AS[who], path: { entityId } },
    });
    expect(res.response.status).toBe(200);
    return (res.data!.entity.identityDocs ?? []).map((d) => d.documentId).sort();
  };
  expect(await documentsSeenBy("childA")).toEqual([byChild.data!.documentId]);
  expect(await documentsSeenBy("customer")).toEqual(
    [byChild.data!.documentId, byCustomer.data!.documentId].sort(),
  );
});
