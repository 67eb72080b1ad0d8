import { clearCookie, getCookie, setCookie } from "@portico/react";

/** The console's session: the access token lives in the `token` cookie (the specification's bearer token from a cookie). */

/** The current access token, or null when signed out. */
export function getToken(): string | null {
  return getCookie("token") || null;
}

/** Stores the token so that the cookie expires with it (SameSite=Lax, path /). */
export function saveToken(token: string, expiresIn: number): void {
  setCookie("token", token, expiresIn);
}

/** Forgets the session: the token and useragent cookies. */
export function clearSession(): void {
  clearCookie("token");
  clearCookie("useragent");
}
