/** Tenancy isolation, businesses (registry, ownership, reports) and documents, through the generated client. */
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";
import {
  AS,
  type Client,
  CUSTOMER,
  clientAs,
  personBody,
  personIn,
  registry,
  type Schemas,
  scans,
} from "./support";

let gw: TestGateway;
let kyc: Client;

beforeAll(async () => {
  gw = await startGateway({ services: ["identity-verification"] });
  kyc = clientAs(gw.url, "customer");
});
afterAll(() => gw.close());

describe("tenancy", () => {
  let byChildA: string;
  beforeAll(async () => {
    const res = await clientAs(gw.url, "childA").POST("/entity", {
      params: { header: AS.childA },
      body: personBody(personIn(["electoral-roll", "credit-header"])),
    });
    byChildA = res.data!.entityId;
  });

  test.each([
    ["the child that created it", "childA", 200],
    ["its customer", "customer", 200],
    ["a sibling child", "childB", 404],
    ["another customer", "other", 404],
  ] as const)("an entity created by a child is visible to %s: %s", async (_who, who, status) => {
    const res = await clientAs(gw.url, who).GET("/entity/{entityId}/full", {
      params: { header: AS[who], path: { entityId: byChildA } },
    });
    expect(res.response.status).toBe(status);
    if (status === 404) expect(res.error).toMatchObject({ errorCode: "API-0404", httpStatusCode: 404 });
  });

  test.each([
    ["no api_key", { "X-Kyc-CustomerID": CUSTOMER }, 401],
    ["a wrong api_key", { api_key: "nope", "X-Kyc-CustomerID": CUSTOMER }, 401],
    ["a key of another customer", { api_key: "kyc-wombat-key", "X-Kyc-CustomerID": CUSTOMER }, 401],
    [
      "a child key without the child header",
      { api_key: "kyc-child-homeloans-key", "X-Kyc-CustomerID": CUSTOMER },
      401,
    ],
    [
      "a customer key with a child header",
      { ...AS.customer, "X-Kyc-CustomerChildID": AS.childA["X-Kyc-CustomerChildID"] },
      401,
    ],
    ["a key without the customer header", { api_key: "kyc-dev-key" }, 401],
  ])("%s is refused", async (_name, headers, status) => {
    const res = await request(gw.app).get(`/identity-verification/v1.2/entity/${byChildA}/full`).set(headers);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({
      errorCode: "AUTH-0401",
      httpStatusCode: 401,
      issues: [],
      requestId: expect.any(String),
    });
  });

  test("keys rotate while the customer id stays", async () => {
    await request(gw.app)
      .post("/__admin/services/identity-verification/rotate-key")
      .send({ customerId: AS.other["X-Kyc-CustomerID"], apiKey: "kyc-wombat-key-2" })
      .expect(200);
    const old = await clientAs(gw.url, "other").POST("/document/search", {
      params: { header: AS.other },
      body: {},
    });
    expect(old.response.status).toBe(401);
    const fresh = await request(gw.app)
      .post("/identity-verification/v1.2/document/search")
      .set({ ...AS.other, api_key: "kyc-wombat-key-2" })
      .send({});
    expect(fresh.status).toBe(200);
  });

  test("a customer added through the admin API works with its own key and sees nothing of the others", async () => {
    const customer = {
      customerId: "d0000000-0000-4000-8000-0000000000d1",
      name: "Dingo Lending",
      apiKeys: ["kyc-dingo-key-1"],
    };
    await request(gw.app)
      .post("/__admin/services/identity-verification/add-customer")
      .send(customer)
      .expect(200);
    const again = await request(gw.app)
      .post("/__admin/services/identity-verification/add-customer")
      .send(customer);
    expect(again.status).toBe(409);
    const bad = await request(gw.app)
      .post("/__admin/services/identity-verification/add-customer")
      .send({ customerId: "x", apiKeys: [] });
    expect(bad.status).toBe(400);
    const headers = { api_key: "kyc-dingo-key-1", "X-Kyc-CustomerID": customer.customerId };
    const res = await request(gw.app).get(`/identity-verification/v1.2/entity/${byChildA}/full`).set(headers);
    expect(res.status).toBe(404);
  });

  test("the status check and the receiver need no credentials", async () => {
    const ok = await request(gw.app).get("/identity-verification/v1.2/ruok?askingNicely=true").expect(200);
    expect(ok.body).toMatchObject({ puppy: true, asknicely1: expect.any(String) });
    await request(gw.app)
      .post("/identity-verification/v1.2/your/configured/path/r-1")
      .send({ hello: "world" })
      .expect(200);
  });
});

