/** Entity checks against the fixture sources, the check-type rules, data aging and the risk override. */
import { startGateway, type TestGateway } from "../support/gateway";
import {
  AS,
  type Client,
  clientAs,
  type FixturePerson,
  people,
  personBody,
  personIn,
  registry,
  type Schemas,
  watchlist,
} from "./support";

let gw: TestGateway;
let kyc: Client;

beforeEach(async () => {
  gw = await startGateway({ services: ["identity-verification"] });
  kyc = clientAs(gw.url, "customer");
});
afterEach(() => gw.close());

async function entityOf(p: FixturePerson, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await kyc.POST("/entity", {
    params: { header: AS.customer },
    body: { ...personBody(p), ...extra },
  });
  expect(res.response.status).toBe(200);
  return res.data!.entityId;
}

async function verify(
  entityId: string,
  checkType: string,
  resultLevel: "simple" | "summary" | "full" = "full",
  query: { force?: boolean; noInvalidate?: boolean } = {},
  body?: Record<string, unknown>,
) {
  const res = await kyc.POST("/entity/{entityId}/verify/{checkType}/{resultLevel}", {
    params: { header: AS.customer, path: { entityId, checkType, resultLevel }, query },
    body,
  });
  // Without X-Kyc-Background the answer is the check result, never the 202 acceptance.
  return { response: res.response, error: res.error, data: res.data as Schemas["CheckResult"] | undefined };
}

test("one_plus needs one source, two_plus two independent ones: sources of one provider count once", async () => {
  const sameProvider = await entityOf(personIn(["credit-header", "utility-register"]));
  const one = await verify(sameProvider, "one_plus");
  expect(one.data!.checkSummary.resultState).toBe("CHECKED_SUCCESS_CLEAR");
  const two = await verify(sameProvider, "two_plus");
  expect(two.data!.checkSummary.resultState).toBe("CHECKED_PARTIAL_SUCCESS");
  expect(two.data!.kycResult).toMatchObject({ required: 2, independentSources: 1, passed: false });
  const sources = (two.data!.kycResult as { sources: { source: string; matched: boolean }[] }).sources;
  expect(sources.filter((s) => s.matched).map((s) => s.source)).toEqual([
    "credit-header",
    "utility-register",
  ]);

  const independent = await entityOf(personIn(["electoral-roll", "credit-header"]));
  const ok = await verify(independent, "two_plus");
  expect(ok.data!.kycResult).toMatchObject({ independentSources: 2, passed: true });
  expect(ok.data!.checkSummary).toMatchObject({
    resultState: "CHECKED_SUCCESS_CLEAR",
    riskLevel: "low",
    entityStatus: "PASS",
  });
});

test("a near-miss in the only source fails: the match is exact on name, date of birth and address", async () => {
  const p = people.find((x) => x.sources.length === 1 && x.nearMisses.length === 1) as FixturePerson;
  const e = await entityOf(p);
  const res = await verify(e, "one_plus");
  expect(res.data!.checkSummary.resultState).toBe("CHECKED_FAILED");
  const source = (res.data!.kycResult as { sources: Record<string, boolean | string>[] }).sources.find(
    (s) => s.source === p.sources[0],
  )!;
  expect(source.matched).toBe(false);
  expect([source.nameMatch, source.dateOfBirthMatch, source.addressMatch].filter((m) => !m)).toHaveLength(1);
});

test("a person unknown to every source fails one_plus", async () => {
  const e = await entityOf(personIn([]));
  const res = await verify(e, "one_plus");
  expect(res.data!.kycResult).toMatchObject({ independentSources: 0, passed: false });
  expect(res.data!.checkSummary.resultState).toBe("CHECKED_FAILED");
});

test("pep screening finds a listed person; pep_media adds adverse media and raises the risk", async () => {
  const w = watchlist.find(
    (x) => x.categories.includes("pep") && x.adverseMedia.length > 0 && x.dateOfBirth,
  )!;
  const p = people.find(
    (x) => x.givenName === w.givenName && x.familyName === w.familyName && x.dateOfBirth === w.dateOfBirth,
  )!;
  const e = await entityOf(p);
  const pep = await verify(e, "pep");
  expect(pep.data!.pepResult).toMatchObject({ passed: false, includeMedia: false });
  expect(pep.data!.checkSummary).toMatchObject({
    resultState: "CHECKED_SUCCESS_WITH_NOTES",
    riskScore: 50,
    riskLevel: "medium",
  });
  const media = await verify(e, "pep_media");
  const hits = (media.data!.pepResult as { hits: { adverseMedia: unknown[] }[] }).hits;
  expect(hits[0].adverseMedia.length).toBeGreaterThan(0);
  expect(media.data!.checkSummary).toMatchObject({ riskScore: 65, riskLevel: "high" });
});

