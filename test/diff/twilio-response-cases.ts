/** The labelled kinds of change a client sees in responses, made on Twilio's documents (see twilio-cases.ts). */
import { obj } from "../drift/edits";
import { API, type LabelledCase, paths, properties, schema, USA2P } from "./twilio-edit";

export const responseCases: LabelledCase[] = [
  {
    kind: "response-property-removed",
    title: "the `lookup` package removed from Verify's verification",
    document: "twilio_verify_v2",
    edits: "new",
    apply: (doc) => {
      delete properties(schema(doc, "verify.v2.service.verification")).lookup;
    },
    operations: [
      "POST /v2/Services/{ServiceSid}/Verifications",
      "GET /v2/Services/{ServiceSid}/Verifications/{Sid}",
    ],
    levels: ["client"],
  },
  {
    kind: "response-nested-property-removed",
    title: "`sms` removed from an incoming phone number's `capabilities`",
    document: "twilio_api_v2010",
    edits: "new",
    apply: (doc) => {
      const number = properties(schema(doc, "api.v2010.account.incoming_phone_number"));
      delete properties(obj(number.capabilities, "capabilities")).sms;
    },
    operations: [`GET ${API}/IncomingPhoneNumbers.json`, `GET ${API}/IncomingPhoneNumbers/{Sid}.json`],
    levels: ["client"],
  },
  {
    kind: "response-property-renamed",
    title: "an A2P campaign's `status` renamed `campaign_status` (the published document has the new name)",
    document: "twilio_messaging_v1",
    edits: "old",
    apply: (doc) => {
      const campaign = properties(schema(doc, "messaging.v1.service.us_app_to_person"));
      campaign.status = campaign.campaign_status;
      delete campaign.campaign_status;
    },
    // The list returns a oneOf of this schema and its v2: the rename is seen through the union.
    operations: [`GET ${USA2P}/{Sid}`, `GET ${USA2P}`],
    levels: ["client"],
  },
  {
    kind: "response-property-renamed",
    title: "a link-shortening domain certificate's `validated` renamed `cert_in_validation` (published)",
    document: "twilio_messaging_v1",
    edits: "old",
    apply: (doc) => {
      const cert = properties(schema(doc, "messaging.v1.domain_cert_v4"));
      cert.validated = cert.cert_in_validation;
      delete cert.cert_in_validation;
    },
    operations: ["GET /v1/LinkShortening/Domains/{DomainSid}/Certificate"],
    levels: ["client"],
  },
  {
    kind: "response-property-type-changed",
    title: "a conference recording's `price` from a string to a number",
    document: "twilio_api_v2010",
    edits: "new",
    apply: (doc) => {
      const recording = properties(schema(doc, "api.v2010.account.conference.conference_recording"));
      obj(recording.price, "price").type = "number";
    },
    operations: [`GET ${API}/Conferences/{ConferenceSid}/Recordings.json`],
    levels: ["wire"],
  },
  {
    kind: "response-property-type-changed",
    title: "a rate limit's `links` from a map to an array (as TaskRouter's `task_queue_data` went)",
    document: "twilio_verify_v2",
    edits: "new",
    apply: (doc) => {
      const limit = properties(schema(doc, "verify.v2.service.rate_limit"));
      limit.links = { type: "array", items: { type: "string", format: "uri" }, nullable: true };
    },
    operations: [
      "GET /v2/Services/{ServiceSid}/RateLimits/{Sid}",
      "GET /v2/Services/{ServiceSid}/RateLimits",
    ],
    levels: ["wire"],
  },
  {
    kind: "response-property-format-changed",
    title: "a verification's `date_created` from a date to a date-time (the published format)",
    document: "twilio_verify_v2",
    edits: "old",
    apply: (doc) => {
      obj(properties(schema(doc, "verify.v2.service.verification")).date_created, "date_created").format =
        "date";
    },
    operations: ["GET /v2/Services/{ServiceSid}/Verifications/{Sid}"],
    levels: ["wire"],
  },
  {
    kind: "response-property-added",
    title: "`errors` added to a brand registration (the published document has it)",
    document: "twilio_messaging_v1",
    edits: "old",
    apply: (doc) => {
      delete properties(schema(doc, "messaging.v1.brand_registrations")).errors;
    },
    operations: ["GET /v1/a2p/BrandRegistrations/{Sid}", "GET /v1/a2p/BrandRegistrations"],
    levels: ["client"],
  },
  {
    kind: "response-enum-value-added",
    title: "`DELETED` added to a brand registration's status",
    document: "twilio_messaging_v1",
    edits: "new",
    apply: (doc) => {
      const status = schema(doc, "brand_registrations_enum_status");
      status.enum = [...(status.enum as string[]), "DELETED"];
    },
    operations: ["GET /v1/a2p/BrandRegistrations/{Sid}", "GET /v1/a2p/BrandRegistrations"],
    levels: ["client"],
  },
  {
    kind: "response-enum-values-changed",
    title: "`emergency_address_status` values corrected (written with underscores before)",
    document: "twilio_api_v2010",
    edits: "old",
    apply: (doc) => {
      const status = schema(doc, "incoming_phone_number_enum_emergency_address_status");
      status.enum = (status.enum as string[]).map((v) => v.replace(/-/g, "_"));
    },
    operations: [`GET ${API}/IncomingPhoneNumbers.json`],
    levels: ["client"],
  },
  {
    kind: "response-body-type-changed",
    title: "the A2P campaign list's `compliance` from one object to a list (the published shape)",
    document: "twilio_messaging_v1",
    edits: "old",
    apply: (doc) => {
      const list = obj(paths(doc)[USA2P], USA2P);
      const ok = obj(obj(obj(list.get, "get").responses, "responses")["200"], "200");
      const body = obj(obj(obj(ok.content, "content")["application/json"], "json").schema, "schema");
      const compliance = properties(body);
      compliance.compliance = obj(compliance.compliance, "compliance").items;
    },
    operations: [`GET ${USA2P}`],
    levels: ["wire"],
  },
];
