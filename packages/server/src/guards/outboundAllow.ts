import type { ServerContext } from "../context";

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** A URL or prefix as the WHATWG parser writes it (`..` resolved, host lower-cased, root `/` added), else as given. */
function normalized(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/**
 * The URL prefixes the server may fetch even when they name an internal address. `PORTICO_OUTBOUND_ALLOW`
 * (comma-separated URL prefixes) replaces the default when set, empty included; the default is only the
 * development server's own OAuth2 provider (`<publicUrl>/dev/oauth2/`, under each loopback name when the
 * public URL is a loopback one, since the demo app is seeded with `localhost` while the server may listen
 * on 127.0.0.1), and nothing when that provider is off (a real SMTP relay is configured).
 * @example outboundAllowList(ctx); // ["http://127.0.0.1:8080/dev/oauth2/", "http://localhost:8080/dev/oauth2/", ...]
 */
export function outboundAllowList(
  ctx: Pick<ServerContext, "publicUrl" | "sink">,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const set = env.PORTICO_OUTBOUND_ALLOW;
  if (set !== undefined)
    return set
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .map(normalized);
  if (!ctx.sink) return [];
  const own = new URL("/dev/oauth2/", ctx.publicUrl());
  if (!LOOPBACK_NAMES.includes(own.hostname)) return [own.href];
  return LOOPBACK_NAMES.map((host) => {
    const u = new URL(own);
    u.hostname = host;
    return u.href;
  });
}

/** True when `url`, normalised, starts with one of the allow-list's prefixes. */
export function isAllowListed(url: string | URL, allow: readonly string[]): boolean {
  const href = normalized(String(url));
  return allow.some((prefix) => href.startsWith(normalized(prefix)));
}