test("the id check validates documents against the register; an expired licence fails", async () => {
  const p = personIn(
    ["electoral-roll", "credit-header", "drivers-licence"],
    (x) => x.driversLicence!.idExpiry > "2026-06-01",
  );
  const e = await entityOf(p);
  await kyc.POST("/document", {
    params: { header: AS.customer },
    body: { idType: "DRIVERS_LICENCE", idNumber: p.driversLicence!.idNumber, country: "AUS", entityId: e },
  });
  const ok = await verify(e, "id");
  expect(ok.data!.idResult).toMatchObject({
    passed: true,
    documents: [{ verified: true, reason: "VERIFIED" }],
  });

  const expired = people.find((x) => x.driversLicence && x.driversLicence.idExpiry < "2026-01-01")!;
  const e2 = await entityOf(expired);
  await kyc.POST("/document", {
    params: { header: AS.customer },
    body: {
      idType: "DRIVERS_LICENCE",
      idNumber: expired.driversLicence!.idNumber,
      country: "AUS",
      entityId: e2,
    },
  });
  const bad = await verify(e2, "id");
  expect(bad.data!.idResult).toMatchObject({
    passed: false,
    documents: [{ verified: false, reason: "EXPIRED" }],
  });
});

test("the list is reordered entity check, ID check, PEP check; custom types expand", async () => {
  const e = await entityOf(personIn(["electoral-roll", "credit-header"]));
  const res = await verify(e, "pep,id,two_plus");
  expect(res.data!.checkTypes).toEqual(["two_plus", "id", "pep"]);
  const custom = await verify(e, "id_pep", "summary");
  expect(custom.data!.checkTypes).toEqual(["id", "pep"]);
});

test("pep with only a fraud check is skipped: PEP runs after KYC or ID checks, or alone", async () => {
  const e = await entityOf(personIn(["electoral-roll", "credit-header"]));
  const res = await verify(e, "fraudlist,pep");
  expect(res.data!.skippedCheckTypes).toEqual(["pep"]);
  expect(res.data!.fraudResult).toMatchObject({ passed: true });
});

test.each([
  ["unknown type", "one_plus,nonsense", "summary", 400, "CHK-0001"],
  ["manual with another KYC type", "manual,two_plus", "summary", 400, "CHK-0003"],
  ["profile with anything", "profile,pep", "summary", 400, "CHK-0004"],
  ["simple without profile", "two_plus", "simple", 400, "CHK-0005"],
  ["profile without an entity profile", "profile", "simple", 400, "ENT-0400"],
] as const)("check-type rule: %s is refused", async (_name, checkType, level, status, code) => {
  const e = await entityOf(personIn(["electoral-roll", "credit-header"]));
  const res = await verify(e, checkType, level);
  expect(res.response.status).toBe(status);
  expect(res.error).toMatchObject({
    errorCode: code === "ENT-0400" ? "CHK-0007" : code,
    httpStatusCode: status,
  });
});

test("KYC on an organisation is refused; full answers at the summary level where the account has no full responses", async () => {
  const org = await kyc.POST("/business/ownership/query", {
    params: { header: AS.customer, query: { validation: "on" } },
    body: { country: "AUS", organisationNumber: "" },
  });
  expect(org.response.status).toBe(404);
  const company = registry.find((c) => c.country === "AUS")!;
  const created = await kyc.POST("/business/ownership/query", {
    params: { header: AS.customer, query: {} },
    body: { country: "AUS", organisationNumber: company.companyNumber },
  });
  const refused = await verify(created.data!.entityId!, "two_plus", "summary");
  expect(refused.error).toMatchObject({ errorCode: "CHK-0002", issues: [{ issueLocation: "checkType" }] });

  const wombat = clientAs(gw.url, "other");
  const mine = await wombat.POST("/entity", {
    params: { header: AS.other },
    body: personBody(personIn(["electoral-roll", "credit-header"])),
  });
  const full = await wombat.POST("/entity/{entityId}/verify/{checkType}/{resultLevel}", {
    params: {
      header: AS.other,
      path: { entityId: mine.data!.entityId, checkType: "two_plus", resultLevel: "full" },
    },
  });
  // Wombat is not configured for full responses: FrankieOne answers at the summary level regardless.
  expect(full.response.status).toBe(200);
  expect(full.data).toMatchObject({
    resultLevel: "summary",
    kycResult: { matchedSources: ["electoral-roll", "credit-header"] },
  });
  expect(full.data).not.toHaveProperty("kycResult.sources");
});

