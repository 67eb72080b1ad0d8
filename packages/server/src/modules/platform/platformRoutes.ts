import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { operationRoute } from "../../operationRoute";

import { packageRoot } from "../../paths";
import { findUserById } from "../account/users";
import { devReader } from "./devAccess";

const ASSETS = ["logo.svg", "favicon.svg"] as const;

/**
 * Registers GET /v3/services/env, /v3/services/ping, the branding images and (with the sink and dev tools on)
 * /dev/mailbox: all of it for the dev token, a signed-in user's own mail for their access token.
 */
export function registerPlatformRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "getEnvSettings", {
    handler: async () => ({
      leftMenuType: ctx.menuType,
      copyright: `© ${new Date(ctx.now()).getUTCFullYear()} Portico`,
      logo: "/assets/logo.svg",
      favicon: "/assets/favicon.svg",
      version: ctx.version,
    }),
  });

  operationRoute(app, "ping", {
    handler: async () => ({ pong: true, ts: Math.floor(ctx.now() / 1000) }),
  });

  // Exact routes win over the console's static wildcard, so the console may have its own /assets/.
  for (const name of ASSETS) {
    const svg = readFileSync(join(packageRoot(), "assets", name));
    app.get(`/assets/${name}`, async (_req, reply) =>
      reply.type("image/svg+xml").header("cache-control", "public, max-age=3600").send(svg),
    );
  }

  const sink = ctx.sink;
  if (sink && ctx.devTools) {
    operationRoute(app, "listSinkMail", {
      handler: async (req) => {
        const { to } = req.query;
        const reader = await devReader(ctx, req);
        if (reader.kind === "developer") return { messages: sink.messages(to).slice(0, 50) };
        const own = (await findUserById(ctx.db, reader.caller.userId))?.email.toLowerCase();
        const mine = own && (!to || to.toLowerCase() === own) ? sink.messages(own) : [];
        return { messages: mine.slice(0, 50) };
      },
    });
  }
}
