import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../output";
import { runCli } from "../testIO";

// `portico coupons generate|export ...` against the real reference server (the café's seeded booking), in-process.
let srv: TestServer;
let env: Record<string, string>;
let dir: string;
let bookingId: number;

beforeAll(async () => {
  srv = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), "portico-coupons-"));
  env = { PORTICO_CONFIG_DIR: dir, PORTICO_API_URL: srv.url, PORTICO_LANG: "en" };
  expect((await runCli(["login", "--email", "demo@portico.dev", "--password", "portico-demo"], env)).code).toBe(
    EXIT.OK,
  );
  const res = await fetch(`${srv.url}/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      grant_type: "password",
      client_id: "portico-console",
      username: "demo@portico.dev",
      password: "portico-demo",
    }),
  });
  const token = (await res.json()).access_token;
  const list = await (
    await fetch(`${srv.url}/v3/businesses/1/bookings`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  bookingId = list.find((b: { name: string }) => b.name === "Airport transfer & bike rental").id;
});
afterAll(() => srv?.close());

describe("portico coupons", () => {
  it("generates codes with a prefix (--json) and counts them", async () => {
    const run = await runCli(
      [
        "coupons",
        "generate",
        "--booking",
        String(bookingId),
        "--coupon",
        "welcome10",
        "--count",
        "30",
        "--prefix",
        "CLI",
        "--json",
      ],
      env,
    );
    expect(run.code, run.err).toBe(EXIT.OK);
    expect(JSON.parse(run.out)).toMatchObject({ bookingId, couponId: "welcome10", generated: 30, count: 55 });
  });

  it("generates 10 by default in plain text and refuses a bad count or an unknown booking", async () => {
    const run = await runCli(["coupons", "generate", "--booking", String(bookingId), "--coupon", "welcome10"], env);
    expect(run.code, run.err).toBe(EXIT.OK);
    expect(run.out).toContain("10 codes generated; the coupon has 65 codes.");
    const bad = await runCli(
      ["coupons", "generate", "--booking", String(bookingId), "--coupon", "welcome10", "--count", "0"],
      env,
    );
    expect(bad.code).toBe(EXIT.USAGE);
    const missing = await runCli(["coupons", "generate", "--booking", "999999", "--coupon", "welcome10"], env);
    expect(missing.code).toBe(EXIT.API);
    expect(missing.err).toContain("Booking 999999 not found.");
  });

  it("exports the codes to csv through the export service", async () => {
    const out = join(dir, "codes.csv");
    const run = await runCli(
      ["coupons", "export", "--booking", String(bookingId), "--coupon", "welcome10", "--out", out, "--json"],
      env,
    );
    expect(run.code, run.err).toBe(EXIT.OK);
    expect(JSON.parse(run.out)).toMatchObject({ kind: "coupon-codes", rows: 65 });
    expect(readFileSync(out, "utf8")).toContain("WELCOME2027");
  });
});