test("a profile check runs the profile's types; simple gives the summary only", async () => {
  const e = await entityOf(personIn(["electoral-roll", "credit-header"]), { entityProfile: "safe_harbour" });
  const res = await verify(e, "profile", "simple");
  expect(res.response.status).toBe(200);
  expect(res.data!.checkTypes).toEqual(["profile"]);
  expect(res.data!.kycResult).toBeUndefined();
  expect(res.data!.checkSummary.resultState).toBeDefined();
});

test("data aging: a recent check is reused unless forced; an update invalidates it unless noInvalidate", async () => {
  const p = personIn(["electoral-roll", "credit-header"]);
  const e = await entityOf(p);
  const first = await verify(e, "two_plus");
  const again = await verify(e, "two_plus");
  expect(again.data).toMatchObject({ reused: true, checkId: first.data!.checkId });
  const forced = await verify(e, "two_plus", "full", { force: true });
  expect(forced.data!.reused).toBe(false);
  expect(forced.data!.checkId).not.toBe(first.data!.checkId);

  const kept = await verify(e, "two_plus", "full", { noInvalidate: true }, { phoneNumber: "+61491570006" });
  expect(kept.data).toMatchObject({ reused: true, checkId: forced.data!.checkId });
  const invalidated = await verify(e, "two_plus", "full", {}, { phoneNumber: "+61491570156" });
  expect(invalidated.data!.reused).toBe(false);

  // The account's aging period (90 days) by the gateway's clock.
  gw.clock.advance(91 * 24 * 60 * 60 * 1000);
  const aged = await verify(e, "two_plus");
  expect(aged.data!.reused).toBe(false);
});

test("the manual risk stands until a verify changes a real risk factor; clear removes it", async () => {
  const e = await entityOf(personIn(["electoral-roll", "credit-header"]));
  await verify(e, "two_plus");
  const set = await kyc.POST("/entity/{entityId}/status", {
    params: {
      header: AS.customer,
      path: { entityId: e },
      query: { risk: "high", comment: "call centre concern" },
    },
  });
  expect(set.data!.entity.risk).toMatchObject({ riskLevel: "high", manual: true });
  // The same factors again: the override stands.
  await verify(e, "two_plus", "full", { force: true });
  let full = await kyc.GET("/entity/{entityId}/full", {
    params: { header: AS.customer, path: { entityId: e } },
  });
  expect(full.data!.entity.risk).toMatchObject({ riskLevel: "high", manual: true });
  // Moving to a different address fails the KYC check: a real risk factor changed.
  await verify(
    e,
    "two_plus",
    "full",
    {},
    { addresses: [{ streetNumber: "1", streetName: "Nowhere", postalCode: "0000", country: "AUS" }] },
  );
  full = await kyc.GET("/entity/{entityId}/full", { params: { header: AS.customer, path: { entityId: e } } });
  expect(full.data!.entity.risk).toMatchObject({ manual: false, riskLevel: "medium", riskScore: 35 });
});

test("watchlist flag: the entity's risk becomes unacceptable; monitoring flag is kept", async () => {
  const e = await entityOf(personIn(["electoral-roll", "credit-header"]));
  const mon = await kyc.POST("/entity/{entityId}/flag/monitor", {
    params: { header: AS.customer, path: { entityId: e }, query: { set: true } },
  });
  expect(mon.data!.entity.flags).toContainEqual({ flag: "monitor", value: "true" });
  const wl = await kyc.POST("/entity/{entityId}/flag/watchlist", {
    params: {
      header: AS.customer,
      path: { entityId: e },
      query: { set: true, reason: "WAS_BLACKLISTED", comment: "card fraud 2025" },
    },
  });
  expect(wl.data!.entity.flags).toEqual(
    expect.arrayContaining([
      { flag: "watchlist", value: "true" },
      { flag: "watchlistReason", value: "WAS_BLACKLISTED" },
    ]),
  );
  expect(wl.data!.entity.risk).toMatchObject({ riskLevel: "unacceptable", riskScore: 90 });
});

test.each([
  ["wait", "WAIT"],
  ["fail", "FAIL_MANUAL"],
  ["archived", "ARCHIVED"],
  ["inactive", "INACTIVE"],
] as const)("status set=%s gives %s", async (set, status) => {
  const e = await entityOf(personIn(["electoral-roll", "credit-header"]));
  const res = await kyc.POST("/entity/{entityId}/status", {
    params: { header: AS.customer, path: { entityId: e }, query: { set } },
  });
  expect(res.data!.entity.status).toMatchObject({ status, manualStatus: set });
});

