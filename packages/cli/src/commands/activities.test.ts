import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../output";
import { FakeTTYStdin, runCli } from "../testIO";

// `portico activities ...` against the real reference server, in-process, stdout not a TTY.
let srv: TestServer;
let owner: Record<string, string>;
beforeAll(async () => {
  srv = await startTestServer();
  owner = {
    PORTICO_CONFIG_DIR: mkdtempSync(join(tmpdir(), "portico-act-")),
    PORTICO_API_URL: srv.url,
    PORTICO_LANG: "en",
  };
  const login = await runCli(["login", "--email", "demo@portico.dev", "--password", "portico-demo"], owner);
  expect(login.code).toBe(EXIT.OK);
});
afterAll(() => srv?.close());

const listJson = async (business = "1") =>
  JSON.parse((await runCli(["activities", "list", "--business", business, "--json"], owner)).out) as {
    id: number;
    name: string;
    mode: string;
  }[];

describe("portico activities list", () => {
  it("lists a business's activities as a table and as JSON, newest update first", async () => {
    const text = await runCli(["activities", "list", "--business", "1"], owner);
    expect(text.code).toBe(EXIT.OK);
    const lines = text.out.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^ID\s+NAME\s+MODULES\s+MODE\s+UPDATED \(UTC\)$/);
    expect(lines[1]).toMatch(/^\d+\s+Guest Survey\s+3\s+modules\s+2026-/);
    expect((await listJson()).map((a) => a.name)).toEqual(["Guest Survey", "Coffee Coupon", "Welcome Portal"]);
    const hotel = await runCli(["activities", "list", "--business", "2"], owner);
    expect(hotel.out).toMatch(/Classic Splash Page\s+0\s+Deprecated/);
  });

  it("needs --business, and a business the caller may see", async () => {
    const missing = await runCli(["activities", "list", "--json"], owner);
    expect(missing.code).toBe(EXIT.USAGE);
    expect(JSON.parse(missing.err).error.code).toBe("USAGE");
    const other = await runCli(["activities", "list", "--business", "999999", "--json"], owner);
    expect(other.code).toBe(EXIT.API);
    expect(JSON.parse(other.err).error).toEqual({ code: "NOT_FOUND", message: "Business 999999 not found." });
  });
});

describe("portico activities duplicate and remove", () => {
  it("duplicates with ' Copy' and removes the copy with --yes", async () => {
    const coupon = (await listJson()).find((a) => a.name === "Coffee Coupon")!;
    const dup = await runCli(["activities", "duplicate", String(coupon.id), "--json"], owner);
    expect(dup.code).toBe(EXIT.OK);
    const copy = JSON.parse(dup.out);
    expect(copy.profile.name).toBe("Coffee Coupon Copy");
    expect(copy.links).toEqual([]);
    const text = await runCli(["activities", "duplicate", String(coupon.id)], owner);
    expect(text.out).toMatch(/^Created activity \d+: Coffee Coupon Copy\.\n$/);
    const refused = await runCli(["activities", "remove", String(copy.id)], owner);
    expect(refused.code).toBe(EXIT.USAGE);
    expect(refused.err).toContain("--yes");
    const ok = await runCli(["activities", "remove", String(copy.id), "--yes", "--json"], owner);
    expect(JSON.parse(ok.out)).toEqual({ removed: true, id: copy.id });
    expect((await listJson()).some((a) => a.id === copy.id)).toBe(false);
  });

  it("takes --business and refuses an activity of another business before changing anything", async () => {
    const coupon = (await listJson()).find((a) => a.name === "Coffee Coupon")!;
    const before = (await listJson()).length;
    const wrong = await runCli(["activities", "duplicate", String(coupon.id), "--business", "2", "--json"], owner);
    expect(wrong.code).toBe(EXIT.API);
    expect(JSON.parse(wrong.err).error).toEqual({ code: "NOT_FOUND", message: `Activity ${coupon.id} not found.` });
    const ru = await runCli(["activities", "remove", "999999", "--yes"], { ...owner, PORTICO_LANG: "ru" });
    expect(ru.err).toContain("Активность 999999 не найдена.");
    expect(await listJson()).toHaveLength(before);
    const dup = await runCli(["activities", "duplicate", String(coupon.id), "--business", "1", "--json"], owner);
    expect(dup.code).toBe(EXIT.OK);
    const copy = JSON.parse(dup.out);
    const kept = await runCli(["activities", "remove", String(copy.id), "--business", "2", "--yes", "--json"], owner);
    expect(kept.code).toBe(EXIT.API);
    expect((await listJson()).some((a) => a.id === copy.id)).toBe(true);
    const gone = await runCli(["activities", "remove", String(copy.id), "--business", "1", "--yes", "--json"], owner);
    expect(JSON.parse(gone.out)).toEqual({ removed: true, id: copy.id });
  });

  it("asks on a terminal: n keeps the activity, y removes it", async () => {
    const survey = (await listJson()).find((a) => a.name === "Guest Survey")!;
    const copy = JSON.parse((await runCli(["activities", "duplicate", String(survey.id), "--json"], owner)).out);
    const no = new FakeTTYStdin();
    const pending = runCli(["activities", "remove", String(copy.id)], owner, no);
    setTimeout(() => no.type("n"), 300);
    const kept = await pending;
    expect(kept.code).toBe(EXIT.USAGE);
    expect(kept.err).toContain("Guest Survey Copy");
    const yes = new FakeTTYStdin();
    const removing = runCli(["activities", "remove", String(copy.id)], owner, yes);
    setTimeout(() => yes.type("y"), 300);
    expect(await removing).toMatchObject({ code: EXIT.OK, out: `Removed activity ${copy.id}.\n` });
  });

  it("exits 4 with the translated message while a configuration group shows the activity", async () => {
    const portal = (await listJson()).find((a) => a.name === "Welcome Portal")!;
    const r = await runCli(["activities", "remove", String(portal.id), "--yes"], owner);
    expect(r.code).toBe(EXIT.API);
    expect(r.err).toBe(
      "Error: This activity is still used by a configuration group or schedule and cannot be removed.\n",
    );
    const tw = await runCli(["activities", "remove", String(portal.id), "-y", "--json"], {
      ...owner,
      PORTICO_LANG: "tw",
    });
    expect(JSON.parse(tw.err).error.code).toBe("ACTIVITY_IN_USE");
  });
});
