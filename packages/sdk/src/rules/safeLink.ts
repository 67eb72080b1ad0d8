/** Options of {@link isSafeLink}. */
export interface SafeLinkOptions {
  /** Also accept a path on the same origin (`/media/a.png`, `a.png`); never `//host` or a scheme. */
  relative?: boolean;
}

// A base that only stands in for "this origin" while a relative link is resolved.
const BASE = "http://relative.invalid/";

/**
 * True when an owner-entered link may be stored and shown to guests: an absolute http(s) URL with a host, or
 * (with `relative`) a path on the same origin. `javascript:`, `data:`, `vbscript:`, `file:` and every other
 * scheme are refused, also when disguised by case, spaces, tabs or newlines (parsed as browsers parse
 * them). An empty value is "no link" and passes: whether a link is required is the form's rule.
 * @example
 * isSafeLink("https://example.com/menu"); // true
 * isSafeLink("javascript:alert(1)"); // false
 * isSafeLink("/media/logo.png", { relative: true }); // true
 */
export function isSafeLink(value: string | null | undefined, o: SafeLinkOptions = {}): boolean {
  const v = (value ?? "").trim();
  if (!v) return true;
  let absolute: URL | null = null;
  try {
    absolute = new URL(v);
  } catch {}
  if (absolute) return (absolute.protocol === "http:" || absolute.protocol === "https:") && Boolean(absolute.host);
  if (!o.relative) return false;
  try {
    const u = new URL(v, BASE);
    return u.origin === new URL(BASE).origin;
  } catch {
    return false;
  }
}