describe("businesses", () => {
  test("search and profile come from the registry", async () => {
    const c = registry.find((x) => x.country === "GBR")!;
    const word = c.name.split(" ")[0];
    const found = await kyc.POST("/business/international/search", {
      params: { header: AS.customer },
      body: { country: "GBR", organisationName: word.toLowerCase() },
    });
    expect(found.data!.companies.map((x) => x.organisationNumber)).toContain(c.companyNumber);
    expect(found.data!.companies.every((x) => x.country === "GBR" && x.name.includes(word))).toBe(true);
    const profile = await kyc.POST("/business/international/profile", {
      params: { header: AS.customer },
      body: { country: "GBR", organisationNumber: c.companyNumber },
    });
    expect(profile.data!.profile).toMatchObject({ name: c.name, organisationNumber: c.companyNumber });
    expect(profile.data!.profile.shareholders.reduce((s, h) => s + h.percentOwned, 0)).toBe(100);
  });

  test("ownership resolves ultimate owners through holding companies by indirect percentage (25% threshold)", async () => {
    // An operating company held by a holding company that is itself held by people.
    const c = registry.find(
      (x) =>
        x.country === "AUS" &&
        x.shareholders.some(
          (h) =>
            h.kind === "company" &&
            registry
              .find((y) => y.companyNumber === h.companyNumber)!
              .shareholders.some((z) => z.kind === "company"),
        ),
    )!;
    const res = await kyc.POST("/business/ownership/query", {
      params: {
        header: AS.customer,
        query: { includeHistorical: true, checkType: "pep", entityCategories: "ubos,officers" },
      },
      body: { country: "AUS", organisationNumber: c.companyNumber },
    });
    expect(res.response.status).toBe(200);
    const o = res.data!.ownership!;
    // Indirect shares multiply along each chain and add up over chains: all individuals together own 100%.
    expect(Math.round(o.allOwners!.reduce((s, x) => s + x.percentOwned, 0))).toBe(100);
    expect(o.ultimateBeneficialOwners!.every((x) => x.percentOwned >= 25)).toBe(true);
    expect(o.allOwners!.some((x) => x.via.length >= 2)).toBe(true);
    expect(o.historicalOwners).toBeDefined();
    expect(res.data!.entity!.entityType).toBe("ORGANISATION");
    expect(res.data!.checkResult!.checkTypes).toEqual(["pep"]);
  });

  test.each([
    ["on without a number validates by name", { validation: "on" }, { registeredName: "NAME" }, 200, true],
    ["off without a number fails", { validation: "off" }, { registeredName: "NAME" }, 400, "BUS-0003"],
    [
      "acn with a wrong name fails",
      { validation: "acn" },
      { organisationNumber: "NUMBER", registeredName: "Other Name Pty Ltd" },
      400,
      "BUS-0002",
    ],
    [
      "only validates and stops",
      { validation: "only" },
      { organisationNumber: "NUMBER", registeredName: "NAME" },
      200,
      false,
    ],
  ] as const)("validation %s", async (_name, query, body, status, expected) => {
    const c = registry.find((x) => x.country === "AUS")!;
    const filled = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, v === "NAME" ? c.name : v === "NUMBER" ? c.companyNumber : v]),
    );
    const res = await kyc.POST("/business/ownership/query", {
      params: { header: AS.customer, query },
      body: { country: "AUS", ...filled },
    });
    expect(res.response.status).toBe(status);
    if (status === 200) {
      expect(res.data!.validation).toMatchObject({ validated: true, organisationNumber: c.companyNumber });
      expect(res.data!.entityId !== undefined).toBe(expected);
    } else expect(res.error).toMatchObject({ errorCode: expected });
  });

  test("reports: duplicates ignored, each kept as a document; business verify screens related people", async () => {
    const c = registry.find((x) => x.country === "AUS")!;
    const q = await kyc.POST("/business/ownership/query", {
      params: { header: AS.customer, query: { onlyProfile: true } },
      body: { country: "AUS", organisationNumber: c.companyNumber },
    });
    expect(q.data!.ownership).toBeUndefined();
    const entityId = q.data!.entityId!;
    const reports = await kyc.POST("/business/reports", {
      params: { header: AS.customer, query: { reportTypes: "creditScore,creditReport,creditScore" } },
      body: { entityId },
    });
    expect(reports.data!.reports.map((r) => r.reportType)).toEqual(["creditScore", "creditReport"]);
    expect(reports.data!.reports[0].creditScore!.score).toBeGreaterThan(0);
    const docs = await kyc.POST("/document/search", {
      params: { header: AS.customer },
      body: { entityId, idType: "REPORT" },
    });
    expect(docs.data!.documents).toHaveLength(2);
    const verified = await kyc.POST("/business/{entityId}/verify", {
      params: {
        header: AS.customer,
        path: { entityId },
        query: { checkType: "full", entityCategories: "officers", resultLevel: "full" },
      },
    });
    expect(verified.data!.checkTypes).toEqual(["pep_media"]);
    expect(verified.data!.relatedResults!.length).toBeGreaterThan(0);
  });
});

