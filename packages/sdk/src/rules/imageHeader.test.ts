import { describe, expect, it } from "vitest";
import { readImageHeader } from "./imageHeader";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

describe("readImageHeader", () => {
  it("reads a PNG's IHDR", () => {
    const png = bytes([0x89], "PNG", [13, 10, 26, 10], be32(13), "IHDR", be32(2400), be32(1200));
    expect(readImageHeader(png)).toEqual({ type: "image/png", width: 2400, height: 1200 });
  });

  it("reads a GIF's logical screen", () => {
    expect(readImageHeader(bytes("GIF89a", [0x40, 0x01, 0xf0, 0x00]))).toEqual({
      type: "image/gif",
      width: 320,
      height: 240,
    });
  });

  it("walks a JPEG's markers to the start of frame", () => {
    const app0 = [0xff, 0xe0, 0, 16, ...new Array(14).fill(0)];
    const sof0 = [0xff, 0xc0, 0, 17, 8, 0x02, 0x58, 0x03, 0x20, 3, ...new Array(9).fill(0)];
    expect(readImageHeader(bytes([0xff, 0xd8], app0, sof0))).toEqual({ type: "image/jpeg", width: 800, height: 600 });
  });

  it("reads a WebP VP8X canvas", () => {
    const webp = bytes("RIFF", [0, 0, 0, 0], "WEBP", "VP8X", [10, 0, 0, 0], [0, 0, 0, 0], [99, 0, 0], [49, 0, 0]);
    expect(readImageHeader(webp)).toEqual({ type: "image/webp", width: 100, height: 50 });
  });

  it("refuses what is no image (the spec's 'Invalid file type')", () => {
    expect(readImageHeader(bytes("%PDF-1.7 not an image at all"))).toBeNull();
    expect(readImageHeader(bytes("hello"))).toBeNull();
    expect(readImageHeader(new Uint8Array())).toBeNull();
    expect(readImageHeader(bytes([0xff, 0xd8, 0xff], "garbage-garbage"))).toBeNull();
  });
});
