import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../output";
import { runCli } from "../testIO";

// `portico bookings list|export` against the real reference server and its seeded demo orders.
let srv: TestServer;
let owner: Record<string, string>;
const dir = mkdtempSync(join(tmpdir(), "portico-bookings-"));
beforeAll(async () => {
  srv = await startTestServer();
  owner = {
    PORTICO_CONFIG_DIR: mkdtempSync(join(tmpdir(), "portico-bookings-cfg-")),
    PORTICO_API_URL: srv.url,
    PORTICO_LANG: "en",
  };
  expect((await runCli(["login", "--email", "demo@portico.dev", "--password", "portico-demo"], owner)).code).toBe(
    EXIT.OK,
  );
});
afterAll(() => srv?.close());

describe("portico bookings", () => {
  it("lists the café's orders as JSON and as a table, and filters by status", async () => {
    const r = await runCli(["bookings", "list", "--business", "1", "--json"], owner);
    expect(r.code).toBe(EXIT.OK);
    const orders = JSON.parse(r.out) as { status: string; merchantOrderNo: string }[];
    expect(orders.map((o) => o.status).sort()).toEqual(
      ["ORDER_CANCELED", "ORDER_RECEIVED", "PAYMENT_FAILED", "PAYMENT_RECEIVED"].sort(),
    );
    const failed = await runCli(["bookings", "list", "--business", "1", "--status", "payment_failed"], owner);
    expect(failed.out).toContain("PAYMENT_FAILED");
    expect(failed.out).not.toContain("PAYMENT_RECEIVED");
    const bad = await runCli(["bookings", "list", "--business", "1", "--status", "PAID"], owner);
    expect(bad.code).toBe(EXIT.USAGE);
  });

  it("exports the orders through the export job", async () => {
    const out = join(dir, "orders.csv");
    const r = await runCli(["bookings", "export", "--business", "1", "--out", out, "--json"], owner);
    expect(r.code).toBe(EXIT.OK);
    expect(JSON.parse(r.out)).toMatchObject({ kind: "booking-results", rows: 4 });
    expect(readFileSync(out, "utf8")).toContain("Lin Mei");
  }, 30_000);
});
