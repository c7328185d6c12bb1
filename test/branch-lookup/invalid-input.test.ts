/** Every rejected input leaves as an Open Banking error response with the right status; none is a 5xx. */
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ services: ["branch-lookup"] });
});
afterAll(() => gw.close());

const X = "/branch-lookup/x-open-banking/v2.2/branches";
const GEO = `${X}/geo-location/lat`;

interface Case {
  name: string;
  method?: "get" | "post" | "delete";
  url: string;
  status: number;
  errorCode: string;
  /** The parameter the error names, when it names one. */
  path?: string;
}

const cases: Case[] = [
  {
    name: "sort code of 5 digits",
    url: `${X}/sortcode/12345`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "sortcode",
  },
  {
    name: "sort code of 7 digits",
    url: `${X}/sortcode/1234567`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "sortcode",
  },
  {
    name: "sort code with dashes",
    url: `${X}/sortcode/12-34-56`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "sortcode",
  },
  {
    name: "sort code with a space",
    url: `${X}/sortcode/123%20456`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "sortcode",
  },
  {
    name: "sort code with a letter",
    url: `${X}/sortcode/12a456`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "sortcode",
  },
  {
    name: "postcode with a space",
    url: `${X}/postcode/SW1A%201AA`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "postcode",
  },
  {
    name: "postcode with a dash",
    url: `${X}/postcode/SW1A-1AA`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "postcode",
  },
  {
    name: "postcode too long",
    url: `${X}/postcode/SW1A1AAX`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "postcode",
  },
  {
    name: "postcode of digits only",
    url: `${X}/postcode/12345`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "postcode",
  },
  {
    name: "postcode with an inward letter never used",
    url: `${X}/postcode/M11AC`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "postcode",
  },
  {
    name: "unknown postcode",
    url: `${X}/postcode/ZZ99ZZ`,
    status: 404,
    errorCode: "UK.OBIE.Resource.NotFound",
  },
  {
    name: "radius 0",
    url: `${GEO}/51.5/long/-0.12?radius=0`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "radius",
  },
  {
    name: "radius 11",
    url: `${GEO}/51.5/long/-0.12?radius=11`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "radius",
  },
  {
    name: "radius -1",
    url: `${GEO}/51.5/long/-0.12?radius=-1`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "radius",
  },
  {
    name: "radius 1.5",
    url: `${GEO}/51.5/long/-0.12?radius=1.5`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "radius",
  },
  {
    name: "radius not a number",
    url: `${GEO}/51.5/long/-0.12?radius=two`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "radius",
  },
  {
    // An empty value counts as absent; a non-finite one never passes a maximum.
    name: "radius infinite",
    url: `${GEO}/51.5/long/-0.12?radius=1e400`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "radius",
  },
  {
    name: "latitude above 90",
    url: `${GEO}/90.5/long/-0.12`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "latitude",
  },
  {
    name: "latitude below -90",
    url: `${GEO}/-91/long/-0.12`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "latitude",
  },
  {
    name: "latitude not decimal degrees",
    url: `${GEO}/51N/long/-0.12`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "latitude",
  },
  {
    name: "latitude with a comma",
    url: `${GEO}/51,5/long/-0.12`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "latitude",
  },
  {
    name: "latitude in exponent form",
    url: `${GEO}/5e1/long/-0.12`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "latitude",
  },
  {
    name: "longitude beyond 180",
    url: `${GEO}/51.5/long/-180.5`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "longitude",
  },
  {
    name: "longitude of 4 digits",
    url: `${GEO}/51.5/long/1000`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "longitude",
  },
  {
    name: "country in lower case",
    url: `${X}/country/gb`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "country",
  },
  {
    name: "country of 3 letters",
    url: `${X}/country/GBR`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "country",
  },
  {
    name: "country with a digit",
    url: `${X}/country/G1/town/Leeds`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "country",
  },
  {
    name: "town with symbols",
    url: `${X}/country/GB/town/L%40eds`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "town",
  },
  {
    name: "town too long",
    url: `${X}/country/GB/town/${"a".repeat(36)}`,
    status: 400,
    errorCode: "UK.OBIE.Field.Invalid",
    path: "town",
  },
  {
    name: "unknown resource",
    url: "/branch-lookup/open-banking/v2.2/atms",
    status: 404,
    errorCode: "UK.OBIE.Resource.NotFound",
  },
  {
    name: "unknown version",
    url: "/branch-lookup/open-banking/v2.3/branches",
    status: 404,
    errorCode: "UK.OBIE.Resource.NotFound",
  },
  {
    name: "a write to a read-only resource",
    method: "post",
    url: "/branch-lookup/open-banking/v2.2/branches",
    status: 405,
    errorCode: "UK.OBIE.UnexpectedError",
  },
  {
    name: "a delete of a branch",
    method: "delete",
    url: `${X}/sortcode/401146`,
    status: 405,
    errorCode: "UK.OBIE.UnexpectedError",
  },
];

test.each(cases)("$name → $status $errorCode", async (c) => {
  const res = await request(gw.app)[c.method ?? "get"](c.url).set("x-request-id", "req-ob-1");
  expect(res.status).toBe(c.status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const reason: Record<number, string> = { 400: "BadRequest", 404: "NotFound", 405: "MethodNotAllowed" };
  expect(res.body).toEqual({
    Code: `${c.status} ${reason[c.status]}`,
    Id: "req-ob-1",
    Message: expect.any(String),
    Errors: [
      c.path === undefined
        ? { ErrorCode: c.errorCode, Message: expect.any(String) }
        : { ErrorCode: c.errorCode, Message: expect.any(String), Path: c.path },
    ],
  });
});

test("a caller's request id longer than the standard's 40 characters is left out of Id", async () => {
  const res = await request(gw.app).get(`${X}/sortcode/1`).set("x-request-id", "r".repeat(41));
  expect(res.status).toBe(400);
  expect(res.body.Id).toBeUndefined();
  expect(res.body.Code).toBe("400 BadRequest");
});
