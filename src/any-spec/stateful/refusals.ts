/**
 * The stateful mock's refusals (no such record, a key taken, no credentials) in the document's own words
 * where it declares a response for them: its status, its range, or `default`.
 */
import { isObj, type Obj } from "../../compiler/openapi-document";
import { ServiceError } from "../../errors/service-error";
import type { MockAnswer, SpecMock } from "../mock";
import type { MountedSpec } from "../mounted-spec";
import { normalName } from "./schema";

/** The first of `codes` the operation declares a response for. */
export function declared(op: Obj, codes: readonly string[]): string | undefined {
  return isObj(op.responses) ? codes.find((c) => Object.hasOwn(op.responses as Obj, c)) : undefined;
}

/**
 * A refusal in the document's words: the example of its response for `code`, or data generated from its
 * schema, with the status and the reason in the top-level members that carry them (RFC 9457's `status` and
 * `detail`, a `code` and `message` as petstore's Error has) where the schema still holds with them.
 */
export function refusal(
  spec: MountedSpec,
  stateless: SpecMock,
  operationId: string,
  code: string,
  status: number,
  message: string,
  accept: string | undefined,
): MockAnswer {
  const answer = stateless.answer(operationId, `code=${status}`, accept);
  const validate = answer.mediaType && spec.validation[operationId]?.responses[code]?.[answer.mediaType];
  if (!validate || !answer.body) return answer;
  const body: unknown = JSON.parse(answer.body.toString("utf8"));
  if (!isObj(body)) return answer;
  for (const [k, v] of Object.entries(body)) {
    const n = normalName(k);
    if (typeof v === "number" && ["status", "code", "statuscode", "httpstatus"].includes(n)) body[k] = status;
    if (typeof v === "string" && ["message", "detail", "errormessage"].includes(n)) body[k] = message;
  }
  return validate(body) ? { ...answer, body: Buffer.from(JSON.stringify(body)) } : answer;
}

/** The 401 of an operation that asks for credentials the request does not carry. */
export function unauthorized(
  spec: MountedSpec,
  stateless: SpecMock,
  operationId: string,
  op: Obj,
  accept: string | undefined,
): MockAnswer {
  const message = "this operation requires credentials, and the request carries none";
  const code = declared(op, ["401", "4XX"]);
  if (code === undefined) throw new ServiceError("unauthenticated", message);
  return refusal(spec, stateless, operationId, code, 401, message, accept);
}
