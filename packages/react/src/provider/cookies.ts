import { readCookie } from "../i18n/detectLocale";

/** Reads a browser cookie (null on a server or when absent). */
export function getCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  return readCookie(document.cookie, name);
}

/** Sets a cookie on path / for `maxAgeSeconds` (a year by default). */
export function setCookie(name: string, value: string, maxAgeSeconds = 31536000): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: the console keeps its session in plain cookies (spec); the Cookie Store API is not everywhere
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}

/** Deletes a cookie on path /. */
export function clearCookie(name: string): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}
