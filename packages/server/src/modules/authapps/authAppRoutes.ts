import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { assertOutboundUrls, outboundAllowList } from "../../guards/outbound";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf, notFound } from "../business/access";
import { requestLang } from "../network/networkMessages";
import {
  type AuthAppInput,
  authAppById,
  authAppsOf,
  businessOfAuthApp,
  insertAuthApp,
  toAuthApp,
  updateAuthApp,
} from "./authApps";
import { registerDevOAuth2Provider } from "./devOAuth2Provider";
import { esc, htmlPage, pageText } from "./pageTexts";
import { completeSignIn, type SignIn, signInByState, startSignIn } from "./signIns";

const byAppId: BusinessIdOf<{ Params: { appId: number } }> = (req, ctx) => businessOfAuthApp(ctx.db, req.params.appId);

/** The contract's AuthAppSignInTest of a sign-in. */
const testOf = (s: SignIn) => ({
  state: s.state,
  status: s.status,
  ...(s.profile ? { profile: s.profile } : {}),
  ...(s.error ? { error: s.error } : {}),
});

/**
 * Registers authentication apps (contract tag `activities`): CRUD, the preview's test sign-in, the providers'
 * callback `/auth-apps/callback`, and (development servers only) the local OAuth2 provider under /dev/oauth2.
 * @example registerAuthAppRoutes(app, ctx);
 */
/** Tells the popup's opener (the auth-app preview) which sign-in finished; the state is in the tag's data-state. */
const CALLBACK_SCRIPT = `try{var s=document.currentScript.dataset.state;window.opener&&window.opener.postMessage({type:"portico:auth-app-sign-in",state:s},"*")}catch(e){}`;

export function registerAuthAppRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);
  const load = async (id: number) => toAuthApp((await authAppById(ctx.db, id))!, ctx.publicUrl());
  // The server fetches the token and userinfo URLs itself: refused at save when they name an internal host.
  const checkUrls = ({ config }: AuthAppInput) =>
    assertOutboundUrls(
      { "config/tokenUrl": config.tokenUrl.trim(), "config/userInfoUrl": config.userInfoUrl.trim() },
      outboundAllowList(ctx),
    );

  operationRoute(app, "listAuthApps", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) =>
      (await authAppsOf(ctx.db, businessOf(req).businessId)).map((a) => toAuthApp(a, ctx.publicUrl())),
  });

  operationRoute(app, "createAuthApp", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      await checkUrls(req.body);
      const id = await insertAuthApp(ctx.db, businessOf(req).businessId, req.body, now());
      return reply.status(201).send(await load(id));
    },
  });

  operationRoute(app, "getAuthApp", {
    preHandler: businessGuards(ctx, "get", byAppId),
    handler: async (req) => load(req.params.appId),
  });

  operationRoute(app, "updateAuthApp", {
    preHandler: businessGuards(ctx, "put", byAppId),
    handler: async (req) => {
      const { appId } = req.params;
      await checkUrls(req.body);
      await updateAuthApp(ctx.db, appId, req.body, now());
      return load(appId);
    },
  });

  operationRoute(app, "removeAuthApp", {
    preHandler: businessGuards(ctx, "delete", byAppId),
    handler: async (req) => {
      await ctx.db.query("delete from auth_apps where id = $1", [req.params.appId]);
      return { ok: true as const };
    },
  });

  // A test changes nothing the business owns: reading the app is enough.
  operationRoute(app, "startAuthAppSignInTest", {
    preHandler: businessGuards(ctx, "get", byAppId),
    handler: async (req, reply) => {
      const a = (await authAppById(ctx.db, req.params.appId))!;
      const { state, authorizeUrl } = await startSignIn(ctx, a, { purpose: "test" });
      return reply.status(201).send({ state, status: "pending", authorizeUrl });
    },
  });

  operationRoute(app, "getAuthAppSignInTest", {
    preHandler: businessGuards(ctx, "get", byAppId),
    handler: async (req) => {
      const { appId, state } = req.params;
      const s = await signInByState(ctx, state);
      if (!s || s.appId !== appId || s.purpose !== "test") throw notFound();
      return testOf(s);
    },
  });

  // Where every provider sends the browser back (the AuthApp's redirectUri): not a JSON call, so not in the contract.
  app.get<{ Querystring: Record<string, string> }>("/auth-apps/callback", async (req, reply) => {
    const lang = requestLang(req);
    const s = await completeSignIn(ctx, req.query);
    if (s?.returnTo) {
      const back = new URL(s.returnTo, ctx.publicUrl());
      back.searchParams.set("signIn", s.state);
      return reply.redirect(back.toString(), 302);
    }
    const ok = s?.status === "done";
    const title = pageText(lang, ok ? "signedInTitle" : "failedTitle");
    const text = ok
      ? pageText(lang, "signedInAs", s.profile?.name ?? s.profile?.id ?? "")
      : (s?.error ?? pageText(lang, "unknownState"));
    // The opener (the preview) hears at once; it also polls, so a blocked opener loses nothing. A script file,
    // not an inline one: the Content-Security-Policy allows scripts from this origin only.
    const script = s ? `<script src="/auth-apps/callback.js" data-state="${esc(s.state)}"></script>` : "";
    return reply
      .code(s ? 200 : 400)
      .type("text/html")
      .header("cache-control", "no-store")
      .send(htmlPage(lang, title, `<p role="status">${esc(text)}</p>`, script));
  });

  app.get("/auth-apps/callback.js", async (_req, reply) =>
    reply.type("text/javascript").header("cache-control", "public, max-age=3600").send(CALLBACK_SCRIPT),
  );

  registerDevOAuth2Provider(app, ctx);
}
