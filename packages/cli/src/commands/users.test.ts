import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../output";
import { FakeTTYStdin, runCli } from "../testIO";

// `portico users ...` against the real reference server, in-process, stdout not a TTY.
let srv: TestServer;
let owner: Record<string, string>;
const freshEnv = () => ({
  PORTICO_CONFIG_DIR: mkdtempSync(join(tmpdir(), "portico-users-")),
  PORTICO_API_URL: srv.url,
  PORTICO_LANG: "en",
});
beforeAll(async () => {
  srv = await startTestServer();
  owner = freshEnv();
  expect((await runCli(["login", "--email", "demo@portico.dev", "--password", "portico-demo"], owner)).code).toBe(0);
});
afterAll(() => srv?.close());

/** Signs a sub-account in through the CLI in its own config dir. */
async function asSubscriber(email: string, password: string) {
  const env = freshEnv();
  const r = await runCli(["login", "--subscriber", "--email", email, "--password", password], env);
  return { env, code: r.code };
}

describe("portico users list", () => {
  it("lists the seeded staff sub-account with its access and POS roles", async () => {
    const text = await runCli(["users", "list"], owner);
    expect(text.code).toBe(EXIT.OK);
    expect(text.out.split("\n")[0]).toMatch(/^ID\s+E-MAIL\s+NAME\s+ACCESS\s+POS$/);
    expect(text.out).toMatch(/^\d+\s+staff@portico\.dev\s+.*1=read/m);
    const json = JSON.parse((await runCli(["users", "list", "--json"], owner)).out);
    const staff = json.find((s: { profile: { email: string } }) => s.profile.email === "staff@portico.dev");
    expect(staff.profile.acl["1"]).toMatchObject({ get: true });
    expect(staff.profile.acl["1"].put).toBeFalsy();
    expect(staff.profile.acl["2"]).toBeUndefined();
  });

  it("is refused to a sub-account (owners only, exit 4)", async () => {
    const { env } = await asSubscriber("staff@portico.dev", "portico-staff");
    const r = await runCli(["users", "list", "--json"], env);
    expect(r.code).toBe(EXIT.API);
    expect(JSON.parse(r.err).error.code).toBe("FORBIDDEN");
  });
});