/** Without X-Kyc-Background a document operation answers with the document, never the 202 acceptance. */
const docBody = (data: unknown) => data as Schemas["DocumentResponse"];

describe("documents", () => {
  test("scan reads the fixture image's fields and creates the entity; verify and compare use them", async () => {
    const dl = scans.find(
      (s) =>
        s.fields.idType === "DRIVERS_LICENCE" &&
        String(s.fields.idExpiry) > "2026-06-01" &&
        !s.scanFilename.includes("edited"),
    )!;
    const scanned = await kyc.POST("/document/new/scan", {
      params: { header: AS.customer },
      body: {
        idType: "OTHER",
        country: "AUS",
        docScan: [{ scanData: dl.scanData, scanFilename: dl.scanFilename }],
      },
    });
    expect(docBody(scanned.data).scanResult).toMatchObject({
      state: "SCANNED",
      fields: { idNumber: dl.fields.idNumber },
    });
    expect(docBody(scanned.data).document).toMatchObject({
      idType: "DRIVERS_LICENCE",
      idNumber: dl.fields.idNumber,
      createdFromScan: true,
    });
    const entity = await kyc.GET("/entity/{entityId}/full", {
      params: { header: AS.customer, path: { entityId: docBody(scanned.data).entityId! } },
    });
    expect(entity.data!.entity.name).toMatchObject({
      givenName: dl.fields.givenName,
      familyName: dl.fields.familyName,
    });
    expect(entity.data!.entity.identityDocs[0].docScan[0].sha256).toBe(dl.sha256);

    const verified = await kyc.POST("/document/new/verify", {
      params: { header: AS.customer },
      body: { idType: "OTHER", country: "AUS", docScan: [{ scanData: dl.scanData }] },
    });
    expect(docBody(verified.data).verifyResult).toEqual({ verified: true, reason: "VERIFIED" });
    const doctored = scans.find((s) => s.scanFilename.includes("edited"))!;
    const bad = await kyc.POST("/document/new/verify", {
      params: { header: AS.customer },
      body: { idType: "OTHER", country: "AUS", docScan: [{ scanData: doctored.scanData }] },
    });
    expect(docBody(bad.data).verifyResult).toEqual({ verified: false, reason: "NOT_FOUND_IN_REGISTER" });

    const compared = await kyc.POST("/document/new/compare", {
      params: { header: AS.customer },
      body: {
        originalDocumentId: docBody(scanned.data).documentId!,
        document: { idType: "OTHER", country: "AUS", docScan: [{ scanData: doctored.scanData }] },
      },
    });
    const fields = docBody(compared.data).compareResult!.fields!;
    expect(docBody(compared.data).compareResult!.match).toBe(false);
    expect(fields.find((f) => f.field === "idNumber")).toMatchObject({ match: false });

    const unreadable = await kyc.POST("/document/new/scan", {
      params: { header: AS.customer },
      body: {
        idType: "PASSPORT",
        country: "AUS",
        docScan: [{ scanData: Buffer.from("not a document").toString("base64") }],
      },
    });
    expect(docBody(unreadable.data).scanResult).toEqual({ state: "UNREADABLE" });
  });

  test("utility comparison returns at most planLimit plans, cheapest first, priced from the tariff table", async () => {
    const bill = scans.find((s) => s.fields.idType === "UTILITY_BILL")!;
    const res = await kyc.POST("/document/new/utility/process/compare", {
      params: { header: AS.customer, query: { planLimit: 3 } },
      body: { idType: "UTILITY_BILL", country: "AUS", docScan: [{ scanData: bill.scanData }] },
    });
    const r = docBody(res.data).utilityCompareResult!;
    expect(r.plans).toHaveLength(3);
    const costs = r.plans!.map((p) => p.annualCostCents!);
    expect([...costs].sort((a, b) => a - b)).toEqual(costs);
    expect(
      r.plans!.every((p) => p.annualSavingCents === r.currentAnnualCostCents! - p.annualCostCents!),
    ).toBe(true);
    // The spec takes only a UTILITY_BILL here: a client that sends another type fails validation.
    const notBill = await kyc.POST("/document/new/utility/process/compare", {
      params: { header: AS.customer },
      body: { idType: "PASSPORT" as "UTILITY_BILL", country: "AUS" },
    });
    expect(notBill.response.status).toBe(400);
    expect(notBill.error).toMatchObject({ issues: [{ issueLocation: expect.stringContaining("idType") }] });
  });

  test("search sees only visible documents; delete removes one", async () => {
    const child = clientAs(gw.url, "childB");
    const mine = await child.POST("/document", {
      params: { header: AS.childB },
      body: { idType: "PASSPORT", idNumber: "PX12345", country: "AUS" },
    });
    expect(
      (await kyc.POST("/document/search", { params: { header: AS.customer }, body: { idNumber: "PX12345" } }))
        .data!.documents,
    ).toHaveLength(1);
    expect(
      (
        await clientAs(gw.url, "childA").POST("/document/search", {
          params: { header: AS.childA },
          body: { idNumber: "PX12345" },
        })
      ).data!.documents,
    ).toHaveLength(0);
    const gone = await kyc.DELETE("/document/{documentId}", {
      params: { header: AS.customer, path: { documentId: mine.data!.documentId! } },
    });
    expect(gone.response.status).toBe(200);
    expect(
      (await child.POST("/document/search", { params: { header: AS.childB }, body: { idNumber: "PX12345" } }))
        .data!.documents,
    ).toHaveLength(0);
  });
});

