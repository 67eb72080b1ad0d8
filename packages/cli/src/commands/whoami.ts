import { createElement } from "react";
import { type CommandContext, emit } from "../output";
import { WhoamiView } from "../views/WhoamiView";
import { accountState } from "./accountState";
import { authedClient } from "./authedClient";

export interface WhoamiOptions {
  profile?: string;
}

/** `portico whoami`: GET /v3/me with the stored (or PORTICO_TOKEN) token. */
export async function whoami(ctx: CommandContext, opts: WhoamiOptions): Promise<void> {
  const { client, session } = authedClient(ctx.io.env, opts.profile);
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
