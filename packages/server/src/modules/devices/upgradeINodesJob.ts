import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import type { JobType } from "../../jobs/jobTypes";
import { seconds } from "./inodes";
import { startUpgrade } from "./upgradeStart";

/** Input of the `upgradeINodes` job (the contract's INodeUpgradeJobRequest): a group's iNodes and/or listed ones. */
export interface INodeUpgradeJobInput {
  kind?: "jffs2" | "kernel";
  groupId?: number;
  cuids?: string[];
}

/** One device of an upgrade job (the contract's UpgradeJobDevice). */
export interface UpgradeJobDevice {
  cuid: string;
  nickname: string | null;
  state: "upgrading" | "success" | "failed";
  errorCode: string | null;
  upgradeId: number | null;
}

/** The contract's INodeUpgradeJobResult. */
export interface INodeUpgradeJobResult {
  total: number;
  succeeded: number;
  failed: number;
  failures: UpgradeJobDevice[];
}

/** The i18n key of the job's progress message. */
export const UPGRADE_JOB_MESSAGE = "jobs.upgradeINodes.upgrading";

/** How the job waits for its devices: poll interval and how long a device may take before it counts as failed. */
export interface UpgradeJobTimings {
  pollMs: number;
  deviceTimeoutSeconds: number;
}

const DEFAULT_TIMINGS: UpgradeJobTimings = { pollMs: 2000, deviceTimeoutSeconds: 1800 };

const DEVICE_SELECT = `select cuid, nickname, state, error_code as "errorCode", upgrade_id as "upgradeId"
  from upgrade_job_devices`;

/**
 * A job's devices, failures first then by name: what the progress view and the CLI list.
 * @example await upgradeJobDevices(ctx.db, businessId, jobId)
 */
export async function upgradeJobDevices(
  db: ServerContext["db"],
  businessId: number,
  jobId: number,
): Promise<UpgradeJobDevice[]> {
  return db.query<UpgradeJobDevice & Record<string, unknown>>(
    `${DEVICE_SELECT} where business_id = $1 and job_id = $2
      order by case state when 'failed' then 0 when 'upgrading' then 1 else 2 end, nickname nulls last, cuid`,
    [businessId, jobId],
  );
}

/**
 * A group or batch firmware upgrade as a job. The first phase starts each device's upgrade (`startUpgrade`: the same
 * rules and codes as `upgradeINode`) and records the device in `upgrade_job_devices` in the same transaction, so a
 * retried run skips the devices it already reached and never commands one twice; a device that cannot start
 * (offline, already upgrading) is recorded as failed with that code. The second phase follows the devices' upgrade
 * reports (stored by ingest into `inode_upgrades`): progress is `done` (succeeded + failed) of `total` after each
 * poll, which is also the job's cancel point. A device still upgrading after `deviceTimeoutSeconds` fails with
 * UPGRADE_TIMEOUT. Cancelling stops the job from starting more devices and from waiting; devices already commanded
 * finish their upgrade on their own.
 */
export function inodeUpgradeJob(
  ctx: ServerContext,
  timings: Partial<UpgradeJobTimings> = {},
): JobType<INodeUpgradeJobInput, INodeUpgradeJobResult> {
  const t = { ...DEFAULT_TIMINGS, ...timings };
  return {
    type: "upgradeINodes",
    retryLimit: 3,
    retryDelaySeconds: 5,
    // A run mostly waits for its devices' reports: several groups upgrade at once on one instance.
    concurrency: 4,
    expireInSeconds: t.deviceTimeoutSeconds + 900,
    run: async (job) => {
      const { businessId, jobId } = job;
      const kind = job.input.kind ?? "jffs2";
      const targets = await ctx.db.query<{ id: number; cuid: string; nickname: string | null }>(
        `select id, cuid, nickname from inodes
          where business_id = $1 and state <> 'unconf' and (group_id = $2 or cuid = any($3::text[]))
          order by id`,
        [businessId, job.input.groupId ?? null, job.input.cuids ?? []],
      );
      const total = targets.length;
      const reached = new Set(
        (
          await ctx.db.query<{ inode_id: number }>(
            "select inode_id from upgrade_job_devices where business_id = $1 and job_id = $2",
            [businessId, jobId],
          )
        ).map((r) => Number(r.inode_id)),
      );
      const counts = async () => {
        const [c] = await ctx.db.query<{ done: number; upgrading: number }>(
          `select count(*) filter (where state <> 'upgrading')::int as done,
                  count(*) filter (where state = 'upgrading')::int as upgrading
             from upgrade_job_devices where business_id = $1 and job_id = $2`,
          [businessId, jobId],
        );
        return c!;
      };
      await job.progress((await counts()).done, total, UPGRADE_JOB_MESSAGE);
      for (const d of targets) {
        if (reached.has(Number(d.id))) continue;
        await ctx.db.transaction(async (tx) => {
          const now = seconds(ctx.now);
          const record = (upgradeId: number | null, state: string, errorCode: string | null) =>
            tx.query(
              `insert into upgrade_job_devices (business_id, job_id, inode_id, cuid, nickname, upgrade_id, state, error_code, updated_ts)
               values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing`,
              [businessId, jobId, d.id, d.cuid, d.nickname, upgradeId, state, errorCode, now],
            );
          try {
            const { upgradeId } = await startUpgrade(tx, { businessId, cuid: d.cuid, kind }, now);
            await record(upgradeId, "upgrading", null);
          } catch (e) {
            if (!(e instanceof HttpError)) throw e;
            await record(null, "failed", e.code);
          }
        });
        await job.progress((await counts()).done, total, UPGRADE_JOB_MESSAGE);
      }
      for (;;) {
        const now = seconds(ctx.now);
        // The devices' upgrade reports (ingest, finishUpgrade) end their inode_upgrades rows: follow them.
        await ctx.db.query(
          `update upgrade_job_devices d set state = u.state, updated_ts = $3,
             error_code = case when u.state = 'failed' then 'UPGRADE_FAILED' end
             from inode_upgrades u
            where d.business_id = $1 and d.job_id = $2 and d.state = 'upgrading'
              and u.business_id = $1 and u.id = d.upgrade_id and u.state <> 'upgrading'`,
          [businessId, jobId, now],
        );
        await ctx.db.query(
          `update upgrade_job_devices set state = 'failed', error_code = 'UPGRADE_TIMEOUT', updated_ts = $3
            where business_id = $1 and job_id = $2 and state = 'upgrading' and updated_ts < $4`,
          [businessId, jobId, now, now - t.deviceTimeoutSeconds],
        );
        const c = await counts();
        await job.progress(c.done, total, UPGRADE_JOB_MESSAGE);
        if (c.upgrading === 0) break;
        await new Promise((r) => setTimeout(r, t.pollMs));
      }
      const devices = await upgradeJobDevices(ctx.db, businessId, jobId);
      const failures = devices.filter((d) => d.state === "failed");
      return { total, succeeded: devices.length - failures.length, failed: failures.length, failures };
    },
  };
}