describe("invalid input, in the FrankieOne format", () => {
  test.each([
    ["a missing customer id header", "post", "/document/search", {}, { api_key: "kyc-dev-key" }, 401],
    ["an unknown idType", "post", "/document", { idType: "LIBRARY_CARD", country: "AUS" }, AS.customer, 400],
    ["a bad country", "post", "/document", { idType: "PASSPORT", country: "Australia" }, AS.customer, 400],
    [
      "scan data that is not base64",
      "post",
      "/document/new/scan",
      { idType: "PASSPORT", country: "AUS", docScan: [{ scanData: "%%%" }] },
      AS.customer,
      400,
    ],
    [
      "an unknown report type",
      "post",
      "/business/reports?reportTypes=balanceSheet",
      { entityId: "x" },
      AS.customer,
      400,
    ],
    [
      "a planLimit of 0",
      "post",
      "/document/new/utility/process/compare?planLimit=0",
      { idType: "UTILITY_BILL", country: "AUS" },
      AS.customer,
      400,
    ],
    ["an unknown status", "post", "/entity/x/status?set=deleted", undefined, AS.customer, 400],
    [
      "an unknown watchlist reason",
      "post",
      "/entity/x/flag/watchlist?set=true&reason=OTHER",
      undefined,
      AS.customer,
      400,
    ],
    ["an unknown operation", "get", "/entity", undefined, AS.customer, 405],
  ] as const)("%s", async (_name, method, url, body, headers, status) => {
    const r = request(gw.app)[method](`/identity-verification/v1.2${url}`).set(headers);
    const res = body === undefined ? await r : await r.send(body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({
      errorCode: expect.any(String),
      errorMsg: expect.any(String),
      httpStatusCode: status,
      issues: expect.any(Array),
      requestId: expect.any(String),
    });
  });
});
