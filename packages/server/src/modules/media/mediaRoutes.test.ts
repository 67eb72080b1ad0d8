import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { fakeMp4, pngOf, putUpload, upload } from "../../testkit/uploads";

describe.each(backends)("uploads and media on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let bid: number;
  const get = (path: string) => fetch(h.url + path);

  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Media Bistro" } } })).body
      .id;
  });
  afterAll(() => h?.close());

  it("tells the allowed types and limits (2MB, 2000x2000, video 50MB)", async () => {
    const r = await h.api("GET", "/v3/files/allowedkey", { token: owner });
    expect(r.status).toBe(200);
    expect(r.body.image).toMatchObject({ maxSize: 2 * 1024 * 1024, maxWidth: 2000, maxHeight: 2000 });
    expect(r.body.image.types).toContain("image/png");
    expect(r.body.video.maxSize).toBe(50 * 1024 * 1024);
    expect((await h.api("GET", "/v3/files/allowedkey")).status).toBe(401);
  });

  it("uploads an image through a signed URL and makes large, medium and small variants", async () => {
    const before = Math.floor(h.server.ctx.now() / 1000);
    const { signed, put } = await upload(h, owner, bid, await pngOf(1600, 900));
    expect(signed.expiresTs - before).toBeGreaterThanOrEqual(900);
    expect(signed.expiresTs - Math.floor(h.server.ctx.now() / 1000)).toBeLessThanOrEqual(900);
    expect(signed.uploadUrl).toMatch(/\/assets\/uploads\/f_[0-9a-f]{16}\?expires=\d+&sig=[0-9a-f]{64}$/);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ fileId: signed.fileId, fileUrl: signed.fileUrl, width: 1600, height: 900 });
    const widths = await Promise.all(
      (["large", "medium", "small"] as const).map(async (v) => {
        const res = await get(put.body.variants[v]);
        expect(res.headers.get("content-type")).toBe("image/png");
        return (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;
      }),
    );
    expect(widths).toEqual([1280, 640, 320]);
    expect((await get(put.body.fileUrl)).status).toBe(200);
    // Only registered uploads are in "My files".
    expect((await h.api("GET", `/v3/businesses/${bid}/files`, { token: owner })).body.files).toEqual([]);
    const reg = await h.api("POST", `/v3/businesses/${bid}/files`, { token: owner, body: { fileId: put.body.fileId } });
    expect(reg.status).toBe(201);
    const list = await h.api("GET", `/v3/businesses/${bid}/files`, { token: owner });
    expect(list.body).toMatchObject({ total: 1, files: [{ fileId: put.body.fileId, filename: "picture.png" }] });
    // A signed URL serves once.
    expect((await putUpload(signed.uploadUrl, await pngOf(10, 10), "image/png")).status).toBe(409);
  });

  it("stores one file when one signed URL is PUT twice at once, and lets a failed PUT be tried again", async () => {
    const sign = async () =>
      (
        await h.api("POST", "/v3/files/signedurl", {
          token: owner,
          body: { businessId: bid, filename: "twice.png", type: "image/png" },
        })
      ).body;
    const signed = await sign();
    const [a, b] = await Promise.all([pngOf(300, 200), pngOf(200, 300)]);
    const both = await Promise.all([
      putUpload(signed.uploadUrl, a, "image/png"),
      putUpload(signed.uploadUrl, b, "image/png"),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const retried = await sign();
    expect((await putUpload(retried.uploadUrl, Buffer.from("not a png"), "image/png")).status).toBe(415);
    expect((await putUpload(retried.uploadUrl, a, "image/png")).status).toBe(200);
  });

  it("refuses a tampered signature or file id and an expired URL", async () => {
    const signed = (
      await h.api("POST", "/v3/files/signedurl", {
        token: owner,
        body: { businessId: bid, filename: "a.png", type: "image/png" },
      })
    ).body;
    const png = await pngOf(20, 20);
    const badSig = signed.uploadUrl.replace(/sig=(.)/, (_: string, c: string) => `sig=${c === "a" ? "b" : "a"}`);
    expect((await putUpload(badSig, png, "image/png")).body.error.code).toBe("UPLOAD_URL_INVALID");
    const later = signed.uploadUrl.replace(/expires=(\d+)/, (_: string, n: string) => `expires=${Number(n) + 3600}`);
    expect((await putUpload(later, png, "image/png")).body.error.code).toBe("UPLOAD_URL_INVALID");
    const other = signed.uploadUrl.replace(/f_[0-9a-f]{16}/, "f_0000000000000000");
    expect((await putUpload(other, png, "image/png")).status).toBe(403);
    h.advance(15 * 60 + 1);
    const expired = await putUpload(signed.uploadUrl, png, "image/png");
    expect(expired.status).toBe(403);
    expect(expired.body.error.code).toBe("UPLOAD_URL_EXPIRED");
  });

  it("refuses an oversized image (2MB by default, or the tighter limit asked for)", async () => {
    const big = await pngOf(1000, 1000, true);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const r = await upload(h, owner, bid, big);
    expect(r.put.status).toBe(413);
    expect(r.put.body.error).toMatchObject({ code: "FILE_TOO_LARGE", fields: { maxSize: "at most 2MB" } });
    const banner = await upload(h, owner, bid, await pngOf(300, 300, true), "image/png", { maxSize: "100KB" });
    expect(banner.signed.maxSize).toBe(102400);
    expect(banner.put.status).toBe(413);
    expect(banner.put.body.error.fields).toEqual({ maxSize: "at most 100KB" });
    // Asking for more than the server allows gets the server's limit.
    const more = await h.api("POST", "/v3/files/signedurl", {
      token: owner,
      body: { businessId: bid, filename: "a.png", type: "image/png", maxSize: "1GB" },
    });
    expect(more.body.maxSize).toBe(2 * 1024 * 1024);
  });

  it("refuses an image wider or taller than allowed", async () => {
    const wide = await upload(h, owner, bid, await pngOf(2001, 10));
    expect(wide.put.status).toBe(400);
    expect(wide.put.body.error).toMatchObject({ code: "IMAGE_TOO_LARGE", fields: { maxWidth: expect.any(String) } });
    const favicon = await upload(h, owner, bid, await pngOf(96, 97), "image/png", { maxWidth: 96, maxHeight: 96 });
    expect(favicon.put.body.error.fields).toHaveProperty("maxHeight");
  });

  it("answers 'Invalid file type' for what is no image", async () => {
    const text = await upload(h, owner, bid, Buffer.from("just some text, not a picture at all"));
    expect(text.put.status).toBe(415);
    expect(text.put.body.error).toMatchObject({ code: "INVALID_FILE_TYPE", message: "Invalid file type" });
    // A PNG header over garbage does not decode either.
    const head = (await pngOf(10, 10)).subarray(0, 33);
    const broken = await upload(h, owner, bid, Buffer.concat([head, Buffer.alloc(200, 7)]));
    expect(broken.put.body.error.code).toBe("INVALID_FILE_TYPE");
    const pdf = await h.api("POST", "/v3/files/signedurl", {
      token: owner,
      body: { businessId: bid, filename: "a.pdf", type: "application/pdf" },
    });
    expect(pdf.status).toBe(415);
    // The bytes must be of the announced type.
    const signed = (
      await h.api("POST", "/v3/files/signedurl", {
        token: owner,
        body: { businessId: bid, filename: "a.png", type: "image/png" },
      })
    ).body;
    expect((await putUpload(signed.uploadUrl, await pngOf(10, 10), "image/jpeg")).status).toBe(415);
  });

  it("searches pictures in pages of 20 and copies a pick into own storage", async () => {
    const all = await h.api("GET", `/v3/businesses/${bid}/pic/`, { token: owner });
    expect(all.body.pictures).toHaveLength(20);
    const page2 = await h.api("GET", `/v3/businesses/${bid}/pic/?page=2`, { token: owner });
    expect(page2.body.pictures).toHaveLength(all.body.total - 20);
    const beach = await h.api("GET", `/v3/businesses/${bid}/pic/?keywords=beach`, { token: owner });
    expect(beach.body.total).toBe(2);
    expect(beach.body.pictures.every((p: { tags: string[] }) => p.tags.includes("beach"))).toBe(true);
    expect((await h.api("GET", `/v3/businesses/${bid}/pic/?keywords=zzzz`, { token: owner })).body.total).toBe(0);
    const thumb = await get(beach.body.pictures[0].thumbUrl);
    expect(thumb.headers.get("content-type")).toBe("image/jpeg");

    const pick = await h.api("POST", `/v3/businesses/${bid}/pic/beach-1/copy`, { token: owner });
    expect(pick.status).toBe(201);
    expect(pick.body).toMatchObject({ source: "picture", width: 1600, height: 1067, type: "image/jpeg" });
    expect(pick.body.fileUrl).toMatch(new RegExp(`^/assets/uploads/${bid}/f_`));
    const copy = Buffer.from(await (await get(pick.body.fileUrl)).arrayBuffer());
    const original = Buffer.from(await (await get(beach.body.pictures[0].url)).arrayBuffer());
    expect(copy.equals(original)).toBe(true);
    const list = await h.api("GET", `/v3/businesses/${bid}/files`, { token: owner });
    expect(list.body.files[0].fileId).toBe(pick.body.fileId);
    expect((await h.api("POST", `/v3/businesses/${bid}/pic/nope-9/copy`, { token: owner })).status).toBe(404);
  });

  it("deletes a file with its variants", async () => {
    const pick = (await h.api("POST", `/v3/businesses/${bid}/pic/coffee-2/copy`, { token: owner })).body;
    expect((await get(pick.variants.small)).status).toBe(200);
    const del = await h.api("DELETE", `/v3/businesses/${bid}/files/${pick.fileId}`, { token: owner });
    expect(del.body).toEqual({ ok: true });
    expect((await get(pick.fileUrl)).status).toBe(404);
    expect((await get(pick.variants.small)).status).toBe(404);
    const list = await h.api("GET", `/v3/businesses/${bid}/files`, { token: owner });
    expect(list.body.files.map((f: { fileId: string }) => f.fileId)).not.toContain(pick.fileId);
    expect((await h.api("DELETE", `/v3/businesses/${bid}/files/${pick.fileId}`, { token: owner })).status).toBe(404);
  });

  it("hands a video to the video host, lists and deletes it", async () => {
    const v = await upload(h, owner, bid, fakeMp4(), "video/mp4");
    expect(v.put.status).toBe(200);
    expect(v.put.body).toMatchObject({ fileName: "clip.mp4", fileUrl: expect.stringMatching(/^\/assets\/videos\//) });
    expect((await get(v.put.body.fileUrl)).headers.get("content-type")).toBe("video/mp4");
    const list = await h.api("GET", `/v3/businesses/${bid}/videos`, { token: owner });
    expect(list.body.map((x: { fileId: string }) => x.fileId)).toEqual([v.put.body.fileId]);
    const del = await h.api("DELETE", `/v3/businesses/${bid}/videos/${v.put.body.fileId}`, { token: owner });
    expect(del.status).toBe(200);
    expect((await h.api("GET", `/v3/businesses/${bid}/videos`, { token: owner })).body).toEqual([]);
    expect((await get(v.put.body.fileUrl)).status).toBe(404);
    const notVideo = await upload(h, owner, bid, Buffer.from("plain text"), "video/mp4");
    expect(notVideo.put.body.error.code).toBe("INVALID_FILE_TYPE");
  });

  it("keeps the video host's own API behind its key", async () => {
    expect((await get(`/video-host/queryVideos/${bid}`)).status).toBe(403);
  });
});
