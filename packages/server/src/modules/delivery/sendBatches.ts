import type { ServerContext } from "../../context";
import { countAttempt } from "../../guards/rateLimit";
import { isPermanentEmailFailure } from "../../providers/email/emailProvider";
import { type ClaimedDelivery, type ComposeContext, composeEmail, composeSms } from "./composeMessage";
import type { DeliveryChannel } from "./deliveryTypes";

/** How the sending loop paces itself. */
export interface SendSettings {
  /** Deliveries one claim takes. */
  batchSize: number;
  /** Seconds after which a claimed, unfinished delivery (its instance died) may be claimed again. */
  leaseSeconds: number;
  /** Messages per second per channel over all instances (the provider's limit). */
  rates: Record<DeliveryChannel, number>;
  /** Attempts before a delivery that keeps failing for a passing reason is given up. */
  maxAttempts: number;
}

/** Defaults; PORTICO_EMAIL_RATE and PORTICO_SMS_RATE set the provider limits. */
export const DEFAULT_SEND_SETTINGS: SendSettings = {
  batchSize: 50,
  leaseSeconds: 120,
  rates: {
    email: Number(process.env.PORTICO_EMAIL_RATE) || 1000,
    sms: Number(process.env.PORTICO_SMS_RATE) || 50,
  },
  maxAttempts: 3,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Claims the run's deliveries a batch at a time (`for update skip locked`, so instances and workers never take
 * the same row) and sends them, marking each one sent the moment its provider accepts it. Returns when nothing is
 * left to claim; rows another worker holds are that worker's. `tick` is called after every batch (progress, and
 * the point where a cancel or a server stop ends the loop).
 */
export async function sendBatches(
  ctx: ServerContext,
  compose: ComposeContext,
  settings: SendSettings,
  tick: () => Promise<void>,
): Promise<void> {
  for (;;) {
    const now = Math.floor(ctx.now() / 1000);
    const batch = await ctx.db.query<ClaimedDelivery & { attempts: number }>(
      `update deliveries d set status = 'sending', claimed_ts = $3, attempts = d.attempts + 1
       where d.id in (select id from deliveries
                      where run_id = $1 and (status = 'pending' or (status = 'sending' and claimed_ts < $4))
                      order by id limit $2 for update skip locked)
       returning d.id, d.channel, d.address, d.name, d.vars, d.attempts`,
      [compose.run.id, settings.batchSize, now, now - settings.leaseSeconds],
    );
    if (batch.length === 0) return;
    let passing = 0;
    try {
      for (const channel of ["email", "sms"] as const) {
        const mine = batch.filter((d) => d.channel === channel);
        if (mine.length === 0) continue;
        await takeRate(ctx, channel, mine.length, settings.rates[channel]);
        const results = await Promise.all(mine.map((d) => sendOne(ctx, compose, d, settings)));
        passing += results.filter((r) => r === "retry").length;
      }
    } catch (err) {
      // Stopped before sending (a server stop): give the rest back at once instead of after the lease.
      await release(
        ctx,
        batch.map((d) => Number(d.id)),
      );
      throw err;
    }
    // Every message of the batch failed for a passing reason (relay down): wait before trying again.
    if (passing === batch.length) await sleep(2000);
    await tick();
  }
}

type Outcome = "sent" | "failed" | "retry";

async function sendOne(
  ctx: ServerContext,
  compose: ComposeContext,
  d: ClaimedDelivery & { attempts: number },
  settings: SendSettings,
): Promise<Outcome> {
  const id = Number(d.id);
  try {
    if (d.channel === "email") await ctx.email.send(composeEmail(compose, { ...d, id }));
    else await ctx.sms.send(d.address, composeSms(compose, { ...d, id }), compose.run.businessId);
  } catch (err) {
    const permanent = d.channel === "email" && isPermanentEmailFailure(err);
    const message = err instanceof Error ? err.message.slice(0, 500) : String(err);
    if (!permanent && d.attempts < settings.maxAttempts) {
      await ctx.db.query("update deliveries set status = 'pending', error = $2 where id = $1", [id, message]);
      return "retry";
    }
    await ctx.db.query("update deliveries set status = 'failed', error = $2, sent_ts = $3 where id = $1", [
      id,
      message,
      Math.floor(ctx.now() / 1000),
    ]);
    if (permanent)
      await ctx.db.query(
        `insert into delivery_suppressions (business_id, channel, address, reason, ts) values ($1, $2, $3, 'failed', $4)
         on conflict do nothing`,
        [compose.run.businessId, d.channel, d.address, Math.floor(ctx.now() / 1000)],
      );
    return "failed";
  }
  await ctx.db.query("update deliveries set status = 'sent', sent_ts = $2, error = null where id = $1", [
    id,
    Math.floor(ctx.now() / 1000),
  ]);
  return "sent";
}

/** Waits until `n` more messages fit in this second's allowance of `channel`, counted in the database. */
async function takeRate(ctx: ServerContext, channel: DeliveryChannel, n: number, perSecond: number): Promise<void> {
  for (;;) {
    const hit = await countAttempt(
      ctx.db,
      { name: `delivery:${channel}`, max: perSecond, windowSeconds: 1 },
      "all",
      ctx.now(),
      n,
    );
    if (!hit.limited) return;
    await sleep(Math.max(50, 1000 - (ctx.now() % 1000)));
  }
}

async function release(ctx: ServerContext, ids: number[]): Promise<void> {
  await ctx.db.query(
    "update deliveries set status = 'pending', claimed_ts = null where id = any($1::bigint[]) and status = 'sending'",
    [ids],
  );
}
