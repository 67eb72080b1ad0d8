// `npm run simulate -- --api URL --devices N`: simulated iNodes in their own process, talking to a Portico server only
// through its device ingest API over HTTP (announce, report batches, poll instructions, command results).
// Each device reports once a minute in its own phase. `--processes K` splits the devices into K child processes on
// disjoint activation-code ranges (one shared prefix, consecutive indexes), for fleets one process cannot drive.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { httpTransport } from "./live/simulator/ingestTransport";
import { RemoteFleet } from "./live/simulator/remoteFleet";

const { values } = parseArgs({
  options: {
    api: { type: "string", default: process.env.PORTICO_API_URL ?? "http://localhost:8080" },
    devices: { type: "string", default: "10" },
    interval: { type: "string", default: "5000" },
    "dev-token": { type: "string", default: process.env.PORTICO_DEV_TOKEN },
    owner: { type: "string" },
    business: { type: "string" },
    model: { type: "string", default: "iN-200" },
    ticks: { type: "string" },
    processes: { type: "string", default: "1" },
    prefix: { type: "string" },
    offset: { type: "string", default: "0" },
  },
});
const api = values.api!.replace(/\/$/, "");
const n = Number(values.devices);
const prefix = values.prefix ?? randomBytes(3).toString("hex").toUpperCase();
const processes = Math.max(1, Number(values.processes) || 1);
if (processes > 1) {
  // The parent only splits: child i drives devices [i * per, (i + 1) * per) of the same prefix.
  const per = Math.ceil(n / processes);
  const base = process.argv
    .slice(2)
    .filter(
      (a, i, all) =>
        !/^--(devices|processes|prefix|offset)/.test(a) &&
        !/^--(devices|processes|prefix|offset)$/.test(all[i - 1] ?? ""),
    );
  const children = Array.from({ length: processes }, (_, i) =>
    fork(
      process.argv[1]!,
      [
        ...base,
        "--devices",
        String(Math.max(0, Math.min(per, n - i * per))),
        "--prefix",
        prefix,
        "--offset",
        String(i * per),
      ],
      {
        execArgv: process.execArgv,
      },
    ),
  );
  for (const sig of ["SIGINT", "SIGTERM"] as const)
    process.once(sig, () => {
      for (const c of children) c.kill(sig);
    });
  console.log(`${processes} processes, ${per} devices each, prefix ${prefix}`);
  await Promise.all(children.map((c) => new Promise((res) => c.on("exit", res))));
  process.exit(0);
}
const offset = Number(values.offset);
const acs = Array.from({ length: n }, (_, i) => `${prefix}${(offset + i).toString(16).toUpperCase().padStart(6, "0")}`);
const transport = httpTransport(api, values["dev-token"]);

const started = Date.now();
const fleet = await RemoteFleet.announce(transport, acs, { modelId: values.model! });
console.log(`announced ${n} devices (${acs[0]} ...) in ${Date.now() - started} ms`);

// With --owner email:password --business id, the owner binds them (bindINodes, 50 a call) so they report telemetry.
if (values.owner && values.business) {
  const [email, password] = values.owner.split(":");
  const token = await fetch(`${api}/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ grant_type: "password", username: email, password, client_id: "portico-console" }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  for (let i = 0; i < acs.length; i += 50) {
    const rows = acs.slice(i, i + 50).map((ac, j) => ({ ac, modelId: values.model!, nickname: `Sim ${i + j + 1}` }));
    const r = await fetch(`${api}/v3/businesses/${values.business}/inodes/batch`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token.access_token}` },
      body: JSON.stringify({ rows }),
    });
    if (!r.ok) throw new Error(`binding failed: ${r.status} ${await r.text()}`);
  }
  console.log(`bound ${n} devices to business ${values.business}`);
}

const maxTicks = values.ticks ? Number(values.ticks) : Number.POSITIVE_INFINITY;
for (let t = 0; t < maxTicks; t++) {
  const at = Date.now();
  const r = await fleet.tick(Math.floor(at / 1000));
  if (r.batches) console.log(`tick ${t}: ${r.batches} batches, ${r.items} items in ${Date.now() - at} ms`);
  await new Promise((res) => setTimeout(res, Number(values.interval)));
}
