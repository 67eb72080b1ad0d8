import { deflateSync } from "node:zlib";

// CRC-32 of PNG chunks.
const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/**
 * A real RGB PNG of the given size (tests only): flat colour, or noise when `noisy` so that it stays large.
 * Written by hand so that widget tests need no image library.
 */
export function testPng(width: number, height: number, noisy = false): Uint8Array {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  let x = 11;
  for (let y = 0; y < height; y++) {
    for (let i = 1; i < row; i++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      raw[y * row + i] = noisy ? x >> 16 : i % 3 === 1 ? 63 : 167;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: noisy ? 0 : 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}

/** The first bytes of an mp4 (ISO media "ftyp") and a payload (tests only). */
export function testMp4(size = 2048): Uint8Array {
  const b = new Uint8Array(12 + size).fill(1);
  b.set([0, 0, 0, 0x18, ...Array.from("ftypisom", (c) => c.charCodeAt(0))], 0);
  return b;
}
