import { randomBytes } from "node:crypto";
import type { ServerContext } from "../../context";
import { OutboundError, outboundAllowList, outboundFetch } from "../../guards/outbound";
import { type AuthAppRecord, authAppById, callbackUrl, type ProfileMapping } from "./authApps";

/** A sign-in round trip expires after 10 minutes. */
export const SIGN_IN_TTL = 600;

/** The guest as an app's mapping reads the provider's userinfo answer (the contract's AuthAppProfile). */
export interface MappedProfile {
  id: string;
  name: string | null;
  email: string | null;
  claims: Record<string, unknown>;
}

/** A sign-in as stored. */
export interface SignIn {
  state: string;
  appId: number;
  purpose: string;
  returnTo: string | null;
  status: "pending" | "done" | "failed";
  profile: MappedProfile | null;
  error: string | null;
}

/** Reads a claim by name or dotted path (`data.user.id`); numbers become strings. */
export function claimOf(claims: Record<string, unknown>, path: string): string | null {
  const v = path
    .split(".")
    .reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), claims);
  return typeof v === "string" || typeof v === "number" ? String(v) : null;
}

/**
 * Maps a userinfo answer with an app's profile mapping; throws when it has no id. `claims` holds only the
 * claims the mapping reads, by their paths: the rest of the answer never reaches the owner (a userinfo URL
 * is owner-given, so its answer must not become a way to read what the server can fetch).
 */
export function mapProfile(answer: Record<string, unknown>, mapping: ProfileMapping): MappedProfile {
  const id = claimOf(answer, mapping.id);
  if (!id) throw new Error(`The userinfo answer has no "${mapping.id}" claim`);
  const name = claimOf(answer, mapping.name);
  const email = claimOf(answer, mapping.email);
  const claims: Record<string, string> = { [mapping.id]: id };
  if (name !== null) claims[mapping.name] = name;
  if (email !== null) claims[mapping.email] = email;
  return { id, name, email, claims };
}

