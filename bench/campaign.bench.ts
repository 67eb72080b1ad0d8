// Issue 16's campaign bench: CAMPAIGN_RECIPIENTS (default 100,000) e-mails of one campaign delivered through the
// delivery core (jobs, claimed batches, pooled SMTP) to a counting SMTP sink in this process, on one and on two
// server instances (PostgreSQL, BENCH_PG_URL) and with one of two instances killed (SIGKILL) mid-send. Baseline:
// the same messages sent one per SMTP connection, sequentially (CAMPAIGN_BASELINE messages, default 1,000).
// Every figure is ms per 1,000 messages, so the table's "x faster" is messages per second over the baseline's.
// The report counts duplicates and losses by recipient and by Message-ID, and each instance's peak RSS.
import { type ChildProcess, spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import type { Bench } from "./run";
import { nodeArgs, pgAdminUrl, root } from "./serverProcess";

const N = Number(process.env.CAMPAIGN_RECIPIENTS) || 100_000;
const BASELINE = Number(process.env.CAMPAIGN_BASELINE) || 1000;

/** The sink: counts messages per recipient and per Message-ID, nothing else kept. */
class CountingSink {
  byTo = new Map<string, number>();
  byId = new Map<string, number>();
  received = 0;
  url = "";
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // A message counts once its DATA is complete: a killed instance's half-sent message is not a delivery.
    onData: (stream, session, cb) => {
      let head = "";
      stream.on("data", (c: Buffer) => {
        if (head.length < 4096) head += String(c);
      });
      stream.on("end", () => {
        for (const to of session.envelope.rcptTo) this.byTo.set(to.address, (this.byTo.get(to.address) ?? 0) + 1);
        const id = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `none-${this.received}`;
        this.byId.set(id, (this.byId.get(id) ?? 0) + 1);
        this.received++;
        cb();
      });
    },
  });
  async start() {
    // A killed instance drops its connections mid-message: that is the test, not a sink failure.
    this.server.on("error", () => undefined);
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }
  reset() {
    this.byTo.clear();
    this.byId.clear();
    this.received = 0;
  }
  close() {
    return new Promise<void>((r) => this.server.close(() => r()));
  }
  /** Recipients mailed more than once and never, among guest0..guest(n-1), and Message-IDs seen twice. */
  check(n: number) {
    let duplicates = 0;
    let lost = 0;
    for (let i = 0; i < n; i++) {
      const c = this.byTo.get(`guest${i}@bench.test`) ?? 0;
      if (c === 0) lost++;
      if (c > 1) duplicates += c - 1;
    }
    const idDuplicates = [...this.byId.values()].reduce((s, c) => s + Math.max(0, c - 1), 0);
    return { duplicates, lost, idDuplicates };
  }
}

interface Instance {
  child: ChildProcess;
  peakRss: number;
  ready: Promise<void>;
}

function instance(env: Record<string, string>, args: string[]): Instance {
  const child = spawn(process.execPath, [...nodeArgs, "bench/campaignChild.ts", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const inst: Instance = { child, peakRss: 0, ready: Promise.resolve() };
  inst.ready = new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`campaign instance exited with ${code}`)));
    let buf = "";
    child.stdout!.on("data", (d) => {
      buf += String(d);
      const lines = buf.split("\n");
      buf = lines.pop()!;
      for (const line of lines) {
        if (!line.startsWith("{")) continue;
        const msg = JSON.parse(line) as { ready?: boolean; peakRss?: number };
        if (msg.ready) resolve();
        if (msg.peakRss) inst.peakRss = msg.peakRss;
      }
    });
  });
  return inst;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(sink: CountingSink, n: number, limitMs: number) {
  const t = performance.now();
  while (sink.byTo.size < n) {
    if (performance.now() - t > limitMs) throw new Error(`only ${sink.byTo.size} of ${n} recipients mailed`);
    await sleep(50);
  }
}

const sink = new CountingSink();
const results: string[] = [];

/** One send of N messages on `instances` servers; `kill` SIGKILLs the second one at 30 %. Returns ms per 1000. */
async function send(instances: number, kill = false): Promise<number> {
  sink.reset();
  const { createTestDatabase } = await import("@portico/server/testing");
  const db = await createTestDatabase(await pgAdminUrl());
  const env = { PORTICO_DATABASE_URL: db.url, PORTICO_SMTP_URL: sink.url };
  // The helpers start first and idle; the starter queues the run, so both take part from the first batch.
  const helpers = Array.from({ length: instances - 1 }, () => instance(env, ["serve"]));
  await Promise.all(helpers.map((h) => h.ready));
  const t = performance.now();
  const starter = instance(env, ["start", String(N)]);
  const all = [starter, ...helpers];
  try {
    await starter.ready;
    if (kill) {
      while (sink.byTo.size < N * 0.3) await sleep(20);
      helpers[0]!.child.kill("SIGKILL");
    }
    await waitFor(sink, N, 30 * 60_000);
    const ms = performance.now() - t;
    await sleep(kill ? 7000 : 500); // late duplicates (a taken-over lease) would arrive now
    const c = sink.check(N);
    results.push(
      `${instances} instance(s)${kill ? ", one killed at 30 %" : ""}: ${N} messages in ${(ms / 1000).toFixed(1)} s = ` +
        `${Math.round((N / ms) * 1000)} msg/s; duplicates ${c.duplicates} (by Message-ID ${c.idDuplicates}), lost ${c.lost}; ` +
        `peak RSS ${all.map((i) => `${i.peakRss} MB`).join(", ")}`,
    );
    return (ms / N) * 1000;
  } finally {
    for (const i of all) i.child.kill("SIGTERM");
    await sleep(1000);
    await db.drop().catch(() => undefined);
  }
}

const bench: Bench = {
  name: `campaign (PostgreSQL, ${N} e-mails to an SMTP sink)`,
  rounds: 1,
  warmup: 0,
  speedup: true,
  setup: () => sink.start(),
  teardown: () => sink.close(),
  baseline: {
    name: `one SMTP connection per message, sequential (${BASELINE} messages)`,
    async fn() {
      sink.reset();
      const t = performance.now();
      for (let i = 0; i < BASELINE; i++) {
        const transport = nodemailer.createTransport({ url: sink.url, ignoreTLS: true });
        await transport.sendMail({
          from: "Portico <no-reply@portico.dev>",
          to: `guest${i}@bench.test`,
          subject: `November offers for Guest ${i}`,
          html: `<h1>Hello Guest ${i}</h1>`,
        });
        transport.close();
      }
      const ms = performance.now() - t;
      results.push(
        `baseline: ${BASELINE} messages in ${(ms / 1000).toFixed(1)} s = ${Math.round((BASELINE / ms) * 1000)} msg/s`,
      );
      return (ms / BASELINE) * 1000;
    },
  },
  cases: [
    { name: "delivery core, 1 instance", fn: () => send(1) },
    { name: "delivery core, 2 instances", fn: () => send(2) },
    { name: "2 instances, one SIGKILLed at 30 %", fn: () => send(2, true) },
  ],
  report: async () => results,
};

export default process.env.BENCH_PG_URL ? [bench] : [];
