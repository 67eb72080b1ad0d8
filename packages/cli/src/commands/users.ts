import type { components } from "@portico/sdk";
import { render } from "ink";
import { createElement } from "react";
import { readAll } from "../io";
import { CliError, type CommandContext, EXIT, emit } from "../output";
import { MessageView } from "../views/MessageView";
import { PasswordPrompt } from "../views/PasswordPrompt";
import { formatTable, TableView } from "../views/TableView";
import { authedClient, parseId } from "./authedClient";
import { confirmOrYes } from "./confirm";
import { buildAcl, buildMpos, describeAcl, describeMpos } from "./grants";

type Subscriber = components["schemas"]["Subscriber"];
type CreateSubscriber = components["schemas"]["CreateSubscriberRequest"];

export interface UserFlags {
  profile?: string;
}

export interface AddUserFlags extends UserFlags {
  email?: string;
  name?: string;
  password?: string;
  access?: string[];
  pos?: string[];
}

/** `portico users list`: the owner's sub-accounts with their access and point-of-sale roles per business. */
export async function listUsers(ctx: CommandContext, opts: UserFlags): Promise<void> {
  const { client } = authedClient(ctx.io.env, opts.profile);
  const { data } = await client.GET("/v3/subscribers");
  const { t } = ctx;
  const headers = [t("cli.col.id"), t("cli.col.email"), t("cli.col.name"), t("cli.col.access"), t("cli.col.pos")];
  const rows = data.map((s) => [
    String(s.subscriberId),
    s.profile.email,
    s.profile.name ?? "",
    describeAcl(s.profile.acl),
    describeMpos(s.profile.mpos),
  ]);
  const empty = t("cli.users.empty");
  await emit(ctx, {
    json: data,
    text: formatTable(headers, rows, empty),
    view: () => createElement(TableView, { headers, rows, empty }),
  });
}

/** The new user's password: the flag, PORTICO_USER_PASSWORD, an Ink prompt on a TTY, else stdin's first line. */
async function newPassword(ctx: CommandContext, opts: AddUserFlags, email: string): Promise<string> {
  const given = opts.password || ctx.io.env.PORTICO_USER_PASSWORD;
  if (given) return given;
  const { stdin, stderr } = ctx.io;
  if (!stdin.isTTY) {
    const line = (await readAll(stdin)).split(/\r?\n/)[0];
    if (!line) throw new CliError(EXIT.USAGE, "USAGE", "cli.users.missingPassword");
    return line;
  }
  return new Promise((resolve, reject) => {
    const cancelled = () => reject(new CliError(EXIT.USAGE, "CANCELLED", "cli.confirm.cancelled"));
    const app = render(
      createElement(PasswordPrompt, {
        t: ctx.t,
        label: ctx.t("cli.users.passwordFor", { email }),
        onSubmit: (pw: string) => {
          resolve(pw);
          app.unmount();
        },
        onCancel: () => {
          cancelled();
          app.unmount();
        },
      }),
      { stdout: stderr as NodeJS.WriteStream, stdin: stdin as NodeJS.ReadStream, patchConsole: false },
    );
    app.waitUntilExit().then(cancelled, reject);
  });
}

/**
 * `portico users add --email <e> [--name <n>] [--password <p>] [--access <bid>=full|read|none]...
 * [--pos <bid>=admin|staff|staff-redeemonly]...`: the flags are checked before anything is asked or sent.
 */
export async function addUser(ctx: CommandContext, opts: AddUserFlags): Promise<void> {
  const email = opts.email?.trim();
  if (!email) throw new CliError(EXIT.USAGE, "USAGE", "cli.users.missingEmail");
  const acl = buildAcl(opts.access ?? []);
  const mpos = buildMpos(opts.pos ?? []);
  const { client } = authedClient(ctx.io.env, opts.profile);
  const password = await newPassword(ctx, opts, email);
  const body: CreateSubscriber = { email, password, acl, mpos };
  if (opts.name?.trim()) body.name = opts.name.trim();
  const { data } = await client.POST("/v3/subscribers", { body });
  const text = ctx.t("cli.users.added", {
    id: data.subscriberId,
    email: data.profile.email,
    access: describeAcl(data.profile.acl) || ctx.t("cli.none"),
  });
  await emit(ctx, { json: data, text, view: () => createElement(MessageView, { text }) });
}

/** `portico users remove <id> [--yes]`: ends the sub-account's sessions too (server side). */
export async function removeUser(ctx: CommandContext, opts: UserFlags & { yes?: boolean }, rawId: string) {
  const subscriberId = parseId(rawId);
  const { client } = authedClient(ctx.io.env, opts.profile);
  if (!opts.yes && ctx.io.stdin.isTTY) {
    // Ask with the e-mail in the question; an unknown id fails here with 404 before anything is asked.
    const { data } = await client.GET("/v3/subscribers/{subscriberId}", { params: { path: { subscriberId } } });
    const s: Subscriber = data;
    await confirmOrYes(ctx, false, ctx.t("cli.users.confirmRemove", { id: subscriberId, email: s.profile.email }));
  } else await confirmOrYes(ctx, opts.yes, "");
  await client.DELETE("/v3/subscribers/{subscriberId}", { params: { path: { subscriberId } } });
  const text = ctx.t("cli.users.removed", { id: subscriberId });
  await emit(ctx, {
    json: { removed: true, id: subscriberId },
    text,
    view: () => createElement(MessageView, { text }),
  });
}
