import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFound } from "./errors";

const API_PATH = /^\/(v3|auth|dev|assets)(\/|$)/;

/**
 * Serves the console build at / with an SPA fallback: a GET that is no file and no API path gets
 * index.html (react-router draws the page, 404 page included). API paths keep the JSON 404 body.
 */
export async function registerStaticSite(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  if (staticDir) await app.register(fastifyStatic, { root: staticDir, prefix: "/", wildcard: true });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split("?")[0] ?? "/";
    if (staticDir && (req.method === "GET" || req.method === "HEAD") && !API_PATH.test(path)) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return notFound(reply);
  });
}
