import {
  DEFAULT_IMAGE_MAX_HEIGHT,
  DEFAULT_IMAGE_MAX_SIZE,
  DEFAULT_IMAGE_MAX_WIDTH,
  DEFAULT_VIDEO_MAX_SIZE,
  parseFileSize,
} from "@portico/sdk/rules";
import { VIDEO_EXTENSIONS } from "../../providers/videoHost/localVideoHost";
import { IMAGE_EXTENSIONS } from "./images";
import { UPLOAD_URL_TTL } from "./signing";

/** The server's image size limit in bytes (2MB): a signed-URL request may only tighten it. */
export const IMAGE_MAX_BYTES = parseFileSize(DEFAULT_IMAGE_MAX_SIZE)!;
/** The server's video size limit in bytes (50MB). */
export const VIDEO_MAX_BYTES = parseFileSize(DEFAULT_VIDEO_MAX_SIZE)!;

/** Browsers and tools say image/jpg or image/pjpeg now and then. */
export const normaliseType = (t: string) => {
  const s = t.trim().toLowerCase();
  return s === "image/jpg" || s === "image/pjpeg" ? "image/jpeg" : s;
};

/** The contract's AllowedKey: what GET /v3/files/allowedkey answers. */
export function allowedKey() {
  return {
    image: {
      types: Object.keys(IMAGE_EXTENSIONS),
      maxSize: IMAGE_MAX_BYTES,
      maxWidth: DEFAULT_IMAGE_MAX_WIDTH,
      maxHeight: DEFAULT_IMAGE_MAX_HEIGHT,
    },
    video: { types: Object.keys(VIDEO_EXTENSIONS), maxSize: VIDEO_MAX_BYTES },
    expiresIn: UPLOAD_URL_TTL,
  };
}
