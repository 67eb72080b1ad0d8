import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { lazySharedSecret } from "../../cluster/sharedSecret";
import type { ServerContext } from "../../context";
import { allowFormRedirects } from "../../securityHeaders";
import { requestLang } from "../network/networkMessages";
import { esc, htmlPage, pageText } from "./pageTexts";

/** Test users the consent page offers (any other name works too). */
export const DEV_OAUTH2_USERS = ["Alice", "Bob", "陳小明"] as const;

const CODE_TTL = 120;
const TOKEN_TTL = 3600;

type Claims = { t: "code" | "token"; n: string; c: string; r?: string; e: number };
// A form post (application/x-www-form-urlencoded, parsed below into strings); absent without a body.
type OAuthForm = Record<string, string | undefined>;

// Codes and tokens are signed, not stored. The key is shared by every instance on the database (a code made by one
// is swapped at another behind the same port).
function signer(keyOf: () => Promise<Buffer>) {
  const mac = async (body: string) =>
    createHmac("sha256", await keyOf())
      .update(body)
      .digest("base64url");
  return {
    sign: async (c: Claims) => {
      const body = Buffer.from(JSON.stringify(c)).toString("base64url");
      return `${body}.${await mac(body)}`;
    },
    async verify(token: string, t: Claims["t"], nowTs: number): Promise<Claims | null> {
      const [body, sig] = token.split(".");
      if (!body || !sig) return null;
      const want = Buffer.from(await mac(body));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
      const c = JSON.parse(Buffer.from(body, "base64url").toString()) as Claims;
      return c.t === t && c.e >= nowTs ? c : null;
    },
  };
}

/** The userinfo claims of a test user: `sub` from the name, a made-up e-mail at example.test. */
export function devUserClaims(name: string) {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || Buffer.from(name).toString("hex").slice(0, 12);
  return { sub: `dev-${slug}`, name, preferred_username: slug, email: `${slug}@example.test`, email_verified: true };
}

const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.code(status).send({ error, error_description: description });

/**
 * A local OAuth2 provider (authorization-code flow) for development and tests, so that an authentication app
 * pointing at it really signs in offline: GET /dev/oauth2/authorize shows a consent page where one picks a test
 * user, POST /dev/oauth2/token swaps the code, GET /dev/oauth2/userinfo answers the user's claims. Like
 * /dev/mailbox it exists only while the server delivers e-mail to its embedded SMTP sink and its dev tools are on
 * (PORTICO_DEV_TOOLS=0 turns it off; README "Local OAuth2 provider"). It needs no dev token: it is the demo's
 * sign-in app, its consent page reveals no one's secrets (test users only), and guests' browsers must reach it. Any client id and secret are accepted; the code is bound to its client id and redirect URI.
 */
export function registerDevOAuth2Provider(app: FastifyInstance, ctx: ServerContext): void {
  if (!ctx.sink || !ctx.devTools) return;
  const { sign, verify } = signer(lazySharedSecret(ctx.db, "devOAuth2", ctx.now));
  const nowTs = () => Math.floor(ctx.now() / 1000);

  app.register(async (scope) => {
    // Form posts (the consent page, RFC 6749 token requests) only under /dev/oauth2.
    if (!scope.hasContentTypeParser("application/x-www-form-urlencoded"))
      scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );

    scope.get<{ Querystring: Record<string, string | undefined> }>("/dev/oauth2/authorize", async (req, reply) => {
      const q = req.query;
      const lang = requestLang(req);
      const title = pageText(lang, "consentTitle");
      if (q.response_type !== "code" || !q.client_id || !/^https?:\/\//.test(q.redirect_uri ?? ""))
        return reply
          .code(400)
          .type("text/html")
          .send(htmlPage(lang, title, `<p>${esc(pageText(lang, "badRequest"))}</p>`));
      const hidden = ["client_id", "redirect_uri", "state", "scope"]
        .map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? "")}">`)
        .join("");
      const users = DEV_OAUTH2_USERS.map((u) => `<option value="${esc(u)}"></option>`).join("");
      const body = `<p>${esc(pageText(lang, "consentAsk", q.client_id))}</p>
<form method="post" action="/dev/oauth2/authorize">${hidden}
<label for="name">${esc(pageText(lang, "userName"))}</label>
<input id="name" name="name" list="users" value="${DEV_OAUTH2_USERS[0]}" required maxlength="60" autocomplete="off">
<datalist id="users">${users}</datalist>
<p><button class="primary" type="submit" name="decision" value="allow">${esc(pageText(lang, "allow"))}</button>
<button type="submit" name="decision" value="deny" formnovalidate>${esc(pageText(lang, "deny"))}</button></p></form>`;
      return allowFormRedirects(reply)
        .type("text/html")
        .header("cache-control", "no-store")
        .send(htmlPage(lang, title, body));
    });

    scope.post<{ Body: OAuthForm | undefined }>("/dev/oauth2/authorize", async (req, reply) => {
      const f: OAuthForm = req.body ?? {};
      if (!f.client_id || !/^https?:\/\//.test(f.redirect_uri ?? ""))
        return oauthError(reply, 400, "invalid_request", "client_id and redirect_uri are needed");
      const back = new URL(f.redirect_uri!);
      if (f.state) back.searchParams.set("state", f.state);
      const name = (f.name ?? "").trim().slice(0, 60);
      if (f.decision !== "allow" || !name) back.searchParams.set("error", "access_denied");
      else
        back.searchParams.set(
          "code",
          await sign({ t: "code", n: name, c: f.client_id, r: f.redirect_uri!, e: nowTs() + CODE_TTL }),
        );
      return reply.redirect(back.toString(), 302);
    });

    scope.post<{ Body: OAuthForm | undefined }>("/dev/oauth2/token", async (req, reply) => {
      const f: OAuthForm = req.body ?? {};
      const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
      const clientId = f.client_id ?? (basic ? Buffer.from(basic, "base64").toString().split(":")[0] : undefined);
      if (f.grant_type !== "authorization_code")
        return oauthError(reply, 400, "unsupported_grant_type", "Only authorization_code is supported");
      const code = f.code ? await verify(f.code, "code", nowTs()) : null;
      if (!code || code.c !== clientId || code.r !== f.redirect_uri)
        return oauthError(
          reply,
          400,
          "invalid_grant",
          "The code is unknown, expired or was issued to another client or redirect_uri",
        );
      const accessToken = await sign({ t: "token", n: code.n, c: code.c, e: nowTs() + TOKEN_TTL });
      return reply
        .header("cache-control", "no-store")
        .send({ access_token: accessToken, token_type: "Bearer", expires_in: TOKEN_TTL });
    });

    scope.get("/dev/oauth2/userinfo", async (req, reply) => {
      const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
      const token = bearer ? await verify(bearer, "token", nowTs()) : null;
      if (!token) return oauthError(reply, 401, "invalid_token", "A valid Bearer access token is needed");
      return devUserClaims(token.n);
    });
  });
}
