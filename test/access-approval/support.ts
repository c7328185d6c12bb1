/** Shared by the access-approval tests: the fixture's names and the admin calls a user would make. */
import request from "supertest";
import type { TestGateway } from "../support/gateway";

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** The fixture's approval requests of projects/acme-payments-prod by id, and their state at load time. */
export const PROD = "acme-payments-prod";
export const FIXTURE = {
  pending: "c7d1e0a4b2f94e61",
  approved: "a93f5b20d8c14e77",
  dismissed: "5e2b8c61f0a74d19",
  expired: "0f4a9d37c6e25b81",
  implicitlyDismissed: "e81c6b0f2d9a4375",
  invalidated: "9b7e3f12a4c05d68",
} as const;
export const FOLDER_PENDING = "3d6f0e9a1b8c4f52";
export const ORG_APPROVED = "7a2c5e8d0b3f4916";

export const bearer = { Authorization: "Bearer dev-token" };

/** The admin action that stands for the provider's staff raising a request. */
export async function raise(gw: TestGateway, body: Record<string, unknown>) {
  return request(gw.app).post("/__admin/services/access-approval/raise-approval-request").send(body);
}

/** Drops all state and reloads the fixtures relative to the current clock. */
export async function reset(gw: TestGateway) {
  await request(gw.app).post("/__admin/reset").expect(200);
}
