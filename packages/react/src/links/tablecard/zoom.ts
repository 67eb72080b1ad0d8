import { BASE_WIDTH } from "./templates";

/** Zoom in multiplies by 1.1, out by 0.9 (part 1 section 9). */
export const ZOOM_IN = 1.1;
/** See {@link ZOOM_IN}. */
export const ZOOM_OUT = 0.9;
/** The zoom range the buttons stay in (display pixels per design pixel). */
export const MIN_ZOOM = 0.05;
/** See {@link MIN_ZOOM}. */
export const MAX_ZOOM = 2;

const clamp = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));
/** One step in. */
export const zoomIn = (z: number) => clamp(z * ZOOM_IN);
/** One step out. */
export const zoomOut = (z: number) => clamp(z * ZOOM_OUT);

/** The zoom that shows the whole design inside a box (never above 1). */
export function fitZoom(boxWidth: number, boxHeight: number, width: number, height: number): number {
  if (boxWidth <= 0 || boxHeight <= 0) return MIN_ZOOM;
  return clamp(Math.min(1, boxWidth / width, boxHeight / height));
}

/**
 * The toDataURL multiplier that turns the displayed canvas into a PNG exactly {@link BASE_WIDTH} px wide:
 * 2480 / displayed width, nudged up a hair so that float rounding never truncates the result to 2479 px.
 * @example canvas.toDataURL({ format: "png", multiplier: exportMultiplier(canvas.width) })
 */
export function exportMultiplier(displayedWidth: number): number {
  return (BASE_WIDTH + 1e-3) / displayedWidth;
}

/** The pixel size a canvas element gets for a float size (what the browser does: truncation). */
export const pixelsOf = (displayed: number, multiplier: number) => Math.trunc(displayed * multiplier);

/** The PNG's width and height from its IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || sig.some((b, i) => bytes[i] !== b)) return null;
  if (String.fromCharCode(...bytes.slice(12, 16)) !== "IHDR") return null;
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: v.getUint32(16), height: v.getUint32(20) };
}

/** The bytes of a `data:image/png;base64,...` URL. */
export function dataUrlBytes(dataUrl: string): Uint8Array {
  const b64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/**
 * Whether this browser can export a canvas as PNG: it has toDataURL and toBlob and they really encode (a
 * canvas-less environment answers nothing or `data:,`).
 */
export function canExportPng(doc: Document = document): boolean {
  try {
    const c = doc.createElement("canvas");
    if (typeof c.toDataURL !== "function" || typeof c.toBlob !== "function") return false;
    c.width = 1;
    c.height = 1;
    return String(c.toDataURL("image/png") ?? "").startsWith("data:image/png");
  } catch {
    return false;
  }
}
