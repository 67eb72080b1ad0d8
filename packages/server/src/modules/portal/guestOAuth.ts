import type { components } from "@portico/sdk";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { authAppById } from "../authapps/authApps";
import { signInByState, startSignIn } from "../authapps/signIns";
import { type LoadedSession, requireTerms } from "./portalSessions";

type Identity = components["schemas"]["PortalIdentity"];
const invalid = (message: string) => new HttpError(400, "VALIDATION_FAILED", message);

/** The app must be enabled on the current login module and belong to the activity's business. */
async function enabledApp(ctx: ServerContext, s: LoadedSession, appId: number) {
  const module = s.activity.modules[s.row.step];
  const method = module?.profile.mode === "login" ? module.profile.loginMethods?.[`app:${appId}`] : undefined;
  const app = method?.enabled ? await authAppById(ctx.db, appId) : undefined;
  if (!app || app.businessId !== s.activity.businessId || app.provider !== "oauth2")
    throw invalid("This sign-in is not offered here");
  return app;
}

/**
 * Starts the authorization-code round trip with a custom app; the provider returns the guest to the portal
 * page, and the state is kept on the session so only this session can finish it. Not before the terms are accepted.
 */
export async function startGuestOAuth(ctx: ServerContext, s: LoadedSession, code: string, appId: number) {
  const app = await enabledApp(ctx, s, appId);
  requireTerms(s);
  const started = await startSignIn(ctx, app, { purpose: "guest", returnTo: `/portal/${code}` });
  s.row.oauth_state = started.state;
  return started.authorizeUrl;
}

/** Finishes it: the state must be this session's and the provider must have answered with a profile. */
export async function guestOAuthIdentity(ctx: ServerContext, s: LoadedSession, state: string): Promise<Identity> {
  if (!s.row.oauth_state || s.row.oauth_state !== state)
    throw new HttpError(400, "INVALID_CREDENTIALS", "Unknown sign-in");
  const signIn = await signInByState(ctx, state);
  s.row.oauth_state = null;
  if (signIn?.status !== "done" || !signIn.profile || signIn.purpose !== "guest")
    throw new HttpError(400, "INVALID_CREDENTIALS", signIn?.error ?? "The sign-in did not finish");
  await enabledApp(ctx, s, signIn.appId);
  return { method: `app:${signIn.appId}`, name: signIn.profile.name, email: signIn.profile.email, phone: null };
}
