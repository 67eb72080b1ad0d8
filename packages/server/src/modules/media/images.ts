import { IMAGE_VARIANT_WIDTHS, type ImageVariant, readImageHeader } from "@portico/sdk/rules";
import sharp from "sharp";
import { HttpError } from "../../errors";

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

/**
 * Checks that the bytes really are an image of the announced type within the limits (header first, so that
 * an oversized image is refused before it is decoded), then makes the large, medium and small variants.
 * A GIF's variants are PNG (its first frame).
 */
export async function processImage(
  bytes: Buffer,
  announced: string,
  limits: { maxWidth: number; maxHeight: number },
): Promise<ProcessedImage> {
  const head = readImageHeader(bytes.subarray(0, 65536));
  if (!head || head.type !== announced) throw invalidFileType();
  if (head.width > limits.maxWidth || head.height > limits.maxHeight) {
    const field = head.width > limits.maxWidth ? "maxWidth" : "maxHeight";
    throw new HttpError(400, "IMAGE_TOO_LARGE", `The image is ${head.width}x${head.height} pixels`, {
      userMessage: `at most ${limits.maxWidth}x${limits.maxHeight}`,
      fields: { [field]: `at most ${field === "maxWidth" ? limits.maxWidth : limits.maxHeight} pixels` },
    });
  }
  const format = head.type === "image/jpeg" ? "jpeg" : head.type === "image/webp" ? "webp" : "png";
  try {
    const entries = await Promise.all(
      (Object.keys(IMAGE_VARIANT_WIDTHS) as ImageVariant[]).map(async (v) => {
        const out = await sharp(bytes, { failOn: "error" })
          .rotate()
          .resize({ width: IMAGE_VARIANT_WIDTHS[v], withoutEnlargement: true })
          .toFormat(format)
          .toBuffer();
        return [v, out] as const;
      }),
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
