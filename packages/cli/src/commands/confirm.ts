import { render } from "ink";
import { createElement } from "react";
import { CliError, type CommandContext, EXIT } from "../output";
import { ConfirmPrompt } from "../views/ConfirmPrompt";

/**
 * Makes sure a destructive command may go on: `--yes` skips the question; on a terminal an Ink prompt
 * (on stderr, so --json output stays clean) asks; without a terminal it refuses with exit 2 instead of
 * guessing. A "no" is a cancellation (exit 2).
 */
export async function confirmOrYes(ctx: CommandContext, yes: boolean | undefined, question: string): Promise<void> {
  if (yes) return;
  const { stdin, stderr } = ctx.io;
  if (!stdin.isTTY) throw new CliError(EXIT.USAGE, "USAGE", "cli.confirm.needYes");
  const answer = await new Promise<boolean>((resolve) => {
    const app = render(
      createElement(ConfirmPrompt, {
        t: ctx.t,
        question,
        onAnswer: (v: boolean) => {
          resolve(v);
          app.unmount();
        },
      }),
      { stdout: stderr as NodeJS.WriteStream, stdin: stdin as NodeJS.ReadStream, patchConsole: false },
    );
    // Ctrl+C ends the app without an answer: treat it as "no".
    app.waitUntilExit().then(
      () => resolve(false),
      () => resolve(false),
    );
  });
  if (!answer) throw new CliError(EXIT.USAGE, "CANCELLED", "cli.confirm.cancelled");
}
