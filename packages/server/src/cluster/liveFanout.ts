import type { Queryable } from "../db/db";
import type { PeriodicJob } from "../jobs/jobTypes";
import type { LiveEnvelope, LiveHub, LiveTransport } from "../live/liveHub";
import { LIVE_CHANNEL } from "./clusterConnection";

/** The largest notification sent as is, in bytes: PostgreSQL refuses payloads of 8000 bytes and more. */
export const NOTIFY_LIMIT = 7900;
/** Seconds a stored large payload is kept: every instance has read it long before. */
export const LIVE_PAYLOAD_TTL = 300;

/** One notification: the envelope itself, or the id of its `live_payloads` row; `from` is the sender's instance key. */
type Notice = { from: number; e: LiveEnvelope } | { from: number; ref: number };

/**
 * Live events between instances over PostgreSQL NOTIFY on `portico_live`: `send` notifies every instance (a payload
 * over {@link NOTIFY_LIMIT} goes into `live_payloads` and the notification carries its id), `onNotify` (wired to the
 * instance's LISTEN connection) hands the others' envelopes to the hub, one at a time and in order.
 * @example
 * const fanout = new LiveFanout(db, hub, conn.instanceKey, Date.now);
 * hub.setTransport(fanout);
 */
export class LiveFanout implements LiveTransport {
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Queryable,
    private readonly hub: LiveHub,
    private readonly instanceKey: number,
    private readonly now: () => number,
  ) {}

  async send(envelope: LiveEnvelope): Promise<void> {
    const body = JSON.stringify(envelope);
    let note = `{"from":${this.instanceKey},"e":${body}}`;
    if (Buffer.byteLength(note) > NOTIFY_LIMIT) {
      const [row] = await this.db.query<{ id: number }>(
        "insert into live_payloads (payload, created_ts) values ($1::jsonb, $2) returning id",
        [body, Math.floor(this.now() / 1000)],
      );
      note = JSON.stringify({ from: this.instanceKey, ref: row!.id } satisfies Notice);
    }
    await this.db.query("select pg_notify($1, $2)", [LIVE_CHANNEL, note]);
  }

  /** A notification arrived; the sender's own ones are skipped (its sockets got the message already). */
  onNotify(payload: string): void {
    // One at a time: a large event read from its row is not overtaken by a small one sent after it.
    this.chain = this.chain
      .then(() => this.handle(payload))
      .catch((err: unknown) => console.error("live fan-out:", err));
  }

  /** Resolves once every notification received so far has been delivered (tests). */
  settled(): Promise<void> {
    return this.chain;
  }

  private async handle(payload: string): Promise<void> {
    const notice = JSON.parse(payload) as Notice;
    if (notice.from === this.instanceKey) return;
    const envelope =
      "ref" in notice
        ? (
            await this.db.query<{ payload: LiveEnvelope }>("select payload from live_payloads where id = $1", [
              notice.ref,
            ])
          )[0]?.payload
        : notice.e;
    if (envelope) await this.hub.receive(envelope);
  }
}

/**
 * The prune of stored large payloads as a periodic job (one instance a tick).
 * @example ctx.jobs.every(livePayloadPruning(ctx.db, ctx.now));
 */
export function livePayloadPruning(db: Queryable, now: () => number): PeriodicJob {
  return {
    name: "pruneLivePayloads",
    cron: "*/5 * * * *",
    run: async () => {
      await db.query("delete from live_payloads where created_ts < $1", [Math.floor(now() / 1000) - LIVE_PAYLOAD_TTL]);
    },
  };
}
