// One reference server instance of the campaign bench (bench/campaign.bench.ts spawns one or two), on the
// PostgreSQL database of PORTICO_DATABASE_URL (or PGlite in memory), mailing to the bench's counting SMTP sink
// (PORTICO_SMTP_URL). With `start <n>` it also queues a send of one e-mail campaign to n recipients, the way
// startDeliveryRun does (a run row, then the `delivery` job). It prints one JSON line when ready, then its peak RSS
// every second, and works until it is killed.
import { createPorticoServer } from "@portico/server";

const [mode, rawN] = process.argv.slice(2);
// The bench stops reading when it ends this process.
process.stdout.on("error", () => process.exit(0));
const mb = (b: number) => Math.round(b / 1048576);
const databaseUrl = process.env.PORTICO_DATABASE_URL;
const srv = await createPorticoServer({
  seed: true,
  simulator: false,
  ...(databaseUrl ? { databaseUrl } : {}),
  smtpUrl: process.env.PORTICO_SMTP_URL!,
  jobs: { pollingIntervalSeconds: 0.5 },
  // A short lease: rows a killed instance had claimed are taken over after 5 s (the default is 2 minutes).
  delivery: { leaseSeconds: 5, rates: { email: 1_000_000, sms: 1_000_000 } },
});
await srv.listen(0, "127.0.0.1");
let runId: number | undefined;
if (mode === "start") {
  const n = Number(rawN);
  const recipients = Array.from({ length: n }, (_, i) => ({ email: `guest${i}@bench.test`, name: `Guest ${i}` }));
  const [run] = await srv.ctx.db.query<{ id: number }>(
    `insert into delivery_runs (business_id, kind, campaign_id, run_key, channels, audience, created_ts)
     values (1, 'edm', 'bench', $1, $2, $3, $4) returning id`,
    [
      `bench-${Date.now()}`,
      JSON.stringify({
        email: {
          subject: "November offers for {{name}}",
          html: '<h1>Hello {{name}}</h1><p>Our <a href="https://portico.example/offers">November offers</a> are here.</p>',
        },
      }),
      JSON.stringify({ recipients }),
      Math.floor(Date.now() / 1000),
    ],
  );
  runId = Number(run!.id);
  await srv.ctx.jobs.enqueue(1, "delivery", { runId });
}
console.log(JSON.stringify({ ready: true, runId, pid: process.pid }));
setInterval(() => console.log(JSON.stringify({ peakRss: mb(process.resourceUsage().maxRSS * 1024) })), 1000);
