import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoOwner, type Harness, startHarness } from "./testkit/harness";
import { findMalformedString, findNonFinite } from "./wellFormedInput";

describe("findMalformedString / findNonFinite", () => {
  it("name the first bad string, key or number by its path", () => {
    expect(findMalformedString({ a: ["ok", "x\u0000"] })).toBe("a/1");
    expect(findMalformedString({ p: { name: "\ud800" } })).toBe("p/name");
    expect(findMalformedString({ p: { "k\udc00": 1 } })).toBe("p/k\udc00");
    expect(findMalformedString("\udc00\ud800")).toBe("_");
    expect(findMalformedString({ s: "café 😀 漢字", n: 1, z: null })).toBeUndefined();
    expect(findNonFinite({ ids: [1, Number.POSITIVE_INFINITY] })).toBe("ids/1");
    expect(findNonFinite({ ids: [1, 2], s: "Infinity" })).toBeUndefined();
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
