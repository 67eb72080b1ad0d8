import type { Command } from "commander";
import type { CommandContext, ExitCode } from "../../output";
import type { CommandKit } from "../activities";
import { authedClient, parseId } from "../authedClient";
import { followSend } from "./followSend";

/**
 * `portico campaigns sms send <sid>`: sends the SMS campaign to its segment now and follows its delivery job with a
 * progress bar (`--json`: one object with the run and the job's outcome); exit 0 when the job succeeded, else 4.
 */
export async function sendSmsCampaign(ctx: CommandContext, opts: { profile?: string }, id: string): Promise<ExitCode> {
  const campaignId = parseId(id);
  const { client } = authedClient(ctx.io.env, opts.profile);
  const { data: started } = await client.POST("/v3/sms-campaigns/{campaignId}/send", {
    params: { path: { campaignId } },
  });
  return followSend(ctx, client, campaignId, started, "cli.sms");
}

/**
 * Adds `portico campaigns sms send` under the `campaigns` command.
 * @example registerSmsCommands(campaigns, { t, common, action });
 */
export function registerSmsCommands(campaigns: Command, { t, common, action }: CommandKit): void {
  const sms = campaigns.command("sms").description(t("cli.sms.description"));
  common(sms.command("send").description(t("cli.sms.send.description")))
    .argument("<sid>", t("cli.arg.smsCampaignId"))
    .action(action(sendSmsCampaign));
}
