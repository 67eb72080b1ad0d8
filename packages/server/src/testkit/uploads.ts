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
