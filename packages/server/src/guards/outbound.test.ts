import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertOutboundUrls, checkOutboundUrl, OutboundError, outboundAllowList, outboundFetch } from "./outbound";
import { forbiddenAddress } from "./outboundAddress";

// A local server stands in for both a public host (allow-listed under /public/) and an internal one.
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/public/ok")
      return res.end(JSON.stringify({ method: req.method, auth: req.headers.authorization ?? null }));
    if (url.pathname === "/public/to") {
      res.writeHead(302, { location: url.searchParams.get("u") ?? "/" });
      return res.end();
    }
    if (url.pathname === "/public/loop") {
      res.writeHead(307, { location: "/public/loop" });
      return res.end();
    }
    if (url.pathname === "/public/big") return res.end("x".repeat(5000));
    if (url.pathname === "/public/slow") return void setTimeout(() => res.end("late"), 2000);
    res.end("internal secret");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const pub = () => [`${origin}/public/`];
const fail = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe("forbiddenAddress", () => {
  it("refuses internal IPv4 and IPv6 addresses, embedded IPv4 forms and metadata; passes public unicast", () => {
    for (const a of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "10.0.0.1", "172.16.0.1", "192.168.1.1"])
      expect(forbiddenAddress(a), a).not.toBeNull();
    for (const a of ["100.64.0.1", "169.254.169.254", "fd00:ec2::254", "fe80::1", "fc00::1", "224.0.0.1", "ff02::1"])
      expect(forbiddenAddress(a), a).not.toBeNull();
    for (const a of ["0.0.0.0", "::", "255.255.255.255", "240.0.0.1", "2002:7f00:1::", "64:ff9b::a00:1"])
      expect(forbiddenAddress(a), a).not.toBeNull();
    expect(forbiddenAddress("2001:0:4136:e378:8000:63bf:80ff:fffe")).toBe("teredo loopback");
    expect(forbiddenAddress("169.254.169.254")).toBe("metadata");
    for (const a of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])
      expect(forbiddenAddress(a), a).toBeNull();
  });
});

describe("checkOutboundUrl (save time)", () => {
  it("refuses the issue's attack, loopback in every spelling, a name resolving to loopback, and other schemes", async () => {
    for (const url of [
      "http://127.0.0.1:8080/dev/mailbox",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::ffff:7f00:1]/",
      "http://2130706433/",
      "http://0x7f000001/",
      "http://127.1/",
      "http://localhost:8080/dev/mailbox",
      "http://localhost./",
      "http://169.254.169.254/latest/meta-data/",
      "http://[fd00:ec2::254]/",
    ])
      expect(await checkOutboundUrl(url, []), url).toMatch(/internal address/);
    expect(await checkOutboundUrl("javascript:alert(1)", [])).toBe("must be an http(s) URL");
    expect(await checkOutboundUrl("file:///etc/passwd", [])).toBe("must be an http(s) URL");
    expect(await checkOutboundUrl("not a url", [])).toBe("is not a valid URL");
  });

  it("passes public addresses, names that do not resolve (checked again at fetch) and allow-listed prefixes", async () => {
    expect(await checkOutboundUrl("https://93.184.215.14/token", [])).toBeNull();
    expect(await checkOutboundUrl("https://idp.invalid/token", [])).toBeNull();
    expect(await checkOutboundUrl(`${origin}/public/ok`, pub())).toBeNull();
    // The prefix is matched on the normalised URL: `..` cannot climb out of it.
    expect(await checkOutboundUrl(`${origin}/public/../dev/mailbox`, pub())).toMatch(/internal address/);
    expect(await checkOutboundUrl(`${origin}/other`, pub())).toMatch(/internal address/);
  });

  it("assertOutboundUrls throws 400 URL_NOT_ALLOWED naming each refused field", async () => {
    const err = await fail(
      assertOutboundUrls({ "config/tokenUrl": "https://93.184.215.14/", "config/userInfoUrl": "http://[::1]/" }, []),
    );
    expect(err).toMatchObject({
      status: 400,
      code: "URL_NOT_ALLOWED",
      extras: { fields: { "config/userInfoUrl": expect.any(String) } },
    });
    expect(Object.keys((err as { extras: { fields: object } }).extras.fields)).toEqual(["config/userInfoUrl"]);
  });
});

