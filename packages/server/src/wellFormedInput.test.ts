import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractRoute } from "./contract";
import { demoOwner, type Harness, startHarness } from "./testkit/harness";
import { findMalformed, MAX_DEPTH } from "./wellFormedInput";

describe("findMalformed", () => {
  const at = (v: unknown) => findMalformed(v)?.path;
  it("names the first bad string, key or number by its path", () => {
    expect(at({ a: ["ok", "x\u0000"] })).toBe("a/1");
    expect(at({ p: { name: "\ud800" } })).toBe("p/name");
    expect(at({ p: { "k\udc00": 1 } })).toBe("p/k\udc00");
    expect(at("\udc00\ud800")).toBe("_");
    expect(at({ s: "café 😀 漢字", n: 1, z: null, b: [true, { c: "ok" }] })).toBeUndefined();
    expect(at({ ids: [1, Number.POSITIVE_INFINITY] })).toBe("ids/1");
    expect(at({ ids: [1, 2], s: "Infinity" })).toBeUndefined();
  });

  it("refuses nesting past MAX_DEPTH without overflowing the stack on 400,000 levels", () => {
    const deep = JSON.parse(`${"[".repeat(400_000)}${"]".repeat(400_000)}`);
    expect(findMalformed(deep)?.message).toMatch(/nest/);
    expect(findMalformed(JSON.parse(`${"[".repeat(MAX_DEPTH)}${"]".repeat(MAX_DEPTH)}`))).toBeUndefined();
  });
});

describe("bad input answers 400 naming the field, in every part of a request", () => {
  let h: Harness;
  let token: string;
  let cafeId: number;
  beforeAll(async () => {
    h = await startHarness("pglite");
    ({ token, cafeId } = await demoOwner(h));
  });
  afterAll(() => h?.close());

  const send = (method: string, path: string, raw: string) => h.api(method, path, { token, raw });

  it("refuses NUL in a body string (was 500: PostgreSQL refuses NUL in text)", async () => {
    const r = await send("PUT", `/v3/businesses/${cafeId}`, '{"profile":{"name":"Caf\\u0000e"}}');
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: "VALIDATION_FAILED", fields: { "profile/name": expect.any(String) } });
  });

  it("refuses a lone surrogate instead of storing U+FFFD, and keeps a real pair", async () => {
    const names = async () =>
      (
        await h.server.ctx.db.query<{ name: string }>("select name from activities where business_id = $1", [cafeId])
      ).map((r) => r.name);
    const before = await names();
    for (const bad of ["\\ud800", "x\\udfff", "\\udc00\\ud800"]) {
      const r = await send("POST", `/v3/businesses/${cafeId}/activities`, `{"name":"${bad}"}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.error.fields).toHaveProperty("name");
    }
    expect(await names()).toEqual(before);
    const ok = await send("POST", `/v3/businesses/${cafeId}/activities`, '{"name":"Emoji \\ud83d\\ude00"}');
    expect(ok.status).toBe(201);
    expect(await names()).toContain("Emoji 😀");
  });

  it("refuses a body nested 400,000 levels deep (within the body limit) with 400", async () => {
    const r = await send("PUT", `/v3/businesses/${cafeId}`, `${"[".repeat(400_000)}${"]".repeat(400_000)}`);
    expect(r.status).toBe(400);
  });

  it("refuses NUL in a path parameter and in the query string", async () => {
    const path = await h.api("DELETE", `/v3/businesses/${cafeId}/videos/a%00b`, { token });
    expect(path.status).toBe(400);
    expect(path.body.error.fields).toHaveProperty("fileId");
    const query = await h.api("GET", `/v3/businesses/${cafeId}/files?x=%00`, { token });
    expect(query.status).toBe(400);
  });

  it("refuses ids beyond a safe integer or not finite: a short link's campaignId and appId", async () => {
    for (const n of ["1e308", "9223372036854775808", "9007199254740993", "1e400", "-1", "1.5"]) {
      for (const field of ["campaignId", "appId"]) {
        const body = { campaignType: "activity", campaignId: 1, name: "Fuzz", [field]: 0 };
        const raw = JSON.stringify(body).replace(`"${field}":0`, `"${field}":${n}`);
        const r = await send("POST", `/v3/businesses/${cafeId}/links`, raw);
        expect(r.status, `${field}=${n}`).toBe(400);
        expect(r.body.error.fields, `${field}=${n}`).toHaveProperty(field);
      }
    }
  });

  it("refuses 2^63 in an integer the contract gives no format (every integer is read as int64)", async () => {
    const route = contractRoute("bindINode").schema.body as { properties: { groupId: object } };
    expect(route.properties.groupId).toMatchObject({ format: "int64" });
    const body = '{"ac":"00AABB112233","modelId":"iN-200","timeZone":"Asia/Taipei","nickname":"Lobby","groupId":@@}';
    for (const n of ["9223372036854775808", "-1e308"]) {
      const r = await send("POST", `/v3/businesses/${cafeId}/inodes`, body.replace("@@", n));
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.error, JSON.stringify(r.body)).toHaveProperty("fields.groupId");
    }
  });

  it("refuses a path id of Infinity, 1e400 or 2^63 (AJV coerces the text and skips its numeric checks)", async () => {
    for (const id of ["Infinity", "1e400", "-1e400", "9223372036854775807", "1e308"]) {
      const r = await h.api("DELETE", `/v3/floor-plans/${id}`, { token });
      expect(r.status, id).toBe(400);
      expect(r.body.error.fields, id).toHaveProperty("planId");
    }
  });

  it("refuses signed-URL sizes out of range", async () => {
    for (const [field, n] of [
      ["maxWidth", "1e308"],
      ["maxHeight", "2147483648"],
      ["maxWidth", "1e400"],
      ["businessId", "9223372036854775808"],
    ] as const) {
      const raw = `{"businessId":${field === "businessId" ? n : cafeId},"filename":"a.png","type":"image/png"${
        field === "businessId" ? "" : `,"${field}":${n}`
      }}`;
      const r = await send("POST", "/v3/files/signedurl", raw);
      expect(r.status, `${field}=${n}`).toBe(400);
      expect(r.body.error.fields, `${field}=${n}`).toHaveProperty(field);
    }
  });
});
