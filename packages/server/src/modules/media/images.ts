import { IMAGE_VARIANT_WIDTHS, type ImageVariant, readImageHeader } from "@portico/sdk/rules";
import sharp from "sharp";
import { HttpError } from "../../errors";
import { createSemaphore } from "./semaphore";

/** Image MIME types accepted for upload, with their file extension. */
export const IMAGE_EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** An image ready to store: its type, dimensions and the bytes of each variant. */
export interface ProcessedImage {
  type: string;
  ext: string;
  width: number;
  height: number;
  variants: Record<ImageVariant, Buffer>;
}

/** The spec's 'Invalid file type' answer. */
export const invalidFileType = () => new HttpError(415, "INVALID_FILE_TYPE", "Invalid file type");

/** Decodes at once: each holds a full frame in memory (up to 2000x2000x4 bytes, more while resizing). */
export const IMAGE_DECODES = createSemaphore(2);

const tooLarge = (width: number, height: number, limits: { maxWidth: number; maxHeight: number }) => {
  const field = width > limits.maxWidth ? "maxWidth" : "maxHeight";
  return new HttpError(400, "IMAGE_TOO_LARGE", `The image is ${width}x${height} pixels`, {
    userMessage: `at most ${limits.maxWidth}x${limits.maxHeight}`,
    fields: { [field]: `at most ${field === "maxWidth" ? limits.maxWidth : limits.maxHeight} pixels` },
  });
};

/**
 * The size of the largest frame as the decoder sees it, from headers only. A GIF's logical screen (what
 * `readImageHeader` reads) may say 100x100 while a frame is 10000x10000; libvips reports the frames' extent,
 * and `pageHeight` is one frame of an animation.
 */
async function frameSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(bytes, { pages: -1, limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw invalidFileType();
    return { width: meta.width, height: meta.pageHeight ?? meta.height };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw invalidFileType();
  }
}

/**
 * Checks that the bytes really are an image of the announced type within the limits (header and every
 * frame's size first, so that an oversized image is refused before it is decoded), then makes the large,
 * medium and small variants, at most two images at a time. A GIF's variants are PNG (its first frame).
 */
export async function processImage(
  bytes: Buffer,
  announced: string,
  limits: { maxWidth: number; maxHeight: number },
): Promise<ProcessedImage> {
  const head = readImageHeader(bytes.subarray(0, 65536));
  if (!head || head.type !== announced) throw invalidFileType();
  if (head.width > limits.maxWidth || head.height > limits.maxHeight) throw tooLarge(head.width, head.height, limits);
  // Every frame is checked before anything is decoded; the decoder is then held to the same pixel count.
  const frame = await frameSize(bytes);
  if (frame.width > limits.maxWidth || frame.height > limits.maxHeight)
    throw tooLarge(frame.width, frame.height, limits);
  const format = head.type === "image/jpeg" ? "jpeg" : head.type === "image/webp" ? "webp" : "png";
  const limitInputPixels = limits.maxWidth * limits.maxHeight;
  try {
    const entries = await IMAGE_DECODES.run(() =>
      Promise.all(
        (Object.keys(IMAGE_VARIANT_WIDTHS) as ImageVariant[]).map(async (v) => {
          const out = await sharp(bytes, { failOn: "error", limitInputPixels })
            .rotate()
            .resize({ width: IMAGE_VARIANT_WIDTHS[v], withoutEnlargement: true })
            .toFormat(format)
            .toBuffer();
          return [v, out] as const;
        }),
      ),
    );
    return {
      type: head.type,
      ext: IMAGE_EXTENSIONS[head.type]!,
      width: head.width,
      height: head.height,
      variants: Object.fromEntries(entries) as Record<ImageVariant, Buffer>,
    };
  } catch {
    // The header looked right but the image does not decode.
    throw invalidFileType();
  }
}

/** The extension of a variant's file. */
export const variantExt = (ext: string) => (ext === "gif" ? "png" : ext);
