import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { assertOutboundUrls, outboundAllowList, outboundFetch } from "../../guards/outbound";
import { operationRoute } from "../../operationRoute";
import { businessGuards, businessOf } from "../business/access";
import { deliveryPage } from "./webhookDeliveries";
import { generateValidator, removeWebhook, saveWebhook, webhookOf } from "./webhooks";

/** How long the webhook URL may take to answer a verification, and the most of its answer read. */
export const VERIFY_TIMEOUT_MS = 5000;
const VERIFY_MAX_BYTES = 64 * 1024;

/**
 * True when a GET of `url` answers 2xx within 5 s with the validator in its body (through the outbound guard:
 * internal addresses refused unless allow-listed, redirects checked again, size capped).
 */
export async function webhookAnswers(url: string, validator: string, allow: readonly string[]): Promise<boolean> {
  try {
    const res = await outboundFetch(url, { allow, timeoutMs: VERIFY_TIMEOUT_MS, maxBytes: VERIFY_MAX_BYTES });
    return res.ok && (await res.text()).includes(validator);
  } catch {
    return false;
  }
}

/** Registers the webhook of a business (contract tag webhooks, paths/webhooks.yaml) and its delivery log. */
export function registerWebhookRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const nowTs = () => Math.floor(ctx.now() / 1000);

  operationRoute(app, "getBusinessWebhook", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { businessId, verbs } = businessOf(req);
      const webhook = await webhookOf(ctx.db, businessId);
      // The secret signs every delivery: only those who may change the webhook may read it.
      if (verbs.includes("post")) return webhook;
      return { ...webhook, secret: null, verified: webhook.verified && { ...webhook.verified, secret: "" } };
    },
  });

  operationRoute(app, "verifyBusinessWebhook", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const allow = outboundAllowList(ctx);
      const url = req.body.url.trim();
      await assertOutboundUrls({ url }, allow);
      const settings = { url, validator: req.body.validator, secret: req.body.secret, email: req.body.email ?? null };
      const success = await webhookAnswers(url, settings.validator, allow);
      return { success, webhook: await saveWebhook(ctx.db, businessId, settings, success, nowTs()) };
    },
  });

  operationRoute(app, "generateWebhookValidator", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req) => generateValidator(ctx.db, businessOf(req).businessId, nowTs()),
  });

  operationRoute(app, "removeBusinessWebhook", {
    preHandler: businessGuards(ctx, "delete"),
    handler: async (req) => removeWebhook(ctx.db, businessOf(req).businessId),
  });

  operationRoute(app, "listWebhookDeliveries", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) =>
      deliveryPage(ctx.db, businessOf(req).businessId, req.query?.startIndex ?? 0, req.query?.limit ?? 20),
  });
}
