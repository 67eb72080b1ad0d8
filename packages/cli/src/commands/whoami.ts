import { createPorticoClient } from "@portico/sdk";
import { createElement } from "react";
import { resolveSession } from "../config";
import { CliError, type CommandContext, EXIT, emit } from "../output";
import { WhoamiView } from "../views/WhoamiView";
import { accountState } from "./accountState";

export interface WhoamiOptions {
  profile?: string;
}

/** `portico whoami`: GET /v3/me with the stored (or PORTICO_TOKEN) token. */
export async function whoami(ctx: CommandContext, opts: WhoamiOptions): Promise<void> {
  const session = resolveSession(ctx.io.env, opts.profile);
  const { token } = session;
  if (!token) throw new CliError(EXIT.AUTH, "NOT_SIGNED_IN", "cli.notSignedIn");
  const client = createPorticoClient({ baseUrl: session.apiUrl, getToken: () => token });
  const { data: me } = await client.GET("/v3/me");
  const state = accountState(me.suspended);
  const { t } = ctx;
  const text = [
    `${t("cli.whoami.email")}: ${me.email}`,
    `${t("cli.whoami.kind")}: ${t(`cli.kind.${me.kind}`)}`,
    `${t("cli.whoami.name")}: ${me.name || t("cli.none")}`,
    `${t("cli.whoami.state")}: ${t(`cli.state.${state}`)}`,
  ].join("\n");
  await emit(ctx, {
    json: { ...me, state, apiUrl: session.apiUrl, profile: session.profileName },
    text,
    view: () => createElement(WhoamiView, { t, me, apiUrl: session.apiUrl }),
  });
}