describe("outboundFetch (fetch time)", () => {
  it("refuses internal addresses, by literal or by name, without connecting", async () => {
    for (const url of [
      `${origin}/public/ok`,
      `http://[::ffff:127.0.0.1]:${new URL(origin).port}/`,
      `http://localhost:${new URL(origin).port}/`,
      `http://localhost.:${new URL(origin).port}/`,
    ]) {
      const err = await fail(outboundFetch(url, { allow: [] }));
      expect(err, url).toBeInstanceOf(OutboundError);
      expect((err as Error).message, url).toMatch(/internal address/);
    }
    expect(await fail(outboundFetch("javascript:alert(1)", { allow: [] }))).toBeInstanceOf(OutboundError);
  });

  it("fetches an allow-listed URL and passes method, headers and body", async () => {
    const res = await outboundFetch(`${origin}/public/ok`, {
      allow: pub(),
      method: "POST",
      body: "a=1",
      headers: { Authorization: "Bearer t" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: "POST", auth: "Bearer t" });
  });

  it("re-checks every redirect hop: a public host redirecting inside is refused, the body never read", async () => {
    for (const to of [
      `${origin}/internal`,
      `http://localhost:${new URL(origin).port}/internal`,
      "http://[::1]/",
      "file:///etc/passwd",
    ]) {
      const err = await fail(outboundFetch(`${origin}/public/to?u=${encodeURIComponent(to)}`, { allow: pub() }));
      expect(err, to).toBeInstanceOf(OutboundError);
      expect(String(err)).not.toContain("internal secret");
    }
    // A redirect inside the allowed prefix is followed.
    const ok = await outboundFetch(`${origin}/public/to?u=/public/ok`, { allow: pub() });
    expect(await ok.json()).toMatchObject({ method: "GET" });
  });

  it("drops authorization on a cross-origin hop and stops after the redirect limit", async () => {
    const other = `http://localhost:${new URL(origin).port}/public/`;
    const res = await outboundFetch(`${origin}/public/to?u=${encodeURIComponent(`${other}ok`)}`, {
      allow: [...pub(), other],
      headers: { authorization: "Bearer t" },
    });
    expect(await res.json()).toEqual({ method: "GET", auth: null });
    const err = await fail(outboundFetch(`${origin}/public/loop`, { allow: pub() }));
    expect((err as Error).message).toBe("redirected too many times");
  });

  it("caps the answer's size and the exchange's time", async () => {
    const big = await fail(outboundFetch(`${origin}/public/big`, { allow: pub(), maxBytes: 1000 }));
    expect((big as Error).message).toMatch(/more than 1000 bytes/);
    expect((await outboundFetch(`${origin}/public/big`, { allow: pub() }).then((r) => r.text())).length).toBe(5000);
    const t0 = Date.now();
    const slow = await fail(outboundFetch(`${origin}/public/slow`, { allow: pub(), timeoutMs: 200 }));
    expect((slow as Error).message).toBe("did not answer in time");
    expect(Date.now() - t0).toBeLessThan(1500);
  });
});

describe("outboundAllowList", () => {
  const sink = {} as never;
  it("defaults to the dev OAuth2 provider's path only, under each loopback name", () => {
    expect(outboundAllowList({ publicUrl: () => "http://127.0.0.1:8080", sink }, {})).toEqual([
      "http://localhost:8080/dev/oauth2/",
      "http://127.0.0.1:8080/dev/oauth2/",
      "http://[::1]:8080/dev/oauth2/",
    ]);
    expect(outboundAllowList({ publicUrl: () => "https://portico.example.com", sink }, {})).toEqual([
      "https://portico.example.com/dev/oauth2/",
    ]);
    // Without the embedded mail sink there is no dev provider, so nothing is allowed.
    expect(outboundAllowList({ publicUrl: () => "http://127.0.0.1:8080" }, {})).toEqual([]);
  });

  it("PORTICO_OUTBOUND_ALLOW replaces the default, empty included", () => {
    const ctx = { publicUrl: () => "http://127.0.0.1:8080", sink };
    expect(outboundAllowList(ctx, { PORTICO_OUTBOUND_ALLOW: " http://10.0.0.5:9000/idp/ , http://a.test" })).toEqual([
      "http://10.0.0.5:9000/idp/",
      "http://a.test/",
    ]);
    expect(outboundAllowList(ctx, { PORTICO_OUTBOUND_ALLOW: "" })).toEqual([]);
  });
});
