import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import { escapeHtml } from "../../escapeHtml";
import { openPortalSession } from "./openPortalSession";
import { codeOf, type LoadedSession, loadSession, randomId, toPortalSession } from "./portalSessions";

/** The console build's server renderer of the guest portal (packages/console/src/portal/renderPortal.tsx). */
export interface PortalRenderer {
  renderPortal(
    code: string,
    session: ReturnType<typeof toPortalSession>,
  ): Promise<{ html: string; state: string; lang: string; title: string }>;
}

/** The guest's id across visits and this link's session in this browser (cookies, so the server can resume). */
const GUEST_COOKIE = "portico_guest";
const SESSION_COOKIE = "portico_portal";
const GUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

const cookieOf = (req: FastifyRequest, name: string) =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(req.headers.cookie ?? "")?.[1];

/**
 * The page template: portal.html of the console build with its stylesheets inlined (the portal's CSS is a few kB,
 * all of it critical: the first step paints from the HTML alone, with no request for CSS before it).
 */
export function portalTemplate(staticDir: string): string {
  const html = readFileSync(join(staticDir, "portal.html"), "utf8");
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) => {
    const file = join(staticDir, href.replace(/^\//, ""));
    if (!href.startsWith("/") || href.includes("..") || !existsSync(file)) return tag;
    return `<style>${readFileSync(file, "utf8").replace(/<\/style/gi, "<\\/style")}</style>`;
  });
}

/** Loads the server renderer the console build put beside its static files (dist-ssr), or null without one. */
export async function loadPortalRenderer(staticDir: string): Promise<PortalRenderer | null> {
  const file = join(staticDir, "..", "dist-ssr", "portalRender.js");
  if (!existsSync(file) || !existsSync(join(staticDir, "portal.html"))) return null;
  return (await import(pathToFileURL(file).href)) as PortalRenderer;
}

/** This browser's session of the link when it is still good (a reload, the return from an OAuth2 app), else null. */
async function resumed(ctx: ServerContext, req: FastifyRequest, code: string): Promise<LoadedSession | null> {
  const id = cookieOf(req, SESSION_COOKIE);
  if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) return null;
  try {
    const s = await loadSession(ctx.db, id, Math.floor(ctx.now() / 1000));
    return (await codeOf(ctx.db, s.row)) === code ? s : null;
  } catch {
    return null;
  }
}

/**
 * Answers a guest's /portal/{code} with the first step rendered on the server: the session is resumed (cookie) or
 * opened as startPortalSession does, in the guest's language (Accept-Language), rendered into portal.html with the
 * CSS inline and the state for hydration in a JSON data block (no inline script: the CSP allows none), compressed.
 * Returns false to fall back to the client-rendered page (unknown link, or a render that failed).
 */
export async function servePortalPage(
  ctx: ServerContext,
  renderer: PortalRenderer,
  template: string,
  req: FastifyRequest,
  reply: FastifyReply,
  code: string,
): Promise<boolean> {
  const kept = cookieOf(req, GUEST_COOKIE);
  const guestId = kept && GUEST_ID.test(kept) ? kept : randomId(12);
  const s =
    (await resumed(ctx, req, code)) ??
    (await openPortalSession(ctx, code, { guestId, acceptLanguage: req.headers["accept-language"] }));
  if (!s) return false;
  let page: Awaited<ReturnType<PortalRenderer["renderPortal"]>>;
  try {
    page = await renderer.renderPortal(code, toPortalSession(s, code));
  } catch (err) {
    req.log.error({ err }, "the guest portal's server render failed; sending the client-rendered page");
    return false;
  }
  const html = template
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(page.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script type="application/json" id="portico-portal-state">${page.state}</script>`,
    );
  const secure = req.protocol === "https" ? "; Secure" : "";
  const path = `/portal/${encodeURIComponent(code)}`;
  reply.header("set-cookie", [
    `${GUEST_COOKIE}=${s.row.guest_id}; Path=/portal; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`,
    `${SESSION_COOKIE}=${s.row.id}; Path=${path}; Max-Age=86400; HttpOnly; SameSite=Lax${secure}`,
  ]);
  reply.header("cache-control", "no-store").header("vary", "accept-encoding, accept-language, cookie");
  reply.type("text/html; charset=utf-8");
  const accepts = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepts)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    await reply.header("content-encoding", "br").send(body);
  } else if (/\bgzip\b/.test(accepts)) await reply.header("content-encoding", "gzip").send(gzipSync(html));
  else await reply.send(html);
  return true;
}
