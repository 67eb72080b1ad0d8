import type { Db } from "../db/db";
import { hashPassword } from "../modules/account/password";
import { findUserByEmail, insertUser, type NewUser } from "../modules/account/users";
import { seedActivities } from "./seedActivities";
import { seedAuthApps } from "./seedAuthApps";
import { seedBusinesses } from "./seedBusinesses";
import { seedDevices } from "./seedDevices";
import { seedLinks } from "./seedLinks";
import { seedNetwork } from "./seedNetwork";
import { seedPortalTraffic } from "./seedPortalTraffic";

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

/**
 * Adds the demo accounts and the demo owner's businesses ('Portico Café', 'Portico Hotel') that are
 * missing (idempotent: existing ones are left as they are). The suspended and disabled owners get none.
 * @returns the e-mails and business names added now.
 */
export async function seedDemo(db: Db): Promise<string[]> {
  const added: string[] = [];
  for (const u of USERS) {
    if (await findUserByEmail(db, u.email)) continue;
    const owner = u.ownerEmail ? await findUserByEmail(db, u.ownerEmail, "owner") : null;
    const { password, ownerEmail: _, ...fields } = u;
    const row = await insertUser(db, {
      ...fields,
      lang: "en",
      emailVerified: true,
      ownerId: owner?.id ?? null,
      passwordHash: await hashPassword(password),
    });
    if (row) added.push(row.email);
  }
  added.push(...(await seedBusinesses(db, DEMO_OWNER.email, DEMO_STAFF.email)));
  added.push(...(await seedActivities(db, DEMO_OWNER.email)));
  added.push(...(await seedLinks(db, DEMO_OWNER.email)));
  added.push(...(await seedPortalTraffic(db, DEMO_OWNER.email)));
  added.push(...(await seedDevices(db, DEMO_OWNER.email)));
  added.push(...(await seedNetwork(db, DEMO_OWNER.email)));
  added.push(...(await seedAuthApps(db, DEMO_OWNER.email)));
  return added;
}
