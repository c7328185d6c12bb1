/**
 * What a labelled case is, and the few ways into Twilio's documents its edits need: a named schema, a
 * schema's properties, an operation's form body, the paths.
 */
import { type Json, obj, operation } from "../drift/edits";
import type { Level } from "./engine";

export type TwilioDocument = "twilio_api_v2010" | "twilio_messaging_v1" | "twilio_verify_v2";

export interface LabelledCase {
  /** The kind of twilio-labels.json this case stands for. */
  kind: string;
  title: string;
  document: TwilioDocument;
  edits: "old" | "new";
  apply(doc: Json): void;
  /** The operations the change reaches, as `METHOD path` of the old document. */
  operations: string[];
  levels: Level[];
}

export const BREAKS_CALLS: Level[] = ["wire", "client"];

export function schema(doc: Json, name: string): Json {
  return obj(obj(obj(doc.components, "components").schemas, "schemas")[name], `schema ${name}`);
}

export function properties(node: Json): Json {
  return obj(node.properties, "properties");
}

export function form(doc: Json, operationId: string): Json {
  const body = obj(operation(doc, operationId).requestBody, `${operationId} requestBody`);
  return obj(obj(obj(body.content, "content")["application/x-www-form-urlencoded"], "form").schema, "schema");
}

export function paths(doc: Json): Json {
  return obj(doc.paths, "paths");
}

export const API = "/2010-04-01/Accounts/{AccountSid}";
export const USA2P = "/v1/Services/{MessagingServiceSid}/Compliance/Usa2p";
