import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { contractRoute } from "../../contract";
import { packageRoot } from "../../paths";

const ASSETS = ["logo.svg", "favicon.svg"] as const;

/** Registers GET /v3/services/env, /v3/services/ping, the branding images and (with the sink) /dev/mailbox. */
export function registerPlatformRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.route({
    ...contractRoute("getEnvSettings"),
    handler: async () => ({
      leftMenuType: ctx.menuType,
      copyright: `© ${new Date(ctx.now()).getUTCFullYear()} Portico`,
      logo: "/assets/logo.svg",
      favicon: "/assets/favicon.svg",
      version: ctx.version,
    }),
  });

  app.route({
    ...contractRoute("ping"),
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
  if (sink) {
    app.route({
      ...contractRoute("listSinkMail"),
      handler: async (req) => {
        const { to } = req.query as { to?: string };
        return { messages: sink.messages(to).slice(0, 50) };
      },
    });
  }
}
