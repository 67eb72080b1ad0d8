/** Upload limits of the specification (part 3 sections 5 and 9; part 1 section 5): sizes, dimensions, variants. */

/** Default image size limit: "2MB". */
export const DEFAULT_IMAGE_MAX_SIZE = "2MB";
/** Default image width and height limits in pixels. */
export const DEFAULT_IMAGE_MAX_WIDTH = 2000;
export const DEFAULT_IMAGE_MAX_HEIGHT = 2000;
/** Default video size limit: "50MB". */
export const DEFAULT_VIDEO_MAX_SIZE = "50MB";
/** Banner image limits: 500 KB, 600x600. */
export const BANNER_IMAGE_LIMITS = { maxSize: "500KB", maxWidth: 600, maxHeight: 600 } as const;
/** Favicon limits: 200 KB, 96 px. */
export const FAVICON_IMAGE_LIMITS = { maxSize: "200KB", maxWidth: 96, maxHeight: 96 } as const;
/** Picture search page size. */
export const PICTURE_SEARCH_PAGE_SIZE = 20;
/** The message for a file that is not a readable image (spec text, also the i18n key). */
export const INVALID_FILE_TYPE = "Invalid file type";
/** The message when an upload has no business (spec text, also the i18n key). */
export const NO_BUSINESS_FOR_UPLOAD = "Cannot get correct business!";

const UNITS: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/**
 * Parses a size such as "2MB", "500KB", "1.5 GB" or "300" (bytes) into bytes; units KB, MB and GB are
 * binary (1 KB = 1024 bytes), case-insensitive. Returns null for anything else.
 * @example
 * parseFileSize("2MB"); // 2097152
 * parseFileSize("500kb"); // 512000
 * parseFileSize("two"); // null
 */
export function parseFileSize(text: string | number): number | null {
  if (typeof text === "number") return Number.isFinite(text) && text >= 0 ? Math.floor(text) : null;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|MB|GB)?\s*$/i.exec(text);
  if (!m) return null;
  return Math.floor(Number(m[1]) * UNITS[(m[2] ?? "B").toUpperCase()]!);
}

/**
 * Formats bytes with the largest unit that keeps the number at least 1 ("2MB", "500KB", "1.5GB").
 * @example formatFileSize(2097152); // "2MB"
 */
export function formatFileSize(bytes: number): string {
  for (const unit of ["GB", "MB", "KB"] as const) {
    const n = bytes / UNITS[unit]!;
    if (n >= 1) return `${Number(n.toFixed(1))}${unit}`;
  }
  return `${bytes}B`;
}

/** The image variant sizes. */
export type ImageVariant = "large" | "medium" | "small";

/** Widest side of each variant in pixels (the server resizes to these). */
export const IMAGE_VARIANT_WIDTHS: Record<ImageVariant, number> = { large: 1280, medium: 640, small: 320 };

/**
 * Which variant the image picker uses for a configured maximum width: at least 1280 large, at least 640
 * medium, otherwise small.
 * @example pickImageVariant(2000); // "large"
 */
export function pickImageVariant(maxWidth: number): ImageVariant {
  if (maxWidth >= 1280) return "large";
  if (maxWidth >= 640) return "medium";
  return "small";
}

/** Limits of one image upload. */
export interface ImageLimits {
  /** "2MB"-style size (or bytes). */
  maxSize?: string | number;
  maxWidth?: number;
  maxHeight?: number;
}

/** What {@link checkImageLimits} reports: the form error names of the specification. */
export type ImageLimitProblem = "maxSize" | "maxWidth" | "maxHeight";

/**
 * Checks an image's size and dimensions against the limits (defaults 2MB, 2000x2000) and returns the first
 * violation as the specification names it (maxSize, maxWidth, maxHeight), or null when it fits.
 * @example
 * checkImageLimits({ size: 3_000_000, width: 100, height: 100 }); // "maxSize"
 * checkImageLimits({ size: 1000, width: 700, height: 10 }, { maxWidth: 600 }); // "maxWidth"
 */
export function checkImageLimits(
  image: { size: number; width: number; height: number },
  limits: ImageLimits = {},
): ImageLimitProblem | null {
  const maxSize = parseFileSize(limits.maxSize ?? DEFAULT_IMAGE_MAX_SIZE) ?? parseFileSize(DEFAULT_IMAGE_MAX_SIZE)!;
  if (image.size > maxSize) return "maxSize";
  if (image.width > (limits.maxWidth ?? DEFAULT_IMAGE_MAX_WIDTH)) return "maxWidth";
  if (image.height > (limits.maxHeight ?? DEFAULT_IMAGE_MAX_HEIGHT)) return "maxHeight";
  return null;
}
