/**
 * The labelled kinds of change a client sees in what it sends and where it sends it (parameters, bodies,
 * servers, paths, operations), made on Twilio's documents (see twilio-cases.ts).
 */
import { obj, operation, parameter } from "../drift/edits";
import { API, BREAKS_CALLS, form, type LabelledCase, paths, properties, schema, USA2P } from "./twilio-edit";

export const requestCases: LabelledCase[] = [
  {
    kind: "request-optional-parameter-removed",
    title: "the optional `TimeLimit` removed from a call's creation (a form property)",
    document: "twilio_api_v2010",
    edits: "new",
    apply: (doc) => {
      delete properties(form(doc, "CreateCall")).TimeLimit;
    },
    operations: [`POST ${API}/Calls.json`],
    levels: BREAKS_CALLS,
  },
  {
    kind: "request-optional-parameter-removed",
    title: "the optional `IncludeSoftDeleted` query parameter removed from the recordings list",
    document: "twilio_api_v2010",
    edits: "new",
    apply: (doc) => {
      const op = operation(doc, "ListRecording");
      const gone = parameter(doc, op, "IncludeSoftDeleted");
      op.parameters = (op.parameters as unknown[]).filter((p) => p !== gone);
    },
    operations: [`GET ${API}/Recordings.json`],
    levels: BREAKS_CALLS,
  },
  {
    kind: "request-optional-parameter-removed",
    title: "the optional `ContentSid` removed from a message's creation",
    document: "twilio_api_v2010",
    edits: "new",
    apply: (doc) => {
      delete properties(form(doc, "CreateMessage")).ContentSid;
    },
    operations: [`POST ${API}/Messages.json`],
    levels: BREAKS_CALLS,
  },
  {
    kind: "request-optional-parameter-removed",
    title: "`MessagingServiceSids` and `MessagingServiceSidAction` removed from a domain's config update",
    document: "twilio_messaging_v1",
    edits: "old",
    apply: (doc) => {
      const body = properties(form(doc, "UpdateDomainConfig"));
      body.MessagingServiceSids = { type: "array", items: { type: "string" } };
      body.MessagingServiceSidAction = { type: "string" };
    },
    operations: ["POST /v1/LinkShortening/Domains/{DomainSid}/Config"],
    levels: BREAKS_CALLS,
  },
  {
    kind: "request-optional-parameter-removed",
    title: 'the optional `Tags` removed from a verification\'s creation ("Remove `Tags` from Public Docs")',
    document: "twilio_verify_v2",
    edits: "new",
    apply: (doc) => {
      delete properties(form(doc, "CreateVerification")).Tags;
    },
    operations: ["POST /v2/Services/{ServiceSid}/Verifications"],
    levels: BREAKS_CALLS,
  },
  {
    kind: "request-parameter-renamed",
    title: "the attempts summary's query parameter `VerifyServiceSid` renamed `ServiceSid`",
    document: "twilio_verify_v2",
    edits: "new",
    apply: (doc) => {
      const op = operation(doc, "FetchVerificationAttemptsSummary");
      parameter(doc, op, "VerifyServiceSid").name = "ServiceSid";
    },
    operations: ["GET /v2/Attempts/Summary"],
    levels: BREAKS_CALLS,
  },
  {
    kind: "request-parameter-became-required",
    title: "`MessageFlow` required to create an A2P campaign (the published document requires it)",
    document: "twilio_messaging_v1",
    edits: "old",
    apply: (doc) => {
      const body = form(doc, "CreateUsAppToPerson");
      body.required = (body.required as string[]).filter((name) => name !== "MessageFlow");
    },
    operations: [`POST ${USA2P}`],
    levels: ["wire"],
  },
  {
    kind: "request-parameter-became-optional",
    title: "`Method` optional for a user-defined message subscription (required before)",
    document: "twilio_api_v2010",
    edits: "old",
    apply: (doc) => {
      const body = form(doc, "CreateUserDefinedMessageSubscription");
      body.required = [...(body.required as string[]), "Method"];
    },
    operations: [`POST ${API}/Calls/{CallSid}/UserDefinedMessageSubscriptions.json`],
    levels: ["compatible"],
  },
  {
    kind: "request-optional-parameter-added",
    title: "the optional `SendAsMms` added to a message's creation (the published document has it)",
    document: "twilio_api_v2010",
    edits: "old",
    apply: (doc) => {
      delete properties(form(doc, "CreateMessage")).SendAsMms;
    },
    operations: [`POST ${API}/Messages.json`],
    levels: ["compatible"],
  },
  {
    kind: "request-optional-parameter-added",
    title:
      "the optional `TemplateSid` made public on a verification's creation (the published document has it)",
    document: "twilio_verify_v2",
    edits: "old",
    apply: (doc) => {
      delete properties(form(doc, "CreateVerification")).TemplateSid;
    },
    operations: ["POST /v2/Services/{ServiceSid}/Verifications"],
    levels: ["compatible"],
  },
  {
    kind: "request-string-became-enum",
    title: "a verification's `Channel`, a free string, turned into an enum of the channels it names",
    document: "twilio_verify_v2",
    edits: "new",
    apply: (doc) => {
      const channel = obj(properties(form(doc, "CreateVerification")).Channel, "Channel");
      channel.enum = ["email", "sms", "whatsapp", "call", "sna", "auto"];
    },
    operations: ["POST /v2/Services/{ServiceSid}/Verifications"],
    levels: ["wire"],
  },
  {
    kind: "request-enum-value-removed",
    title: "`approved` removed from the statuses a verification can be updated to",
    document: "twilio_verify_v2",
    edits: "new",
    apply: (doc) => {
      const status = schema(doc, "verification_enum_status");
      status.enum = (status.enum as string[]).filter((v) => v !== "approved");
    },
    operations: ["POST /v2/Services/{ServiceSid}/Verifications/{Sid}"],
    levels: ["wire"],
  },
  {
    kind: "request-enum-value-added",
    title: "`inactive` added to the statuses a verification can be updated to (a request-only enum)",
    document: "twilio_verify_v2",
    edits: "new",
    apply: (doc) => {
      const status = schema(doc, "verification_enum_status");
      status.enum = [...(status.enum as string[]), "inactive"];
    },
    operations: ["POST /v2/Services/{ServiceSid}/Verifications/{Sid}"],
    levels: ["compatible"],
  },
  {
    kind: "request-parameter-pattern-changed",
    title: "a verification attempt's `Sid` path parameter from the `VL` prefix to `VX`",
    document: "twilio_verify_v2",
    edits: "new",
    apply: (doc) => {
      const sid = parameter(doc, operation(doc, "FetchVerificationAttempt"), "Sid");
      obj(sid.schema, "schema").pattern = "^VX[0-9a-fA-F]{32}$";
    },
    operations: ["GET /v2/Attempts/{Sid}"],
    levels: ["wire"],
  },
  {
    kind: "server-url-changed",
    title: "the connect apps' base URL (their path items' `servers`) changed",
    document: "twilio_api_v2010",
    edits: "new",
    apply: (doc) => {
      for (const p of [`${API}/ConnectApps.json`, `${API}/ConnectApps/{Sid}.json`]) {
        obj(paths(doc)[p], p).servers = [{ url: "https://oauth.twilio.com" }];
      }
    },
    operations: [`GET ${API}/ConnectApps.json`, `GET ${API}/ConnectApps/{Sid}.json`],
    levels: ["wire"],
  },
  {
    kind: "path-changed",
    title: "the forms endpoint moved from `/v2/Forms/{FormType}` to `/v2/Form/{FormType}`",
    document: "twilio_verify_v2",
    edits: "new",
    apply: (doc) => {
      const all = paths(doc);
      all["/v2/Form/{FormType}"] = all["/v2/Forms/{FormType}"];
      delete all["/v2/Forms/{FormType}"];
    },
    operations: ["GET /v2/Forms/{FormType}"],
    levels: ["wire"],
  },
  {
    kind: "operation-removed",
    title: "deleting an A2P campaign removed",
    document: "twilio_messaging_v1",
    edits: "new",
    apply: (doc) => {
      delete obj(paths(doc)[`${USA2P}/{Sid}`], "campaign").delete;
    },
    operations: [`DELETE ${USA2P}/{Sid}`],
    levels: ["wire"],
  },
  {
    kind: "operation-added",
    title: "deleting an A2P campaign added (the published document has it)",
    document: "twilio_messaging_v1",
    edits: "old",
    apply: (doc) => {
      delete obj(paths(doc)[`${USA2P}/{Sid}`], "campaign").delete;
    },
    operations: [`DELETE ${USA2P}/{Sid}`],
    levels: ["compatible"],
  },
];
