import PgBoss from "pg-boss";
import type { Queryable } from "../db/db";
import { bossDb } from "./bossDb";

/** The schema pg-boss keeps its queues, jobs and schedules in (beside Portico's own `jobs` table). */
export const QUEUE_SCHEMA = "pgboss";

/**
 * Creates or upgrades pg-boss's schema (its own versioned migrations, under its advisory lock), so that test
 * templates carry it and a server's start only checks the version.
 */
export async function migrateQueueSchema(db: Queryable): Promise<void> {
  const boss = new PgBoss({ db: bossDb(db), schema: QUEUE_SCHEMA, supervise: false, schedule: false, migrate: true });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
