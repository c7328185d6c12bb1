/**
 * Certificate issuance shared by the two certificate services: finds the one issued record a request's
 * certificate parameters identify, and keeps a ledger of transaction ids so that the same `txnId` always
 * yields the same document and is never reused for another.
 *
 * Each service describes its records with a `CertificateKind`; the documents are rendered (../wire/) from the
 * record and the transaction, whose ledger entry fixes its time and verification reference.
 */
import { createHash } from "node:crypto";
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import type { Collection, ServiceStore } from "../../../runtime/store";

export type DocumentFormat = "pdf" | "xml" | "json";

/** The certificate parameters every certificate request carries: the holder's roll number. */
export interface RollNumberParams {
  RROLL: string;
}

/** What a service says about its records, each found by its roll number. */
export interface CertificateKind<P extends RollNumberParams, R extends { rollNumber: string }> {
  /** A record's unique key (roll or registration number and year). */
  id(record: R): string;
  /** Whether the request's parameters identify this record, field for field. */
  matches(record: R, params: P): boolean;
}

/** The transaction a document is fetched in. */
export interface Transaction {
  txnId: string;
  /** ISO instant of the transaction's first request. */
  at: string;
  /** The verification reference printed on the document. */
  reference: string;
}

/** The record a request identified, and the transaction it is fetched in. */
export interface Issued<R> {
  record: R;
  transaction: Transaction;
}

interface LedgerEntry {
  txnId: string;
  /** Digest of the format and parameters the txnId was first used with. */
  fingerprint: string;
  recordId: string;
  /** ISO instant of the first request. */
  at: string;
}

/**
 * The ledger remembers this many transactions per service, oldest forgotten first, so that memory stays
 * bounded; a forgotten txnId can be used afresh.
 */
const MAX_TRANSACTIONS = 10_000;

/** Names compare without regard to case, surrounding or repeated spaces. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, " ").toUpperCase();
  return norm(a) === norm(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Records are found through their roll number, whatever the others hold. */
const BY_ROLL_NUMBER = "byRollNumber";

export class CertificateIssuer<P extends RollNumberParams, R extends { rollNumber: string }> {
  private readonly records: Collection<R>;
  private readonly ledger: Collection<LedgerEntry>;

  constructor(
    private readonly kind: CertificateKind<P, R>,
    store: ServiceStore,
    private readonly clock: Clock,
    /** The service the documents are issued by, part of their verification references. */
    private readonly service: string,
  ) {
    this.records = store.collection<R>("records", { [BY_ROLL_NUMBER]: (r) => r.rollNumber });
    this.ledger = store.collection("transactions");
  }

  /** Loads the fixture records. */
  load(records: R[]): void {
    for (const r of records) this.records.put(this.kind.id(r), r);
  }

  /**
   * The one record the parameters identify, to be issued in `format`, and its transaction. A txnId seen
   * before must come with the same format and parameters, and then gets the same record and transaction
   * (same time, same reference: the same document).
   */
  issue(txnId: string, format: DocumentFormat, params: P): Issued<R> {
    const key = txnId.toLowerCase();
    const fingerprint = sha256(canonical({ format, params }));
    let entry = this.ledger.get(key);
    if (entry && entry.fingerprint !== fingerprint) {
      throw new ServiceError("already_exists", `txnId ${txnId} was already used for another request`);
    }
    if (!entry) {
      const found = this.records.all((r) => this.kind.matches(r, params), {
        index: BY_ROLL_NUMBER,
        scope: params.RROLL,
      });
      if (found.length !== 1)
        throw new ServiceError("not_found", "No record found", { code: "record_not_found" });
      entry = {
        txnId: key,
        fingerprint,
        recordId: this.kind.id(found[0]),
        at: this.clock.now().toISOString(),
      };
      this.remember(entry);
    }
    return {
      record: this.records.get(entry.recordId)!,
      transaction: { txnId: entry.txnId, at: entry.at, reference: this.reference(entry) },
    };
  }

  /** The verification reference printed on the document: derived from the record and the transaction. */
  private reference(entry: LedgerEntry): string {
    return sha256(`${this.service}|${entry.recordId}|${entry.txnId}|${entry.at}`).slice(0, 16).toUpperCase();
  }

  private remember(entry: LedgerEntry): void {
    while (this.ledger.size() >= MAX_TRANSACTIONS) {
      const oldest = this.ledger.list({ limit: 1 }).items[0];
      this.ledger.delete(oldest.txnId);
    }
    this.ledger.put(entry.txnId, entry);
  }
}
