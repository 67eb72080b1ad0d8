import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";

/** Where the server's own pages may be framed and what else they may reach. */
export interface SecurityHeaderOptions {
  /** `frame-ancestors` sources; default PORTICO_FRAME_ANCESTORS, else `'self'`. */
  frameAncestors?: string;
  /** Other origins the pages load media from or send to (the public URL, a separate video host). */
  extraOrigins?: (string | undefined)[];
  /** Adds `'unsafe-eval'` to script-src: only for serving a dev tool's build (ladle evaluates its config). */
  allowScriptEval?: boolean;
}

const KEYWORD = /^'(self|none)'$/;
// An http(s) origin, optionally with a leading wildcard label (https://*.partner.example) and a port.
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i;

/**
 * Parses PORTICO_FRAME_ANCESTORS: origins (and `'self'` / `'none'`) separated by spaces or commas, each
 * allowed to embed the console and the guest portal in a frame.
 * @throws on anything else, so a typo is found at start rather than by a partner with a blank frame.
 * @example frameAncestorsOf("'self' https://partner.example") // ["'self'", "https://partner.example"]
 */
export function frameAncestorsOf(value: string | undefined): string[] {
  const list = (value ?? "").split(/[\s,]+/).filter(Boolean);
  if (!list.length) return ["'self'"];
  const bad = list.find((s) => !KEYWORD.test(s) && !ORIGIN.test(s));
  if (bad)
    throw new Error(
      `PORTICO_FRAME_ANCESTORS: "${bad}" is not 'self', 'none' or an http(s) origin (https://host[:port])`,
    );
  if (list.includes("'none'") && list.length > 1) throw new Error("PORTICO_FRAME_ANCESTORS: 'none' stands alone");
  return list;
}

/** The http(s) origin of a URL, or nothing (an unset or malformed variable adds no source). */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy of every answer. Scripts only from this origin (the built pages have no inline
 * script); styles also inline, as Radix's scroll lock writes a <style> element and React sets style
 * attributes; owner pictures and map tiles over https; owner iframes in the guest portal over http(s).
 */
export function cspDirectives(opts: SecurityHeaderOptions = {}): Record<string, string[]> {
  const origins = [...new Set(opts.extraOrigins?.map(originOf).filter((o): o is string => Boolean(o)))];
  const sockets = origins.map((o) => o.replace(/^http/, "ws"));
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "script-src": opts.allowScriptEval ? ["'self'", "'unsafe-eval'"] : ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:", ...origins],
    "media-src": ["'self'", "data:", "blob:", "https:", ...origins],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...origins, ...sockets],
    "frame-src": ["'self'", "http:", "https:"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": frameAncestorsOf(opts.frameAncestors ?? process.env.PORTICO_FRAME_ANCESTORS),
  };
}

// Answers that carry an access token must never be kept by a browser or proxy cache.
const TOKEN_FIELD = /"access_token"\s*:/;

/**
 * Registers @fastify/helmet once for every answer: the CSP above, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin` (the guest portal page sends none, see staticSite),
 * HSTS without sub-domains, and `X-Frame-Options` only while nothing but the own origin may frame the pages.
 * Answers under /auth and any JSON with an `access_token` get `Cache-Control: no-store`.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions = {}): Promise<void> {
  const directives = cspDirectives(opts);
  const onlySelf = directives["frame-ancestors"]!.join(" ") === "'self'";
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    // The auth-app preview's popup reports back through window.opener: an opener policy would cut it.
    crossOriginOpenerPolicy: false,
    // Pictures and uploads are embedded by partners' pages (widgets on another origin).
    crossOriginResourcePolicy: { policy: "cross-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
    xFrameOptions: onlySelf ? { action: "sameorigin" } : false,
  });
  app.addHook("onSend", async (req, reply, payload) => {
    const tokenAnswer =
      req.url.startsWith("/auth/") || (typeof payload === "string" && TOKEN_FIELD.test(payload.slice(0, 200)));
    if (tokenAnswer) reply.header("cache-control", "no-store");
    return payload;
  });
}

/**
 * Lets one page's form post lead anywhere over http(s): the development OAuth2 provider's consent form
 * answers with a redirect to the client's redirect_uri, which browsers check against `form-action`.
 */
export function allowFormRedirects(reply: FastifyReply): FastifyReply {
  const csp = String(reply.getHeader("content-security-policy") ?? reply.raw.getHeader("content-security-policy"));
  return reply.header("content-security-policy", csp.replace("form-action 'self'", "form-action 'self' http: https:"));
}