describe("portico users add", () => {
  it("adds a sub-account with per-business access and POS roles that the server enforces", async () => {
    const r = await runCli(
      [
        "users",
        "add",
        "--email",
        "barista@example.com",
        "--name",
        "Barista",
        "--password",
        "barista-pass",
        "--access",
        "1=full",
        "--access",
        "2=none",
        "--pos",
        "1=staff",
        "--pos",
        "1=admin",
        "--json",
      ],
      owner,
    );
    expect(r.code).toBe(EXIT.OK);
    const s = JSON.parse(r.out);
    expect(s.profile).toMatchObject({
      name: "Barista",
      email: "barista@example.com",
      acl: { businesses: { get: true }, "1": { get: true, put: true, post: true, delete: true } },
      mpos: { "1": { admin: true, staff: true } },
    });
    expect(s.profile.acl["2"]).toBeUndefined();
    // The new sub-account sees only the café, with full rights on it, and nothing of the hotel.
    const { env, code } = await asSubscriber("barista@example.com", "barista-pass");
    expect(code).toBe(EXIT.OK);
    const list = JSON.parse((await runCli(["businesses", "list", "--json"], env)).out);
    expect(list.map((b: { id: number; permissions: string[] }) => [b.id, b.permissions])).toEqual([
      [1, ["get", "put", "post", "delete"]],
    ]);
    expect((await runCli(["businesses", "update", "2", "--name", "X"], env)).code).toBe(EXIT.API);
  });

  it("takes the password from PORTICO_USER_PASSWORD or stdin, and prints a line in text mode", async () => {
    const env = await runCli(["users", "add", "--email", "env@example.com", "--access", "1=read"], {
      ...owner,
      PORTICO_USER_PASSWORD: "from-the-env",
    });
    expect(env.out).toMatch(/^Added sub-account \d+ env@example\.com with access 1=read\.\n$/);
    expect((await asSubscriber("env@example.com", "from-the-env")).code).toBe(EXIT.OK);
    const piped = await runCli(["users", "add", "--email", "piped@example.com"], owner, "from-the-pipe\nignored\n");
    expect(piped.code).toBe(EXIT.OK);
    expect(piped.out).toContain("with access (none)");
    expect((await asSubscriber("piped@example.com", "from-the-pipe")).code).toBe(EXIT.OK);
  });

  it("refuses bad input before sending anything", async () => {
    const badAccess = await runCli(
      ["users", "add", "--email", "bad@example.com", "--password", "long-enough", "--access", "1=write", "--json"],
      owner,
    );
    expect(badAccess.code).toBe(EXIT.USAGE);
    expect(JSON.parse(badAccess.err).error).toEqual({
      code: "USAGE",
      message: 'Invalid --access value "1=write": expected <business id>=full|read|none.',
    });
    const badPos = await runCli(["users", "add", "--email", "bad@example.com", "--pos", "cafe=admin"], owner);
    expect(badPos).toMatchObject({ code: EXIT.USAGE, err: expect.stringContaining("--pos") });
    expect((await runCli(["users", "add", "--password", "long-enough"], owner)).err).toContain("No e-mail given");
    const noPw = await runCli(["users", "add", "--email", "nopw@example.com"], owner);
    expect(noPw).toMatchObject({ code: EXIT.USAGE, err: expect.stringContaining("PORTICO_USER_PASSWORD") });
    const list = (await runCli(["users", "list"], owner)).out;
    expect(list).not.toContain("bad@example.com");
    expect(list).not.toContain("nopw@example.com");
  });

  it("exits 4 on what the server refuses: a taken e-mail, another tenant's business, a short password", async () => {
    const taken = await runCli(["users", "add", "--email", "staff@portico.dev", "--password", "long-enough"], owner);
    expect(taken).toMatchObject({ code: EXIT.API, err: "Error: An account with this e-mail already exists\n" });
    const foreign = await runCli(
      ["users", "add", "--email", "f@example.com", "--password", "long-enough", "--access", "999999=read"],
      owner,
    );
    expect(foreign.code).toBe(EXIT.API);
    expect((await runCli(["users", "add", "--email", "s@example.com", "--password", "short"], owner)).code).toBe(
      EXIT.API,
    );
  });
});

describe("portico users remove", () => {
  const add = async (email: string) =>
    JSON.parse(
      (
        await runCli(
          ["users", "add", "--email", email, "--password", "remove-me-1", "--access", "1=read", "--json"],
          owner,
        )
      ).out,
    ).subscriberId as number;

  it("refuses without --yes off a terminal; removes with --yes and ends the sub-account's session", async () => {
    const id = await add("leaver@example.com");
    const { env } = await asSubscriber("leaver@example.com", "remove-me-1");
    expect((await runCli(["users", "remove", String(id)], owner)).code).toBe(EXIT.USAGE);
    const ok = await runCli(["users", "remove", String(id), "--yes", "--json"], owner);
    expect(ok.code).toBe(EXIT.OK);
    expect(JSON.parse(ok.out)).toEqual({ removed: true, id });
    expect((await runCli(["businesses", "list"], env)).code).toBe(EXIT.AUTH);
    const gone = await runCli(["users", "remove", String(id), "--yes", "--json"], owner);
    expect(gone.code).toBe(EXIT.API);
    expect(JSON.parse(gone.err).error).toEqual({ code: "NOT_FOUND", message: `User ${id} not found.` });
    expect((await runCli(["users", "remove", "-3", "--yes"], owner)).code).toBe(EXIT.USAGE);
  });

  it("asks on a terminal with the spec's question, and y removes", async () => {
    const id = await add("asked@example.com");
    const stdin = new FakeTTYStdin();
    const pending = runCli(["users", "remove", String(id)], owner, stdin);
    setTimeout(() => stdin.type("y"), 300);
    const r = await pending;
    expect(r).toMatchObject({ code: EXIT.OK, out: `Removed sub-account ${id}.\n` });
    expect(r.err).toContain("Do you really want to delete this user");
    expect((await runCli(["users", "list"], owner)).out).not.toContain("asked@example.com");
  });
});
