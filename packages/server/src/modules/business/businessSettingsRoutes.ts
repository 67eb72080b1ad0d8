import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { hashToken, newToken } from "../account/tokens";
import { businessGuards, businessOf } from "./access";
import { businessJson, setBusinessJson } from "./businesses";
import { DEFAULT_PORTAL_LANG, PORTAL_LANGUAGES, portalLanguage } from "./portalLanguages";

type LocaleSetting = { defaultLang: string; currentLocale?: string; localeHash: Record<string, unknown> };
type Branding = Record<"continuePortal" | "tos", { localeSetting: LocaleSetting }>;

const PREFERENCE_DEFAULTS = {
  enableGuideMode: true,
  isFirstActivityDone: false,
  isFirstConfigGroupDone: false,
  isFirstINodeGroupDone: false,
  exportVisitorButton: false,
};

// The partner API calls a developer key is issued for.
const KEY_APIS = ["", "/projects", "/preference", "/branding"].map((p) => ({
  method: "GET",
  path: `/v3/businesses/{businessId}${p}`,
}));

const seconds = (ctx: ServerContext) => Math.floor(ctx.now() / 1000);

/** Every locale code must be a portal language and the default one of the locales set; else 400 per field. */
function checkBranding(b: Branding): void {
  const fields: Record<string, string> = {};
  for (const part of ["continuePortal", "tos"] as const) {
    const ls = b[part].localeSetting;
    const at = `${part}/localeSetting`;
    for (const code of Object.keys(ls.localeHash)) {
      if (!portalLanguage(code)) fields[`${at}/localeHash/${code}`] = "is not a portal language";
    }
    if (!(ls.defaultLang in ls.localeHash)) fields[`${at}/defaultLang`] = "must be one of the locales in localeHash";
    if (ls.currentLocale && !portalLanguage(ls.currentLocale)) {
      fields[`${at}/currentLocale`] = "is not a portal language";
    }
  }
  if (Object.keys(fields).length) {
    throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
      userMessage: Object.entries(fields)
        .map(([k, v]) => `${k} ${v}`)
        .join(", "),
      fields,
    });
  }
}

/** Registers branding, iNode and report subscribers, the developer key, preference and the portal languages. */
export function registerBusinessSettingsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "listPortalLanguages", {
    handler: async () => ({ defaultLang: DEFAULT_PORTAL_LANG, languages: PORTAL_LANGUAGES }),
  });

  operationRoute(app, "getBusinessBranding", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => businessJson(ctx.db, businessOf(req).businessId, "branding"),
  });
  operationRoute(app, "updateBusinessBranding", {
    preHandler: businessGuards(ctx, "put"),
    handler: async (req) => {
      const body = req.body;
      checkBranding(body);
      await setBusinessJson(ctx.db, businessOf(req).businessId, "branding", body, seconds(ctx));
      return body;
    },
  });

  for (const [get, put, column] of [
    ["getINodeSubscribers", "updateINodeSubscribers", "inode_subscribers"],
    ["getReportSubscribers", "updateReportSubscribers", "report_subscribers"],
  ] as const) {
    operationRoute(app, get, {
      preHandler: businessGuards(ctx, "get"),
      handler: async (req) => ({ emails: await businessJson<string[]>(ctx.db, businessOf(req).businessId, column) }),
    });
    operationRoute(app, put, {
      preHandler: businessGuards(ctx, "put"),
      handler: async (req) => {
        const emails = req.body.emails.map((e) => e.trim().toLowerCase());
        await setBusinessJson(ctx.db, businessOf(req).businessId, column, emails, seconds(ctx));
        return { emails };
      },
    });
  }

  operationRoute(app, "getDeveloperKey", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const [k] = await ctx.db.query<{ key_preview: string; created_ts: number }>(
        "select key_preview, created_ts from developer_keys where business_id = $1",
        [businessOf(req).businessId],
      );
      return { keyPreview: k?.key_preview ?? null, createdTs: k?.created_ts ?? null, apis: KEY_APIS };
    },
  });
  operationRoute(app, "generateDeveloperKey", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const { businessId } = businessOf(req);
      const key = `pk_${businessId}_${newToken()}`;
      const now = seconds(ctx);
      await ctx.db.query(
        `insert into developer_keys (business_id, key_hash, key_preview, created_ts) values ($1, $2, $3, $4)
         on conflict (business_id) do update set key_hash = $2, key_preview = $3, created_ts = $4`,
        [businessId, hashToken(key), key.slice(-4), now],
      );
      return reply.status(201).send({ key, keyPreview: key.slice(-4), createdTs: now, apis: KEY_APIS });
    },
  });

  const preference = async (businessId: number) => ({
    status: { ...PREFERENCE_DEFAULTS, ...(await businessJson<object>(ctx.db, businessId, "preference")) },
  });
  operationRoute(app, "getBusinessPreference", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => preference(businessOf(req).businessId),
  });
  operationRoute(app, "updateBusinessPreference", {
    preHandler: businessGuards(ctx, "put"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const next = { ...(await preference(businessId)).status, ...req.body.status };
      await setBusinessJson(ctx.db, businessId, "preference", next, seconds(ctx));
      return { status: next };
    },
  });
}
