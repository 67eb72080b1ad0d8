import sharp from "sharp";
import { contractProblems } from "./contractChecker";
import type { Harness } from "./harness";

/** A PNG of the given size (random-ish noise when `noisy`, so that it does not compress to nothing). */
export async function pngOf(width: number, height: number, noisy = false): Promise<Buffer> {
  if (!noisy)
    return sharp({ create: { width, height, channels: 3, background: "#3fa7d6" } })
      .png()
      .toBuffer();
  const raw = Buffer.alloc(width * height * 3);
  let x = 7;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = x >> 16;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** The first bytes of an ISO media (mp4) file and some payload: enough for the video checks. */
export const fakeMp4 = (size = 4096) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(size, 1)]);

/** PUTs bytes to a signed URL; the JSON answer is checked against the contract. */
export async function putUpload(uploadUrl: string, bytes: Uint8Array, type: string) {
  const res = await fetch(uploadUrl, {
    method: "PUT",
    headers: { "content-type": type },
    body: new Uint8Array(bytes) as Uint8Array<ArrayBuffer>,
  });
  const body = await res.json();
  const problems = contractProblems("PUT", new URL(uploadUrl).pathname, res.status, body);
  if (problems.length) throw new Error(problems.join("\n"));
  return { status: res.status, body };
}

/** Asks for a signed URL and PUTs the bytes: the upload as the widget does it. */
export async function upload(
  h: Harness,
  token: string,
  businessId: number,
  bytes: Uint8Array,
  type = "image/png",
  extra: object = {},
) {
  const signed = await h.api("POST", "/v3/files/signedurl", {
    token,
    body: { businessId, filename: type.startsWith("video") ? "clip.mp4" : "picture.png", type, ...extra },
  });
  if (signed.status !== 201) throw new Error(`signed URL refused: ${JSON.stringify(signed.body)}`);
  return { signed: signed.body, put: await putUpload(signed.body.uploadUrl, bytes, type) };
}

/**
 * A one-colour GIF whose logical screen says `screen` pixels square while its one frame is `frame` pixels
 * square: the LZW data is written as ever longer runs (codes 0, 6, 7, 8 ...), so that a 10000x10000 frame
 * takes ~70 kB. Made here rather than kept as a file, so that the test says what the file is.
 */
export function gifWithLargeFrame(screen: number, frame: number): Buffer {
  const u16 = (n: number) => [n & 255, n >> 8];
  const head = [...Buffer.from("GIF89a"), ...u16(screen), ...u16(screen), 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  const descriptor = [0x2c, ...u16(0), ...u16(0), ...u16(frame), ...u16(frame), 0, 2];
  const data: number[] = [];
  let acc = 0;
  let bits = 0;
  let size = 3;
  let next = 6;
  const emit = (code: number) => {
    acc |= code << bits;
    bits += size;
    for (; bits >= 8; bits -= 8, acc >>>= 8) data.push(acc & 255);
  };
  emit(4); // clear
  let left = frame * frame;
  let first = true;
  while (left > 0) {
    // Code 0 is one pixel; code 4+L (made while encoding) is a run of L pixels.
    const run = first ? 1 : Math.min(left, next - 5);
    emit(run === 1 ? 0 : 4 + run);
    left -= run;
    first = false;
    next++;
    if (next > 1 << size && size < 12) size++;
    if (next >= 4000) {
      emit(4);
      size = 3;
      next = 6;
      first = true;
    }
  }
  emit(5); // end of information
  if (bits > 0) data.push(acc & 255);
  const blocks: number[] = [];
  for (let i = 0; i < data.length; i += 255) blocks.push(Math.min(255, data.length - i), ...data.slice(i, i + 255));
  return Buffer.from([...head, ...descriptor, ...blocks, 0, 0x3b]);
}
