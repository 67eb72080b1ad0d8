import {
  checkImageLimits,
  DEFAULT_IMAGE_MAX_HEIGHT,
  DEFAULT_IMAGE_MAX_SIZE,
  DEFAULT_IMAGE_MAX_WIDTH,
  formatFileSize,
  INVALID_FILE_TYPE,
  parseFileSize,
  readImageHeader,
} from "@portico/sdk/rules";

/** A problem found in the browser before uploading: the message key and its values. */
export interface FileProblem {
  /** The spec's form error name ("maxSize", "maxWidth", "maxHeight") or "type". */
  kind: "maxSize" | "maxWidth" | "maxHeight" | "type";
  key: string;
  values?: Record<string, string | number>;
}

/** Limits of an image upload as the widget's props give them. */
export interface ImageUploadLimits {
  maxSize?: string;
  maxWidth?: number;
  maxHeight?: number;
}

// Blob.arrayBuffer is missing in some test DOMs; FileReader is everywhere.
function readHead(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, 65536);
  if (typeof part.arrayBuffer === "function") return part.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(new Uint8Array(r.result as ArrayBuffer));
    r.onerror = () => reject(r.error);
    r.readAsArrayBuffer(part);
  });
}

/**
 * Checks a chosen file in the browser before any upload: it must be a readable image ('Invalid file type'),
 * then within maxSize, maxWidth and maxHeight (2MB and 2000x2000 by default). Resolves to null when it fits.
 */
export async function inspectImageFile(file: Blob, limits: ImageUploadLimits): Promise<FileProblem | null> {
  const head = readImageHeader(await readHead(file));
  if (!head) return { kind: "type", key: INVALID_FILE_TYPE };
  return limitProblem({ size: file.size, width: head.width, height: head.height }, limits);
}

/** The first of maxSize, maxWidth, maxHeight an image breaks, as a message key with its limit; else null. */
export function limitProblem(
  image: { size: number; width: number; height: number },
  limits: ImageUploadLimits,
): FileProblem | null {
  const maxSize = limits.maxSize ?? DEFAULT_IMAGE_MAX_SIZE;
  const problem = checkImageLimits(image, limits);
  if (problem === "maxSize") {
    const bytes = parseFileSize(maxSize) ?? parseFileSize(DEFAULT_IMAGE_MAX_SIZE)!;
    return { kind: "maxSize", key: "upload.maxSize", values: { max: formatFileSize(bytes) } };
  }
  if (problem === "maxWidth") {
    return { kind: "maxWidth", key: "upload.maxWidth", values: { max: limits.maxWidth ?? DEFAULT_IMAGE_MAX_WIDTH } };
  }
  if (problem === "maxHeight") {
    return {
      kind: "maxHeight",
      key: "upload.maxHeight",
      values: { max: limits.maxHeight ?? DEFAULT_IMAGE_MAX_HEIGHT },
    };
  }
  return null;
}
