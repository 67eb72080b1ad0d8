import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPorticoClient } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configPath, readConfig } from "./config";
import { EXIT } from "./output";
import { run } from "./program";
import { FakeTTYStdin, runCli, testIO } from "./testIO";

// Every command against the real reference server, run in-process with captured streams (not a TTY).
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

/** A fresh config dir per test, so tests never share a session. */
const freshEnv = (extra: Record<string, string> = {}) => ({
  PORTICO_CONFIG_DIR: mkdtempSync(join(tmpdir(), "portico-cli-")),
  PORTICO_API_URL: srv.url,
  PORTICO_LANG: "en",
  ...extra,
});

async function cli(args: string[], env: Record<string, string | undefined>, stdin = "") {
  const { io, stdout, stderr } = testIO(env, stdin);
  const code = await run(args, io);
  return { code, out: stdout.text, err: stderr.text };
}

const demo = ["--email", "demo@portico.dev", "--password", "portico-demo"];

describe("portico login", () => {
  it("signs in, stores the profile with mode 0600 and prints the result", async () => {
    const env = freshEnv();
    const r = await cli(["login", ...demo], env);
    expect(r).toMatchObject({ code: EXIT.OK, err: "" });
    expect(r.out).toContain("Signed in as demo@portico.dev (owner)");
    const profile = readConfig(env).profiles.default;
    expect(profile).toMatchObject({ apiUrl: srv.url, email: "demo@portico.dev", kind: "owner" });
    expect(profile?.token).toMatch(/\S{8,}/);
    expect(profile?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3600);
    expect(statSync(configPath(env)).mode & 0o777).toBe(0o600);
  });

  it("prints one JSON document with --json and never the token", async () => {
    const env = freshEnv();
    const r = await cli(["login", ...demo, "--json", "--profile", "work"], env);
    expect(r.code).toBe(EXIT.OK);
    const doc = JSON.parse(r.out);
    expect(doc).toEqual({
      profile: "work",
      apiUrl: srv.url,
      email: "demo@portico.dev",
      kind: "owner",
      expiresAt: expect.any(Number),
    });
    expect(r.out).not.toContain(readConfig(env).profiles.work?.token);
    expect(readConfig(env).profiles.default).toBeUndefined();
  });

  it("reads the password from PORTICO_PASSWORD or stdin, and fails clearly without one", async () => {
    const env = freshEnv();
    expect(
      (await cli(["login", "--email", "demo@portico.dev"], { ...env, PORTICO_PASSWORD: "portico-demo" })).code,
    ).toBe(0);
    expect((await cli(["login", "--email", "demo@portico.dev"], env, "portico-demo\n")).code).toBe(0);
    const missing = await cli(["login", "--email", "demo@portico.dev"], env);
    expect(missing.code).toBe(EXIT.USAGE);
    expect(missing.err).toContain("No password given");
    const noEmail = await cli(["login", "--json"], env, "portico-demo\n");
    expect(noEmail.code).toBe(EXIT.USAGE);
    expect(JSON.parse(noEmail.err)).toEqual({ error: { code: "USAGE", message: expect.stringContaining("--email") } });
  });

  it("checks the server before asking anything, naming the URL and how to change it", async () => {
    const closed = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, "127.0.0.1", () => {
        const { port } = s.address() as AddressInfo;
        s.close(() => resolve(port));
      });
    });
    const url = `http://127.0.0.1:${closed}`;
    const stdin = new FakeTTYStdin();
    const r = await runCli(["login"], freshEnv({ PORTICO_API_URL: url }), stdin);
    expect(r.code).toBe(EXIT.NETWORK);
    expect(r.err).toContain(`Cannot reach the server at ${url}`);
    expect(r.err).toContain("--api-url");
    expect(r.err).toContain("PORTICO_API_URL");
    expect(r.err).not.toContain("E-mail"); // no prompt was drawn
    const ja = await cli(["login", "--api-url", url, ...demo], freshEnv({ PORTICO_LANG: "ja" }));
    expect(ja.err).toContain(url);
    expect(ja.err).toContain("サーバー");
  });

  it("exits 4 with the translated message on a wrong password", async () => {
    const env = freshEnv();
    const r = await cli(["login", "--email", "demo@portico.dev", "--password", "nope-nope"], env);
    expect(r).toMatchObject({ code: EXIT.API, out: "" });
    expect(r.err).toBe("Error: Wrong e-mail or password\n");
    const ja = await cli(["login", "--email", "demo@portico.dev", "--password", "nope", "--json"], {
      ...env,
      PORTICO_LANG: "ja",
    });
    expect(ja.code).toBe(EXIT.API);
    expect(JSON.parse(ja.err)).toEqual({
      error: { code: "INVALID_CREDENTIALS", message: "メールアドレスまたはパスワードが違います" },
    });
    expect(readConfig(env).profiles.default).toBeUndefined();
  });

  it("shows the server's validation text for invalid input", async () => {
    const r = await cli(["login", "--email", "not-an-email", "--password", "x"], freshEnv());
    expect(r.code).toBe(EXIT.API);
    expect(r.err).toMatch(/^Error: .+/);
  });

  it("signs a sub-account in with --subscriber", async () => {
    const env = freshEnv();
    const r = await cli(
      ["login", "--subscriber", "--email", "staff@portico.dev", "--password", "portico-staff", "--json"],
      env,
    );
    expect(r.code).toBe(EXIT.OK);
    expect(JSON.parse(r.out).kind).toBe("subscriber");
    const who = await cli(["whoami", "--json"], env);
    expect(JSON.parse(who.out)).toMatchObject({ kind: "subscriber", email: "staff@portico.dev" });
  });
});

