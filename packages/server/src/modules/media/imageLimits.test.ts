import { readImageHeader } from "@portico/sdk/rules";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../errors";
import { demoOwner, type Harness, startHarness } from "../../testkit/harness";
import { gifWithLargeFrame, pngOf, upload } from "../../testkit/uploads";
import { IMAGE_DECODES, processImage } from "./images";
import { createSemaphore } from "./semaphore";

const LIMITS = { maxWidth: 2000, maxHeight: 2000 };

describe("image limits hold for every frame, before any decode", () => {
  it("the crafted GIF says 100x100 in its header but holds one 10000x10000 frame", async () => {
    const gif = gifWithLargeFrame(100, 10_000);
    expect(gif.length).toBeLessThan(100_000);
    expect(readImageHeader(gif)).toMatchObject({ type: "image/gif", width: 100, height: 100 });
    expect(await sharp(gif).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    // The same recipe at a decodable size is a real, readable one-colour image.
    const small = await sharp(gifWithLargeFrame(300, 300)).raw().toBuffer({ resolveWithObject: true });
    expect(small.info).toMatchObject({ width: 300, height: 300 });
  });

  it("refuses it with IMAGE_TOO_LARGE quickly and without decoding it (was 0.4-2 GB and 2 s)", async () => {
    const gif = gifWithLargeFrame(100, 10_000);
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const err = await processImage(gif, "image/gif", LIMITS).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({
      status: 400,
      code: "IMAGE_TOO_LARGE",
      extras: { fields: { maxWidth: expect.any(String) } },
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
  });

  it("does not decode a huge later frame of an animation (libvips clips it to the first frame's canvas)", async () => {
    const first = gifWithLargeFrame(100, 100);
    // Header (13 bytes) and colour table (6) of the big one dropped: its frame follows the first one.
    const later = gifWithLargeFrame(100, 10_000).subarray(19);
    const animation = Buffer.concat([first.subarray(0, first.length - 1), later]);
    expect(await sharp(animation, { pages: -1 }).metadata()).toMatchObject({ pages: 2, pageHeight: 100 });
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    expect(await processImage(animation, "image/gif", LIMITS)).toMatchObject({ width: 100, height: 100 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
  });

  it("still takes a GIF within the limits", async () => {
    const img = await processImage(gifWithLargeFrame(500, 500), "image/gif", LIMITS);
    expect(img).toMatchObject({ type: "image/gif", width: 500, height: 500 });
  });

  it("decodes at most two images at a time", async () => {
    const png = await pngOf(1200, 800);
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, IMAGE_DECODES.active);
    }, 1);
    await Promise.all(Array.from({ length: 5 }, () => processImage(png, "image/png", LIMITS)));
    clearInterval(watch);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
    expect(IMAGE_DECODES.active).toBe(0);
  });

  it("a semaphore runs waiting tasks in order and frees its slot after a failure", async () => {
    const sem = createSemaphore(1);
    const order: number[] = [];
    const failed = sem.run(async () => {
      throw new Error("boom");
    });
    const runs = [1, 2, 3].map((n) => sem.run(async () => order.push(n)));
    await expect(failed).rejects.toThrow("boom");
    await Promise.all(runs);
    expect(order).toEqual([1, 2, 3]);
    expect(sem.active).toBe(0);
  });
});

describe("uploads refuse a crafted GIF and bad file names", () => {
  let h: Harness;
  let token: string;
  let bid: number;
  beforeAll(async () => {
    h = await startHarness("pglite");
    const owner = await demoOwner(h);
    token = owner.token;
    bid = owner.cafeId;
  });
  afterAll(() => h?.close());

  it("answers 400 IMAGE_TOO_LARGE to the GIF with a 10000x10000 frame behind a 100x100 screen", async () => {
    const { put } = await upload(h, token, bid, gifWithLargeFrame(100, 10_000), "image/gif");
    expect(put.status).toBe(400);
    expect(put.body.error.code).toBe("IMAGE_TOO_LARGE");
  });

  it("answers 400 naming filename to NUL, other control characters and path separators", async () => {
    for (const filename of [
      "a\u0000.png",
      "a\u0001.png",
      "line\n.png",
      "../etc/passwd",
      "..\\boot.ini",
      "a\u007f.png",
    ]) {
      const r = await h.api("POST", "/v3/files/signedurl", {
        token,
        body: { businessId: bid, filename, type: "image/png" },
      });
      expect(r.status, filename).toBe(400);
      expect(r.body.error).toMatchObject({ code: "VALIDATION_FAILED", fields: { filename: expect.any(String) } });
    }
    const ok = await h.api("POST", "/v3/files/signedurl", {
      token,
      body: { businessId: bid, filename: "菜單 (1).png", type: "image/png" },
    });
    expect(ok.status).toBe(201);
  });
});
