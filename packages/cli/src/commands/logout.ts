import { createPorticoClient, isPorticoError } from "@portico/sdk";
import { createElement } from "react";
import { resolveSession, saveProfile } from "../config";
import { CliError, type CommandContext, EXIT, emit } from "../output";
import { MessageView } from "../views/MessageView";

export interface LogoutOptions {
  profile?: string;
}

/** `portico logout`: revokes the token on the server (POST /auth/signout/) and removes it from the profile. */
export async function logout(ctx: CommandContext, opts: LogoutOptions): Promise<void> {
  const session = resolveSession(ctx.io.env, opts.profile);
  const { token } = session;
  if (!token) throw new CliError(EXIT.AUTH, "NOT_SIGNED_IN", "cli.notSignedIn");
  const client = createPorticoClient({ baseUrl: session.apiUrl, getToken: () => token });
  try {
    await client.POST("/auth/signout/");
  } catch (err) {
    // An expired or revoked token is signed out already; anything else (network) keeps the token for a retry.
    if (!(isPorticoError(err) && err.code === "INVALID_TOKEN")) throw err;
  }
  if (session.profile.token) {
    const { token: _dropped, expiresAt: _gone, ...rest } = session.profile;
    saveProfile(ctx.io.env, session.profileName, rest);
  }
  const text = ctx.t("cli.logout.done", { url: session.apiUrl, profile: session.profileName });
  await emit(ctx, {
    json: { signedOut: true, profile: session.profileName, apiUrl: session.apiUrl },
    text,
    view: () => createElement(MessageView, { text }),
  });
}