// The provider's answer as an object, without echoing a body that is not JSON (parse errors quote it).
function parseAnswer(text: string, what: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    if (v && typeof v === "object" && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {}
  throw new Error(`The ${what} endpoint did not answer a JSON object`);
}

// An OutboundError says why a URL was refused or failed; anything else is reduced to the endpoint's name.
async function fetchFrom(what: string, url: string, init: Parameters<typeof outboundFetch>[1]) {
  try {
    return await outboundFetch(url, init);
  } catch (err) {
    throw new Error(`The ${what} endpoint ${err instanceof OutboundError ? err.message : "could not be reached"}`);
  }
}

/** The provider's authorize URL for a state (authorization-code flow). */
export function authorizeUrlOf(app: AuthAppRecord, state: string, publicUrl: string): string {
  const u = new URL(app.config.authorizeUrl);
  u.searchParams.set("response_type", "code");
  u.searchParams.set("client_id", app.config.clientId);
  u.searchParams.set("redirect_uri", callbackUrl(publicUrl));
  if (app.config.scope) u.searchParams.set("scope", app.config.scope);
  u.searchParams.set("state", state);
  return u.toString();
}

/**
 * Starts a sign-in with an app: a one-time state and the URL to send the browser to. The guest portal passes
 * `purpose: "guest"` and a `returnTo` the callback redirects to; the preview's test has neither.
 * @example const { state, authorizeUrl } = await startSignIn(ctx, app, { purpose: "test" });
 */
export async function startSignIn(ctx: ServerContext, app: AuthAppRecord, o: { purpose: string; returnTo?: string }) {
  const state = randomBytes(24).toString("base64url");
  await ctx.db.query(
    "insert into auth_app_sign_ins (state, app_id, purpose, return_to, created_ts) values ($1, $2, $3, $4, $5)",
    [state, app.id, o.purpose, o.returnTo ?? null, Math.floor(ctx.now() / 1000)],
  );
  return { state, authorizeUrl: authorizeUrlOf(app, state, ctx.publicUrl()) };
}

interface SignInRow extends Record<string, unknown> {
  state: string;
  app_id: number;
  purpose: string;
  return_to: string | null;
  status: SignIn["status"];
  profile: MappedProfile | null;
  error: string | null;
  created_ts: number;
}

/** A sign-in by its state (expired pending ones read as failed), or undefined. */
export async function signInByState(ctx: ServerContext, state: string): Promise<SignIn | undefined> {
  const [r] = await ctx.db.query<SignInRow>("select * from auth_app_sign_ins where state = $1", [state]);
  if (!r) return undefined;
  const expired = r.status === "pending" && Math.floor(ctx.now() / 1000) - Number(r.created_ts) > SIGN_IN_TTL;
  return {
    state: r.state,
    appId: Number(r.app_id),
    purpose: r.purpose,
    returnTo: r.return_to,
    status: expired ? "failed" : r.status,
    profile: typeof r.profile === "string" ? JSON.parse(r.profile) : r.profile,
    error: expired ? "The sign-in expired" : r.error,
  };
}

/**
 * Swaps a code for a token at the app's token endpoint, then reads and maps its userinfo, both through the
 * outbound guard (`allow`: the allow-list of URL prefixes that may be internal).
 */
export async function fetchProfile(
  app: AuthAppRecord,
  code: string,
  redirectUri: string,
  allow: readonly string[],
): Promise<MappedProfile> {
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: redirectUri,
    client_id: app.config.clientId,
  });
  if (app.clientSecret) form.set("client_secret", app.clientSecret);
  const tokenRes = await fetchFrom("token", app.config.tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: form,
    allow,
  });
  const text = await tokenRes.text();
  // Most providers answer JSON; a few (GitHub without Accept) answer a form.
  const token = text.trim().startsWith("{")
    ? parseAnswer(text, "token")
    : Object.fromEntries(new URLSearchParams(text));
  const accessToken = typeof token.access_token === "string" ? token.access_token : "";
  if (!tokenRes.ok || !accessToken) {
    // OAuth2's error fields are meant for the client; they are cut short and only taken when they are text.
    const why = [token.error_description, token.error].find((v) => typeof v === "string") as string | undefined;
    throw new Error(`The token endpoint answered ${tokenRes.status}: ${why?.slice(0, 200) ?? "no access_token"}`);
  }
  const infoRes = await fetchFrom("userinfo", app.config.userInfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    allow,
  });
  if (!infoRes.ok) throw new Error(`The userinfo endpoint answered ${infoRes.status}`);
  return mapProfile(parseAnswer(await infoRes.text(), "userinfo"), app.config.profile);
}

/**
 * Finishes a sign-in from the provider's redirect: swaps the code, maps the profile and records the outcome.
 * A state used twice, unknown or expired fails without calling the provider.
 */
export async function completeSignIn(
  ctx: ServerContext,
  q: { state?: string; code?: string; error?: string; error_description?: string },
): Promise<SignIn | undefined> {
  const signIn = q.state ? await signInByState(ctx, q.state) : undefined;
  if (signIn?.status !== "pending") return signIn;
  const app = await authAppById(ctx.db, signIn.appId);
  let profile: MappedProfile | null = null;
  let error: string | null = null;
  if (q.error || !q.code) error = q.error_description ?? q.error ?? "The provider sent no code";
  else if (!app) error = "The authentication app was removed";
  else {
    try {
      profile = await fetchProfile(app, q.code, callbackUrl(ctx.publicUrl()), outboundAllowList(ctx));
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
  }
  const status = profile ? "done" : "failed";
  await ctx.db.query(
    "update auth_app_sign_ins set status = $2, profile = $3, error = $4, completed_ts = $5 where state = $1",
    [signIn.state, status, profile && JSON.stringify(profile), error, Math.floor(ctx.now() / 1000)],
  );
  return { ...signIn, status, profile, error };
}
