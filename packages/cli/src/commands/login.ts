import { createPorticoClient, signIn } from "@portico/sdk";
import { render } from "ink";
import { createElement } from "react";
import { resolveSession, saveProfile } from "../config";
import { readAll } from "../io";
import { CliError, type CommandContext, EXIT, emit } from "../output";
import { LoginPrompt } from "../views/LoginPrompt";
import { MessageView } from "../views/MessageView";

/** The public OAuth client the CLI signs in as. */
export const CLI_CLIENT_ID = "portico-cli";

export interface LoginOptions {
  apiUrl?: string;
  email?: string;
  password?: string;
  subscriber?: boolean;
  profile?: string;
}

/** `portico login`: signs in through the SDK and stores the session in the profile. */
export async function login(ctx: CommandContext, opts: LoginOptions): Promise<void> {
  const { env, stdin } = ctx.io;
  const session = resolveSession(env, opts.profile, opts.apiUrl);
  let email = opts.email?.trim() || undefined;
  let password = opts.password || env.PORTICO_PASSWORD || undefined;

  // Before asking anything: an unreachable server would only fail after the owner typed the password.
  await checkReachable(session.apiUrl);

  if (!email || !password) {
    if (stdin.isTTY) {
      ({ email, password } = await prompt(ctx, session.apiUrl, email));
    } else {
      if (!email) throw new CliError(EXIT.USAGE, "USAGE", "cli.login.missingEmail");
      // A piped password: the first line of stdin.
      password = (await readAll(stdin)).split(/\r?\n/)[0] || undefined;
      if (!password) throw new CliError(EXIT.USAGE, "USAGE", "cli.login.missingPassword");
    }
  }

  const client = createPorticoClient({ baseUrl: session.apiUrl });
  const result = await signIn(client, {
    email,
    password,
    subscriber: Boolean(opts.subscriber),
    clientId: CLI_CLIENT_ID,
  });
  const expiresAt = Math.floor(Date.now() / 1000) + result.expiresIn;
  saveProfile(env, session.profileName, {
    apiUrl: session.apiUrl,
    token: result.token,
    email,
    kind: result.kind,
    expiresAt,
  });
  const text = ctx.t("cli.login.done", {
    email,
    kind: ctx.t(`cli.kind.${result.kind}`),
    url: session.apiUrl,
    profile: session.profileName,
  });
  await emit(ctx, {
    json: { profile: session.profileName, apiUrl: session.apiUrl, email, kind: result.kind, expiresAt },
    text,
    view: () => createElement(MessageView, { text }),
  });
}

/**
 * Fails with the URL tried and how to change it when nothing answers there (any HTTP answer counts: only a
 * network failure or a 5 s silence means the server is not running at that address).
 */
async function checkReachable(apiUrl: string): Promise<void> {
  try {
    await fetch(apiUrl, { method: "HEAD", signal: AbortSignal.timeout(5000) });
  } catch {
    throw new CliError(EXIT.NETWORK, "NETWORK_ERROR", "cli.login.unreachable", { url: apiUrl });
  }
}

/** Asks for what is missing with an Ink form on stderr, so that stdout stays clean for --json. */
function prompt(ctx: CommandContext, apiUrl: string, email?: string): Promise<{ email: string; password: string }> {
  return new Promise((resolve, reject) => {
    const app = render(
      createElement(LoginPrompt, {
        t: ctx.t,
        apiUrl,
        ...(email ? { email } : {}),
        onSubmit: (values) => {
          app.unmount();
          resolve(values);
        },
        onCancel: () => {
          app.unmount();
          reject(new CliError(EXIT.USAGE, "CANCELLED", "cli.login.cancelled"));
        },
      }),
      { stdout: ctx.io.stderr as NodeJS.WriteStream, stdin: ctx.io.stdin as NodeJS.ReadStream, patchConsole: false },
    );
    // Ctrl+C or a render error ends the app without a submit: never leave the command hanging.
    app.waitUntilExit().then(() => reject(new CliError(EXIT.USAGE, "CANCELLED", "cli.login.cancelled")), reject);
  });
}
