import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { followShortLink, OPEN_PIXEL, trackClick, trackOpen } from "./tracker";
import { unsubscribe, unsubscribePage, unsubscribeTarget } from "./unsubscribe";

const TOKEN = /^[0-9a-z]{1,12}\.[A-Za-z0-9_-]{16}$/;
const CODE = /^[0-9a-z.A-Za-z_-]{1,32}$/;

/** The open pixel's answer: a GIF nobody caches, so every open is seen. */
export function sendPixel(reply: import("fastify").FastifyReply) {
  return reply.header("cache-control", "no-store").type("image/gif").send(OPEN_PIXEL);
}

/**
 * The public pages of the delivery core, outside the contract like the green board: the default open pixel and
 * click redirect (`/t/open`, `/t/click`, for kinds without tracker routes of their own), the short links of text
 * messages (`/r/{code}`) and the unsubscribe page with its RFC 8058 one-click POST (`/unsubscribe/{token}`).
 */
export function registerDeliveryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { t?: string } }>("/t/open", async (req, reply) => {
    const t = String(req.query.t ?? "");
    if (TOKEN.test(t)) await trackOpen(ctx, t);
    return sendPixel(reply);
  });

  app.get<{ Querystring: { t?: string; u?: string } }>("/t/click", async (req, reply) => {
    const t = String(req.query.t ?? "");
    const target = TOKEN.test(t) ? await trackClick(ctx, t, String(req.query.u ?? "")) : null;
    if (!target) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    return reply.redirect(target, 302);
  });

  app.get<{ Params: { code: string } }>("/r/:code", async (req, reply) => {
    const target = CODE.test(req.params.code) ? await followShortLink(ctx, req.params.code) : null;
    if (!target) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    return reply.redirect(target, 302);
  });

  // A page, not JSON: answered with the page's own small inline style and no script.
  const page = (reply: import("fastify").FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .header("x-robots-tag", "noindex")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .type("text/html; charset=utf-8")
      .send(html);

  app.get<{ Params: { token: string } }>("/unsubscribe/:token", async (req, reply) => {
    const target = TOKEN.test(req.params.token) ? await unsubscribeTarget(ctx, req.params.token) : null;
    if (!target) return page(reply, 404, unsubscribePage("en", "invalid"));
    return page(reply, 200, unsubscribePage(target.lang, "ask", target));
  });

  // RFC 8058: mail readers POST `List-Unsubscribe=One-Click` (form encoded); the page's own button posts the same.
  // Some readers send multipart, JSON or nothing at all: the token says everything, so any body is accepted unread.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_req, _body, done) => done(null, null));
    scope.post<{ Params: { token: string } }>("/unsubscribe/:token", async (req, reply) => {
      const target = TOKEN.test(req.params.token) ? await unsubscribe(ctx, req.params.token) : null;
      if (!target) return page(reply, 404, unsubscribePage("en", "invalid"));
      return page(reply, 200, unsubscribePage(target.lang, "done", target));
    });
  });
}
