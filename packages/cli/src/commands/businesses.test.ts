import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../output";
import { FakeTTYStdin, runCli } from "../testIO";

// `portico businesses ...` against the real reference server, in-process, stdout not a TTY.
let srv: TestServer;
let owner: Record<string, string>;
beforeAll(async () => {
  srv = await startTestServer();
  owner = await signedIn(["--email", "demo@portico.dev", "--password", "portico-demo"]);
});
afterAll(() => srv?.close());

/** A fresh config dir signed in with the given login flags. */
async function signedIn(login: string[], lang = "en") {
  const env = {
    PORTICO_CONFIG_DIR: mkdtempSync(join(tmpdir(), "portico-biz-")),
    PORTICO_API_URL: srv.url,
    PORTICO_LANG: lang,
  };
  expect((await runCli(["login", ...login], env)).code).toBe(EXIT.OK);
  return env;
}

describe("portico businesses list", () => {
  it("lists the owner's businesses as a table and as JSON", async () => {
    const text = await runCli(["businesses", "list"], owner);
    expect(text.code).toBe(EXIT.OK);
    const lines = text.out.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^ID\s+NAME\s+TIME ZONE\s+E-MAIL\s+ACCESS$/);
    expect(lines[1]).toMatch(/^1\s+Portico Café\s+Asia\/Taipei\s+.*full$/);
    expect(lines[2]).toMatch(/^2\s+Portico Hotel\s/);
    const json = await runCli(["businesses", "list", "--json"], owner);
    const list = JSON.parse(json.out);
    expect(list.slice(0, 2).map((b: { id: number; profile: { name: string } }) => [b.id, b.profile.name])).toEqual([
      [1, "Portico Café"],
      [2, "Portico Hotel"],
    ]);
    expect(list[0].permissions).toEqual(["get", "put", "post", "delete"]);
  });

  it("shows a read-only sub-account only the café, and the API refuses it the hotel", async () => {
    const staff = await signedIn(["--subscriber", "--email", "staff@portico.dev", "--password", "portico-staff"]);
    const list = JSON.parse((await runCli(["businesses", "list", "--json"], staff)).out);
    expect(list.map((b: { id: number }) => b.id)).toEqual([1]);
    expect(list[0].permissions).toEqual(["get"]);
    const text = await runCli(["businesses", "list"], staff);
    expect(text.out).toMatch(/^1\s+Portico Café\s+.*read$/m);
    expect(text.out).not.toContain("Hotel");
    // Read-only: a change is refused (403); the hotel does not exist for it (404). Both exit 4.
    const put = await runCli(["businesses", "update", "1", "--name", "Mine", "--json"], staff);
    expect(put.code).toBe(EXIT.API);
    expect(JSON.parse(put.err).error.code).toBe("FORBIDDEN");
    const hotel = await runCli(["businesses", "update", "2", "--name", "Mine", "--json"], staff);
    expect(hotel.code).toBe(EXIT.API);
    expect(JSON.parse(hotel.err).error.code).toBe("NOT_FOUND");
    expect((await runCli(["businesses", "create", "--name", "Side shop"], staff)).code).toBe(EXIT.API);
  });

  it("exits 3 when not signed in", async () => {
    const env = { PORTICO_CONFIG_DIR: mkdtempSync(join(tmpdir(), "portico-biz-")), PORTICO_API_URL: srv.url };
    const r = await runCli(["businesses", "list", "--json"], env);
    expect(r.code).toBe(EXIT.AUTH);
    expect(JSON.parse(r.err).error.code).toBe("NOT_SIGNED_IN");
  });
});