test("clear needs a manual state and removes it with the manual risk; inactive is final", async () => {
  const e = await entityOf(personIn(["electoral-roll", "credit-header"]));
  const nothing = await kyc.POST("/entity/{entityId}/status", {
    params: { header: AS.customer, path: { entityId: e }, query: { set: "clear" } },
  });
  expect(nothing.error).toMatchObject({ errorCode: "ENT-0003", httpStatusCode: 400 });
  await kyc.POST("/entity/{entityId}/status", {
    params: { header: AS.customer, path: { entityId: e }, query: { set: "wait", risk: "significant" } },
  });
  const cleared = await kyc.POST("/entity/{entityId}/status", {
    params: { header: AS.customer, path: { entityId: e }, query: { set: "clear" } },
  });
  expect(cleared.data!.entity.status.status).toBe("UNCHECKED");
  expect(cleared.data!.entity.risk.manual).toBe(false);

  await kyc.POST("/entity/{entityId}/status", {
    params: { header: AS.customer, path: { entityId: e }, query: { set: "inactive" } },
  });
  const blocked = [
    await kyc.POST("/entity/{entityId}/status", {
      params: { header: AS.customer, path: { entityId: e }, query: { set: "clear" } },
    }),
    await verify(e, "two_plus"),
    await kyc.GET("/entity/{entityId}/full", { params: { header: AS.customer, path: { entityId: e } } }),
    await kyc.POST("/entity/{entityId}/flag/monitor", {
      params: { header: AS.customer, path: { entityId: e }, query: { set: false } },
    }),
    await kyc.POST("/entity/{entityId}/idvalidate/initProcess", {
      params: { header: AS.customer, path: { entityId: e } },
    }),
  ];
  for (const r of blocked) expect(r.error).toMatchObject({ errorCode: "ENT-0002", httpStatusCode: 400 });
});

test("idvalidate: the process starts, and the idvalidate check completes once a document verifies", async () => {
  const p = personIn(
    ["electoral-roll", "credit-header", "drivers-licence"],
    (x) => x.driversLicence!.idExpiry > "2026-06-01",
  );
  const e = await entityOf(p);
  const before = await verify(e, "idvalidate", "full");
  expect(before.data!.idvalidateResult).toMatchObject({ state: "NOT_STARTED", passed: false });
  const started = await kyc.POST("/entity/{entityId}/idvalidate/initProcess", {
    params: { header: AS.customer, path: { entityId: e } },
    body: { phoneNumber: "+61491570110" },
  });
  expect(started.data!.entity.idValidation).toMatchObject({ state: "STARTED" });
  await kyc.POST("/document", {
    params: { header: AS.customer },
    body: { idType: "DRIVERS_LICENCE", idNumber: p.driversLicence!.idNumber, country: "AUS", entityId: e },
  });
  const after = await verify(e, "idvalidate", "full");
  expect(after.data!.idvalidateResult).toMatchObject({ state: "COMPLETE", passed: true });
});

test("pushToMobile returns the link with nopush, sends it otherwise (phase 2)", async () => {
  const e = await entityOf(personIn(["electoral-roll", "credit-header"]));
  const noPhone = await kyc.POST("/entity/{entityId}/verify/pushToMobile", {
    params: { header: AS.customer, path: { entityId: e }, query: { phase: 2 } },
  });
  expect(noPhone.error).toMatchObject({ errorCode: "ENT-0005" });
  const link = await kyc.POST("/entity/{entityId}/verify/pushToMobile", {
    params: { header: AS.customer, path: { entityId: e }, query: { nopush: true, phase: 2 } },
  });
  expect(link.data).toMatchObject({ sent: false, function: "pushToMobile" });
  expect((link.data as Schemas["PushToMobileResponse"]).linkURL).toMatch(
    /^https:\/\/onboarding\.kyc\.invalid\/start\//,
  );
  await kyc.POST("/entity/{entityId}/idvalidate/initProcess", {
    params: { header: AS.customer, path: { entityId: e } },
    body: { phoneNumber: "+61491570110" },
  });
  const sent = await kyc.POST("/entity/{entityId}/verify/pushToMobile", {
    params: { header: AS.customer, path: { entityId: e }, query: { phase: 2 } },
  });
  expect(sent.data).toMatchObject({ sent: true });
  expect((sent.data as Schemas["PushToMobileResponse"]).linkURL).toBeUndefined();
  const outbox = await fetch(`${gw.url}/__admin/services/identity-verification/sent-messages`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect(
    ((await outbox.json()) as { messages: { entityId: string; phoneNumber: string }[] }).messages,
  ).toEqual([expect.objectContaining({ entityId: e, phoneNumber: "+61491570110" })]);
});