describe("portico whoami and logout", () => {
  it("shows the account in text and JSON", async () => {
    const env = freshEnv();
    await cli(["login", ...demo], env);
    const text = await cli(["whoami"], env);
    expect(text.code).toBe(EXIT.OK);
    expect(text.out).toBe("E-mail: demo@portico.dev\nKind: owner\nName: Demo Owner\nState: active\n");
    const json = await cli(["whoami", "--json"], env);
    expect(JSON.parse(json.out)).toMatchObject({
      email: "demo@portico.dev",
      kind: "owner",
      name: "Demo Owner",
      suspended: 0,
      state: "active",
      apiUrl: srv.url,
      profile: "default",
    });
  });

  it("says suspended and disabled in words", async () => {
    for (const [email, state] of [
      ["suspended@portico.dev", "suspended"],
      ["disabled@portico.dev", "disabled"],
    ] as const) {
      const env = freshEnv();
      expect((await cli(["login", "--email", email, "--password", "portico-demo"], env)).code).toBe(0);
      const r = await cli(["whoami"], env);
      expect(r.out).toContain(`State: ${state}:`);
      expect(JSON.parse((await cli(["whoami", "--json"], env)).out).state).toBe(state);
    }
  });

  it("logout revokes the token, then whoami exits 3", async () => {
    const env = freshEnv();
    await cli(["login", ...demo], env);
    const token = readConfig(env).profiles.default?.token;
    const out = await cli(["logout", "--json"], env);
    expect(out.code).toBe(EXIT.OK);
    expect(JSON.parse(out.out)).toEqual({ signedOut: true, profile: "default", apiUrl: srv.url });
    expect(readConfig(env).profiles.default).toMatchObject({ email: "demo@portico.dev", apiUrl: srv.url });
    expect(readConfig(env).profiles.default?.token).toBeUndefined();
    const who = await cli(["whoami", "--json"], env);
    expect(who.code).toBe(EXIT.AUTH);
    expect(JSON.parse(who.err).error.code).toBe("NOT_SIGNED_IN");
    // The token is really revoked on the server, not only forgotten locally.
    const revoked = await cli(["whoami"], { ...env, PORTICO_TOKEN: token });
    expect(revoked.code).toBe(EXIT.AUTH);
    expect(revoked.err).toContain("portico login");
    expect((await cli(["logout"], env)).code).toBe(EXIT.AUTH);
  });

  it("exits 3 when the stored token was revoked elsewhere", async () => {
    const env = freshEnv();
    await cli(["login", ...demo], env);
    const token = readConfig(env).profiles.default?.token;
    await createPorticoClient({ baseUrl: srv.url, getToken: () => token }).POST("/auth/signout/");
    const r = await cli(["whoami", "--json"], env);
    expect(r.code).toBe(EXIT.AUTH);
    expect(JSON.parse(r.err).error.code).toBe("INVALID_TOKEN");
    // Signing out an already revoked token still clears it locally.
    expect((await cli(["logout"], env)).code).toBe(EXIT.OK);
    expect(readConfig(env).profiles.default?.token).toBeUndefined();
  });
});

describe("environment and usage", () => {
  it("PORTICO_TOKEN and PORTICO_API_URL override the profile", async () => {
    const signedIn = freshEnv();
    await cli(["login", ...demo], signedIn);
    const token = readConfig(signedIn).profiles.default?.token;
    const other = freshEnv({ PORTICO_TOKEN: token ?? "" });
    expect(JSON.parse((await cli(["whoami", "--json"], other)).out).email).toBe("demo@portico.dev");
    // The profile points at the real server, the environment at a closed port: the environment wins.
    const r = await cli(["whoami", "--json"], { ...signedIn, PORTICO_API_URL: "http://127.0.0.1:9" });
    expect(r.code).toBe(EXIT.NETWORK);
    expect(JSON.parse(r.err).error.code).toBe("NETWORK_ERROR");
  });

  it("keeps the profile's server when PORTICO_API_URL is not set", async () => {
    const env = freshEnv();
    await cli(["login", ...demo], env);
    const { PORTICO_API_URL: _unset, ...rest } = env;
    expect((await cli(["whoami"], rest)).code).toBe(EXIT.OK);
  });

  it("exits 2 on usage errors, as JSON with --json", async () => {
    const env = freshEnv();
    const r = await cli(["whoami", "--bogus"], env);
    expect(r.code).toBe(EXIT.USAGE);
    expect(r.err).toContain("unknown option");
    const j = await cli(["whoami", "--bogus", "--json"], env);
    expect(j.code).toBe(EXIT.USAGE);
    expect(JSON.parse(j.err).error.code).toBe("USAGE");
    expect((await cli(["nope"], env)).code).toBe(EXIT.USAGE);
    const help = await cli(["--help"], env);
    expect(help.code).toBe(EXIT.OK);
    expect(help.out).toContain("whoami");
    expect(readFileSync(new URL("../package.json", import.meta.url), "utf8")).toContain(
      (await cli(["--version"], env)).out.trim(),
    );
  });
});
