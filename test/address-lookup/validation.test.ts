/** E-mail and phone-number verdicts, computed from the input alone, through the generated client. */
import { startGateway, type TestGateway } from "../support/gateway";
import { ACME_KEY, type Client, clientFor } from "./support";

let gw: TestGateway;
let api: Client;
beforeAll(async () => {
  gw = await startGateway({ services: ["address-lookup"] });
  api = clientFor(gw.url);
});
afterAll(() => gw.close());

const api_key = ACME_KEY;

test.each([
  [
    "jane.doe@acme.co.uk",
    {
      result: true,
      syntax_valid: true,
      domain_valid: true,
      disposable: false,
      free: false,
      role: false,
      deliverability: "deliverable",
    },
  ],
  [
    "Jane+news@GMAIL.com",
    { result: true, free: true, deliverability: "deliverable", domain: "gmail.com", local_part: "Jane+news" },
  ],
  ["someone@mailinator.com", { result: false, disposable: true, deliverability: "risky" }],
  ["someone@inbox.mailinator.com", { result: false, disposable: true }],
  ["info@acme.co.uk", { result: true, role: true, deliverability: "risky" }],
  [
    "jane@example.com",
    { result: false, syntax_valid: true, domain_valid: false, deliverability: "undeliverable" },
  ],
  ["jane@host.test", { result: false, domain_valid: false }],
  ["jane..doe@acme.co.uk", { result: false, syntax_valid: false }],
  ["jane@acme", { result: false, syntax_valid: false }],
  ["jane@-acme.com", { result: false, syntax_valid: false }],
  ["no-at-sign", { result: false, syntax_valid: false, deliverability: "undeliverable" }],
])("e-mail %s", async (email, verdict) => {
  const { data } = await api.GET("/emails", { params: { query: { api_key, query: email } } });
  expect(data?.result).toMatchObject({ query: email, ...verdict });
});

test.each([
  [
    "+44 20 7946 0958",
    {
      result: true,
      country_iso: "GBR",
      line_type: "landline",
      national_format: "020 7946 0958",
      international_format: "+44 20 7946 0958",
      e164_format: "+442079460958",
    },
  ],
  [
    "447700900123",
    { result: true, line_type: "mobile", national_format: "07700 900123", e164_format: "+447700900123" },
  ],
  ["0044 (0) 800 123 4567", { result: true, line_type: "toll_free", national_format: "0800 123 4567" }],
  ["+44 909 879 0000", { result: true, line_type: "premium_rate" }],
  ["07700 900123", { result: false, reason: "missing_country_code" }],
  ["+44 20 7946 095", { result: false, reason: "invalid_length" }],
  [
    "+1 (415) 555-0132",
    {
      result: true,
      country_iso: "USA",
      line_type: "fixed_line_or_mobile",
      national_format: "(415) 555-0132",
      international_format: "+1 415-555-0132",
    },
  ],
  ["+1 800 555 0199", { result: true, line_type: "toll_free" }],
  ["+1 115 555 0132", { result: false, reason: "invalid_number" }],
  [
    "+353 85 123 4567",
    { result: true, country_iso: "IRL", line_type: "mobile", national_format: "085 123 4567" },
  ],
  [
    "+33 6 12 34 56 78",
    { result: true, country_iso: "FRA", line_type: "mobile", national_format: "06 12 34 56 78" },
  ],
  ["+999 1234567", { result: false, reason: "unknown_country_code" }],
  ["call me", { result: false, reason: "invalid_number" }],
])("phone %s", async (number, verdict) => {
  const { data } = await api.GET("/phone_numbers", { params: { query: { api_key, query: number } } });
  expect(data?.result).toMatchObject({ query: number, ...verdict });
});
