import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "./errors";

const API_PATH = /^\/(v3|auth|dev|assets)(\/|$)/;
/** Renders a guest portal page on the server; false leaves it to the client-rendered portal.html. */
export type PortalPageRenderer = (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** A guest portal page, `/portal/{code}`: the console's route of the same shape. */
const PORTAL_PATH = /^\/portal\/[^/]+\/?$/;

/**
 * Serves the console build at / with an SPA fallback: a GET that is no file and no API path gets
 * index.html (react-router draws the page, 404 page included). API paths keep the JSON 404 body. A guest portal
 * page gets portal.html when the build has it: the guest portal alone, so guests download little, with its first
 * step rendered on the server when `renderPortal` is given.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  staticDir: string | undefined,
  renderPortal?: PortalPageRenderer,
): Promise<void> {
  // preCompressed: the build writes .br and .gz beside its files; a browser that accepts them gets those.
  if (staticDir)
    await app.register(fastifyStatic, { root: staticDir, prefix: "/", wildcard: true, preCompressed: true });
  const portalPage = staticDir && existsSync(join(staticDir, "portal.html")) ? "portal.html" : "index.html";
  app.setNotFoundHandler(async (req, reply) => {
    const [path = "/", query = ""] = req.url.split("?");
    if (staticDir && (req.method === "GET" || req.method === "HEAD") && !API_PATH.test(path)) {
      // Its own header: @fastify/static would otherwise write its default (public, max-age=0) over it.
      const portal = PORTAL_PATH.test(path);
      // A guest's portal link (its code) is nobody else's business: no Referer leaves the portal page.
      if (portal) reply.header("referrer-policy", "no-referrer");
      // The guest's first step rendered on the server; ?render=client keeps the client-rendered page (benchmarks).
      const clientOnly = new URLSearchParams(query).get("render") === "client";
      if (portal && renderPortal && req.method === "GET" && !clientOnly && (await renderPortal(req, reply)))
        return reply;
      return reply
        .header("cache-control", "no-cache")
        .sendFile(portal ? portalPage : "index.html", { cacheControl: false });
    }
    return notFound(reply);
  });
}