describe("portico businesses create and update", () => {
  it("creates with the default time zone and updates only the fields given", async () => {
    const created = await runCli(["businesses", "create", "--name", "Harbour Kiosk", "--json"], owner);
    expect(created.code).toBe(EXIT.OK);
    const b = JSON.parse(created.out);
    expect(b.profile).toMatchObject({ name: "Harbour Kiosk", timeZone: "Asia/Taipei", email: null });
    const text = await runCli(
      ["businesses", "create", "--name", "Night Market", "--time-zone", "Asia/Tokyo", "--email", "nm@example.com"],
      owner,
    );
    expect(text.out).toMatch(/^Created business \d+: Night Market \(Asia\/Tokyo\)\.\n$/);

    const upd = await runCli(["businesses", "update", String(b.id), "--email", "kiosk@example.com", "--json"], owner);
    expect(upd.code).toBe(EXIT.OK);
    expect(JSON.parse(upd.out).profile).toMatchObject({
      name: "Harbour Kiosk",
      timeZone: "Asia/Taipei",
      email: "kiosk@example.com",
    });
    const renamed = await runCli(["businesses", "update", String(b.id), "--name", "Harbour Kiosk 2"], owner);
    expect(renamed.out).toBe(`Updated business ${b.id}: Harbour Kiosk 2 (Asia/Taipei).\n`);
    const list = JSON.parse((await runCli(["businesses", "list", "--json"], owner)).out);
    expect(list.find((x: { id: number }) => x.id === b.id).profile).toMatchObject({
      name: "Harbour Kiosk 2",
      email: "kiosk@example.com",
    });
  });

  it("refuses bad input: missing --name (2), nothing to update (2), a bad id (2), unknown id (404, 4)", async () => {
    const missing = await runCli(["businesses", "create", "--json"], owner);
    expect(missing.code).toBe(EXIT.USAGE);
    expect(JSON.parse(missing.err).error).toEqual({ code: "USAGE", message: "No name given: pass --name <name>." });
    expect((await runCli(["businesses", "create", "--name", "  "], owner)).code).toBe(EXIT.USAGE);
    expect((await runCli(["businesses", "update", "1"], owner)).err).toContain("Nothing to change");
    const badId = await runCli(["businesses", "update", "abc", "--name", "X"], owner);
    expect(badId).toMatchObject({ code: EXIT.USAGE, err: expect.stringContaining('Invalid id "abc"') });
    const unknown = await runCli(["businesses", "update", "999999", "--name", "X", "--json"], owner);
    expect(unknown.code).toBe(EXIT.API);
    expect(JSON.parse(unknown.err).error).toEqual({ code: "NOT_FOUND", message: "Business 999999 not found." });
    const ja = await runCli(["businesses", "remove", "999999", "--yes"], { ...owner, PORTICO_LANG: "ja" });
    expect(ja.err).toContain("ビジネス 999999 が見つかりません。");
    const tz = await runCli(["businesses", "create", "--name", "Bad TZ", "--time-zone", "Mars/Olympus"], owner);
    expect(tz).toMatchObject({ code: EXIT.USAGE, err: expect.stringContaining('Unknown time zone "Mars/Olympus"') });
    // The server's own validation (a malformed e-mail) is a refusal by the API: exit 4 with its text.
    const mail = await runCli(["businesses", "create", "--name", "Bad mail", "--email", "not-an-email"], owner);
    expect(mail.code).toBe(EXIT.API);
    expect(mail.err).toMatch(/^Error: .+/);
  });
});

describe("portico businesses remove", () => {
  const create = async (name: string) =>
    JSON.parse((await runCli(["businesses", "create", "--name", name, "--json"], owner)).out).id as number;

  it("refuses without --yes when not a terminal, and removes with --yes", async () => {
    const id = await create("Pop-up Stand");
    const refused = await runCli(["businesses", "remove", String(id)], owner);
    expect(refused.code).toBe(EXIT.USAGE);
    expect(refused.err).toContain("--yes");
    const ok = await runCli(["businesses", "remove", String(id), "--yes", "--json"], owner);
    expect(ok.code).toBe(EXIT.OK);
    expect(JSON.parse(ok.out)).toEqual({ removed: true, id });
    const again = await runCli(["businesses", "remove", String(id), "-y", "--json"], owner);
    expect(again.code).toBe(EXIT.API);
    expect(JSON.parse(again.err).error.code).toBe("NOT_FOUND");
  });

  it("asks on a terminal: n keeps the business, y removes it", async () => {
    const id = await create("Asked Twice");
    const no = new FakeTTYStdin();
    const pending = runCli(["businesses", "remove", String(id)], owner, no);
    setTimeout(() => no.type("n"), 300);
    const kept = await pending;
    expect(kept.code).toBe(EXIT.USAGE);
    expect(kept.err).toContain("Asked Twice");
    expect(kept.err).toContain("Cancelled");
    const yes = new FakeTTYStdin();
    const removing = runCli(["businesses", "remove", String(id)], owner, yes);
    setTimeout(() => yes.type("y"), 300);
    expect(await removing).toMatchObject({ code: EXIT.OK, out: `Removed business ${id}.\n` });
  });

  it("exits 4 with the translated message while the business has iNodes", async () => {
    const id = await create("With Devices");
    await srv.server.ctx.db.query("insert into inodes (business_id, cuid, created_ts) values ($1, $2, 0)", [
      id,
      "cli-test-inode",
    ]);
    const r = await runCli(["businesses", "remove", String(id), "--yes"], owner);
    expect(r.code).toBe(EXIT.API);
    expect(r.err).toBe("Error: This business still has iNodes. Move or unbind them before removing the business.\n");
    const tw = await runCli(["businesses", "remove", String(id), "--yes", "--json"], { ...owner, PORTICO_LANG: "tw" });
    expect(JSON.parse(tw.err).error).toEqual({
      code: "BUSINESS_HAS_INODES",
      message: "此商家仍有 iNode，請先移除或解除綁定後再刪除商家。",
    });
    const list = JSON.parse((await runCli(["businesses", "list", "--json"], owner)).out);
    expect(list.some((b: { id: number }) => b.id === id)).toBe(true);
  });
});
