import type { Db } from "../db/db";
import { seedTelemetry } from "../live/simulator/seedTelemetry";
import { hashPassword } from "../modules/account/password";
import { findUserByEmail, insertUser, type NewUser } from "../modules/account/users";
import { type DemoIds, demoIds } from "./demoIds";
import { seedActivities } from "./seedActivities";
import { seedAir2 } from "./seedAir2";
import { seedAuthApps } from "./seedAuthApps";
import { seedBookings } from "./seedBookings";
import { seedBusinesses } from "./seedBusinesses";
import { seedCatalog } from "./seedCatalog";
import { seedCheckios } from "./seedCheckios";
import { seedContactSources } from "./seedContactSources";
import { seedDevices } from "./seedDevices";
import { seedEdm } from "./seedEdm";
import { seedInsights } from "./seedInsights";
import { seedLinks } from "./seedLinks";
import { seedLotteries } from "./seedLotteries";
import { seedNetwork } from "./seedNetwork";
import { seedOrders } from "./seedOrders";
import { seedPortalTraffic } from "./seedPortalTraffic";
import { recordSeedRun, runSeedSteps, type SeedIds, type SeedStep } from "./seedRuns";
import { seedSms } from "./seedSms";
import { seedVisitors } from "./seedVisitors";

export { DEMO_BUSINESSES } from "./seedBusinesses";

/** The demo owner's sign-in, printed by `npm start`. */
export const DEMO_OWNER = { email: "demo@portico.dev", password: "portico-demo" } as const;
/** The demo sub-account's sign-in (POST /auth/subscriber_login). */
export const DEMO_STAFF = { email: "staff@portico.dev", password: "portico-staff" } as const;

type SeedUser = Omit<NewUser, "passwordHash" | "ownerId"> & { password: string; ownerEmail?: string };

// Order matters: ids come out the same on every fresh database (1 demo, 2 suspended, 3 disabled, 4 staff).
const USERS: SeedUser[] = [
  { kind: "owner", email: DEMO_OWNER.email, password: DEMO_OWNER.password, username: "demo", name: "Demo Owner" },
  {
    kind: "owner",
    email: "suspended@portico.dev",
    password: DEMO_OWNER.password,
    username: "suspended",
    name: "Suspended Owner",
    suspended: 1,
  },
  {
    kind: "owner",
    email: "disabled@portico.dev",
    password: DEMO_OWNER.password,
    username: "disabled",
    name: "Disabled Owner",
    suspended: 2,
  },
  {
    kind: "subscriber",
    email: DEMO_STAFF.email,
    password: DEMO_STAFF.password,
    username: "staff",
    name: "Demo Staff",
    ownerEmail: DEMO_OWNER.email,
  },
];

/** Adds the demo accounts missing by e-mail (only the first run of the step looks: a rerun after a failure). */
async function seedAccounts(db: Db): Promise<{ added: string[]; ids: SeedIds }> {
  const added: string[] = [];
  const ids: SeedIds = {};
  for (const u of USERS) {
    const existing = await findUserByEmail(db, u.email);
    const owner = u.ownerEmail ? await findUserByEmail(db, u.ownerEmail, "owner") : null;
    const { password, ownerEmail: _, ...fields } = u;
    const row =
      existing ??
      (await insertUser(db, {
        ...fields,
        lang: "en",
        emailVerified: true,
        ownerId: owner?.id ?? null,
        passwordHash: await hashPassword(password),
      }));
    if (!row) continue;
    if (!existing) added.push(row.email);
    // The owner and staff keys are what the later steps read (demoIds).
    const key = u.email === DEMO_OWNER.email ? "owner" : u.email === DEMO_STAFF.email ? "staff" : u.email;
    ids[key] = Number(row.id);
  }
  return { added, ids };
}

/** The demo seed, step by step; a step's version goes up when what it adds changes (it then runs again). */
function demoSteps(db: Db): SeedStep[] {
  const step = (name: string, run: (ids: DemoIds) => Promise<string[]>): SeedStep => ({
    name,
    version: 1,
    run: async () => ({ added: await run(await demoIds(db)) }),
  });
  return [
    { name: "accounts", version: 1, run: () => seedAccounts(db) },
    { name: "businesses", version: 1, run: async () => seedBusinesses(db, await demoIds(db)) },
    step("activities", (ids) => seedActivities(db, ids)),
    step("links", (ids) => seedLinks(db, ids)),
    step("portalTraffic", (ids) => seedPortalTraffic(db, ids)),
    step("portalInsights", () => seedInsights(db)),
    step("devices", (ids) => seedDevices(db, ids)),
    step("network", (ids) => seedNetwork(db, ids)),
    step("authApps", (ids) => seedAuthApps(db, ids)),
    step("air2", (ids) => seedAir2(db, ids)),
    step("visitors", (ids) => seedVisitors(db, ids)),
    step("contactSources", (ids) => seedContactSources(db, ids)),
    step("sms", (ids) => seedSms(db, ids)),
    step("edm", (ids) => seedEdm(db, ids)),
    step("checkios", (ids) => seedCheckios(db, ids, Math.floor(Date.now() / 1000))),
    step("lotteries", (ids) => seedLotteries(db, ids)),
    step("bookings", (ids) => seedBookings(db, ids)),
    step("orders", (ids) => seedOrders(db, ids)),
    step("catalog", (ids) => seedCatalog(db, ids)),
    step("telemetry", (ids) =>
      seedTelemetry(
        db,
        [ids.cafe, ids.hotel].filter((x): x is number => x !== undefined),
        Math.floor(Date.now() / 1000),
      ),
    ),
  ];
}

/**
 * A database seeded before seed runs were recorded (no `seed_runs` rows, the demo owner present): every step
 * counts as done, so its data (renamed or not) is never seeded twice. The owner's first two businesses are
 * the café and the hotel (seeded in that order).
 */
async function adoptEarlierSeed(db: Db, steps: readonly SeedStep[]): Promise<boolean> {
  const [runs] = await db.query<{ n: number }>("select count(*)::int as n from seed_runs");
  if (runs!.n > 0) return false;
  const owner = await findUserByEmail(db, DEMO_OWNER.email, "owner");
  if (!owner) return false;
  const staff = await findUserByEmail(db, DEMO_STAFF.email, "subscriber");
  const [cafe, hotel] = await db.query<{ id: number }>(
    "select id from businesses where owner_id = $1 order by id limit 2",
    [owner.id],
  );
  const found: Record<string, SeedIds> = {
    accounts: { owner: Number(owner.id), ...(staff ? { staff: Number(staff.id) } : {}) },
    businesses: { ...(cafe ? { cafe: Number(cafe.id) } : {}), ...(hotel ? { hotel: Number(hotel.id) } : {}) },
  };
  for (const s of steps) await recordSeedRun(db, s.name, s.version, found[s.name] ?? {});
  return true;
}

/**
 * Seeds the demo accounts and the demo owner's businesses ('Portico Café', 'Portico Hotel') with their
 * activities, links, traffic, devices, network and authentication app. Each step runs once per database
 * (recorded in `seed_runs`), so restarts never re-add what an owner renamed or deleted; a step that fails is
 * logged and the server starts on the existing data.
 * @returns what was added now.
 */
export async function seedDemo(db: Db, log?: (msg: string, err: unknown) => void): Promise<string[]> {
  const steps = demoSteps(db);
  if (await adoptEarlierSeed(db, steps)) return [];
  return (await runSeedSteps(db, steps, log)).added;
}
