import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { byActivityId } from "../activities/activities";
import { businessGuards } from "../business/access";
import { devReader } from "../platform/devAccess";
import { deviceFactsOf, recordVisitorAuth } from "../visitors/visitorAuths";
import { activityInsights, insightsRange } from "./activityInsights";
import { emitGuestGranted } from "./grantWebhook";
import { startGuestOAuth } from "./guestOAuth";
import { sendSmsCode, signInGuest } from "./guestSignIn";
import { openPortalSession } from "./openPortalSession";
import { answerSurvey, claimCoupon } from "./portalAnswers";
import { publishPortalStep } from "./portalLive";
import { acceptTerms, codeOf, type LoadedSession, loadSession, saveSession, toPortalSession } from "./portalSessions";
import { advance, record } from "./portalSteps";

const notFound = () => new HttpError(404, "NOT_FOUND", "Not found");

/**
 * Registers the guest portal's public calls (contract tag activities, paths/portal.yaml). No bearer token:
 * the session id is the guest's credential, and each call acts only on that session's activity.
 */
export function registerPortalRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const nowTs = () => Math.floor(ctx.now() / 1000);
  const session = (req: { params: { sessionId: string } }) => loadSession(ctx.db, req.params.sessionId, nowTs());
  const answer = async (s: LoadedSession) => toPortalSession(s, await codeOf(ctx.db, s.row));

  operationRoute(app, "startPortalSession", {
    handler: async (req, reply) => {
      const body = req.body ?? {};
      const s = await openPortalSession(ctx, req.params.code, {
        guestId: body.guestId,
        mac: body.mac,
        lang: body.lang,
        acceptLanguage: req.headers["accept-language"],
      });
      if (!s) throw notFound();
      return reply.status(201).send(toPortalSession(s, req.params.code));
    },
  });

  operationRoute(app, "getPortalSession", {
    handler: async (req) => {
      const s = await session(req);
      const { lang } = req.query;
      if (lang && lang !== s.row.lang && s.activity.languages.some((l) => l.code === lang)) {
        s.row.lang = lang;
        await ctx.db.query("update portal_sessions set lang = $2 where id = $1", [s.row.id, lang]);
      }
      return answer(s);
    },
  });

  operationRoute(app, "advancePortalSession", {
    handler: async (req) => {
      const s = await session(req);
      const { moduleId, action } = req.body;
      const wasGranted = s.row.granted_ts !== null;
      await advance(ctx.db, s, moduleId, action, nowTs());
      await saveSession(ctx.db, s.row, nowTs());
      const step = !wasGranted && s.row.granted_ts !== null ? "conversion" : action === "skip" ? "skip" : "click";
      await publishPortalStep(ctx.live, s.row, step);
      if (step === "conversion") await emitGuestGranted(ctx, s.row);
      return answer(s);
    },
  });

  operationRoute(app, "acceptPortalTerms", {
    handler: async (req) => {
      const s = await session(req);
      acceptTerms(s.row, nowTs());
      await saveSession(ctx.db, s.row, nowTs());
      return answer(s);
    },
  });

  operationRoute(app, "sendPortalSmsCode", {
    handler: async (req, reply) => {
      const s = await session(req);
      const retryAfter = await sendSmsCode(ctx, s, req.body.phone);
      return reply.status(202).send({ retryAfter });
    },
  });

  operationRoute(app, "signInPortalGuest", {
    handler: async (req) => {
      const s = await session(req);
      const body = req.body;
      s.row.identity = await signInGuest(ctx, s, body);
      await record(ctx.db, s, "signin", nowTs(), { method: body.method, moduleId: s.activity.modules[s.row.step]?.id });
      // The visitors and behaviour reports count every sign-in with the guest's browser, platform and locale.
      const who = s.row.identity;
      await recordVisitorAuth(
        ctx.db,
        {
          businessId: Number(s.row.business_id),
          activityId: Number(s.row.activity_id),
          authType: who.method,
          name: who.name ?? null,
          email: who.email ?? null,
          phone: who.phone ?? null,
          mac: s.row.mac,
          ...deviceFactsOf(req.headers as { "user-agent"?: string; "accept-language"?: string }),
          ts: nowTs(),
        },
        s.row.guest_id,
      );
      await saveSession(ctx.db, s.row, nowTs());
      await publishPortalStep(ctx.live, s.row, "signin");
      return answer(s);
    },
  });

  operationRoute(app, "startPortalOAuth", {
    handler: async (req) => {
      const s = await session(req);
      const authorizeUrl = await startGuestOAuth(ctx, s, await codeOf(ctx.db, s.row), req.body.appId);
      await saveSession(ctx.db, s.row, nowTs());
      return { authorizeUrl };
    },
  });

  operationRoute(app, "answerPortalSurvey", {
    handler: async (req) => {
      const s = await session(req);
      const { moduleId, answers } = req.body;
      answerSurvey(s, moduleId, answers);
      await record(ctx.db, s, "survey", nowTs(), { moduleId });
      await saveSession(ctx.db, s.row, nowTs());
      return answer(s);
    },
  });

  operationRoute(app, "claimPortalCoupon", {
    handler: async (req) => {
      const s = await session(req);
      const { moduleId } = req.body;
      if (claimCoupon(s, moduleId)) {
        await record(ctx.db, s, "coupon", nowTs(), { moduleId });
        await saveSession(ctx.db, s.row, nowTs());
      }
      return answer(s);
    },
  });

  operationRoute(app, "getActivityInsights", {
    preHandler: businessGuards(ctx, "get", byActivityId),
    handler: async (req) => {
      const { activityId } = req.params;
      const [b] = await ctx.db.query<{ time_zone: string }>(
        "select b.time_zone from activities a join businesses b on b.id = a.business_id where a.id = $1",
        [activityId],
      );
      const range = insightsRange(req.query, ctx.now(), b!.time_zone);
      return activityInsights(ctx.db, activityId, b!.time_zone, range);
    },
  });

  // The local SMS outbox, like /dev/mailbox: only while no gateway is configured and dev tools are on. The dev
  // token reads every text; a signed-in owner only those their own businesses' portals sent.
  if (ctx.smsOutbox && ctx.devTools) {
    const outbox = ctx.smsOutbox;
    operationRoute(app, "listSmsOutbox", {
      handler: async (req) => {
        const all = outbox.messages(req.query.to);
        const reader = await devReader(ctx, req);
        if (reader.kind === "developer") return { messages: all };
        const { caller } = reader;
        const owned =
          caller.kind === "owner"
            ? await ctx.db.query<{ id: number }>("select id from businesses where owner_id = $1", [caller.userId])
            : [];
        const mine = new Set(owned.map((b) => Number(b.id)));
        return { messages: all.filter((m) => m.businessId !== undefined && mine.has(m.businessId)) };
      },
    });
  }
}
