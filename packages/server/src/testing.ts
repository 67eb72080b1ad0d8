import { pgliteTemplate } from "./db/pgliteTemplate";
import type { MailMessage } from "./providers/email/smtpSink";
import { createPorticoServer, type PorticoServer, type PorticoServerOptions } from "./server";

export { createTestDatabase } from "./db/testDatabase";
export { announceDevices } from "./testkit/announceDevices";
export type { MailMessage };

/** Options of {@link startTestServer}; the extra ones are for the server's own tests. */
export interface TestServerOptions
  extends Pick<
    PorticoServerOptions,
    | "databaseUrl"
    | "dataDir"
    | "now"
    | "tokenTtl"
    | "publicUrl"
    | "limits"
    | "devTools"
    | "devToken"
    | "frameAncestors"
    | "allowScriptEval"
    | "jobs"
    | "jobTypes"
  > {
  menuType?: string;
  /** Seed the demo accounts (default true). */
  seed?: boolean;
  staticDir?: string;
}

/** A running test server. */
export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The server itself, for tests that need the context (live hub, clock). */
  server: PorticoServer;
  /** The token that reads /dev/mailbox, /dev/sms and drives /dev/simulator (header `X-Portico-Dev-Token`). */
  devToken: string;
  close(): Promise<void>;
  /** Messages the embedded SMTP sink received, newest first, optionally only those to one address. */
  mailbox(to?: string): Promise<MailMessage[]>;
}

/**
 * Starts a real reference server on 127.0.0.1 with a fresh in-memory PGlite (from a per-process
 * migrated template, ~1 s), demo data and the embedded SMTP sink. One per test file.
 * @example
 * const srv = await startTestServer();
 * afterAll(() => srv.close());
 * const client = createPorticoClient({ baseUrl: srv.url });
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const usePglite = !opts.databaseUrl && !opts.dataDir;
  const server = await createPorticoServer({
    ...opts,
    seed: opts.seed ?? true,
    // Tests drive the device simulator with `server.simulator.tick()`, so nothing changes behind their back.
    simulator: { paused: true },
    // Jobs start within half a second (pg-boss's shortest poll) instead of the default 2 s.
    jobs: { pollingIntervalSeconds: 0.5, ...opts.jobs },
    ...(usePglite ? { pgliteTemplate: await pgliteTemplate() } : {}),
  });
  const url = await server.listen(0, "127.0.0.1");
  return {
    url,
    server,
    devToken: server.ctx.devTools?.token ?? "",
    close: () => server.close(),
    mailbox: async (to) => server.ctx.sink?.messages(to) ?? [],
  };
}
// apps: lotteries - the workbook the widget tests and the e2e import.
export { lotteryWorkbook, sampleCandidates } from "./modules/lotteries/lotteryWorkbook";
