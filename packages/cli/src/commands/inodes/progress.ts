import { render } from "ink";
import { createElement } from "react";
import type { CommandContext } from "../../output";
import { ProgressView, type ProgressViewProps } from "../../views/ProgressView";

/** A live progress bar on a terminal (Ink), or nothing in the other modes. */
export interface Progress {
  update(props: ProgressViewProps): void;
  done(): Promise<void>;
}

/** Starts a progress bar on stdout when it is a terminal; a no-op otherwise (JSON and plain text). */
export function startProgress(ctx: CommandContext, initial: ProgressViewProps): Progress {
  if (ctx.mode !== "ink") return { update() {}, done: async () => {} };
  const app = render(createElement(ProgressView, initial), {
    stdout: ctx.io.stdout as NodeJS.WriteStream,
    stderr: ctx.io.stderr as NodeJS.WriteStream,
    patchConsole: false,
  });
  return {
    update: (props) => app.rerender(createElement(ProgressView, props)),
    async done() {
      app.unmount();
      await app.waitUntilExit();
    },
  };
}
