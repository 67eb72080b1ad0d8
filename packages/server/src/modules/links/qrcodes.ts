import QRCode from "qrcode";

// A link's QR code depends only on its URL; the list asks for the same ones again and again.
const cache = new Map<string, string>();
const CACHE_MAX = 2000;

/**
 * The QR code of `url` as a `data:image/png;base64,...` URL (error correction M, 4-module margin).
 * @example const png = await qrDataUrl("http://127.0.0.1:8080/s/k3Xq9Zp2");
 */
export async function qrDataUrl(url: string): Promise<string> {
  const hit = cache.get(url);
  if (hit) return hit;
  const png = await QRCode.toDataURL(url, { type: "image/png", errorCorrectionLevel: "M", margin: 4, width: 256 });
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(url, png);
  return png;
}
