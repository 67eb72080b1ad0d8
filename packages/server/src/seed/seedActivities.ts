import type { Db } from "../db/db";
import type { StoredContent } from "../modules/activities/activities";
import { insertActivity } from "../modules/activities/insertActivity";
import type { WizardForm } from "../modules/activities/wizards/moduleFactory";
import type { WizardTemplateCode } from "../modules/activities/wizards/wizardTemplate";
import { buildFromTemplate } from "../modules/activities/wizards/wizardTemplates";
import { type DemoIds, demoBusinessId } from "./demoIds";
import type { DEMO_BUSINESSES } from "./seedBusinesses";

/** One demo activity: its name, and the wizard template and form its modules are built from. */
interface DemoActivity {
  name: string;
  template?: { code: WizardTemplateCode; form: WizardForm };
  /** A legacy (pre-modules) activity: the console shows it as 'Deprecated'. */
  legacy?: true;
}

const survey: DemoActivity = {
  name: "Guest Survey",
  template: { code: "survey-coupon", form: { question: "How was your stay today?", couponTitle: "Free drink" } },
};

/** The demo businesses' activities, oldest first (the activity list shows the newest update first). */
export const DEMO_ACTIVITIES: Record<keyof typeof DEMO_BUSINESSES, readonly DemoActivity[]> = {
  cafe: [
    { name: "Welcome Portal", template: { code: "public", form: { venueName: "Portico Café", accessHours: 2 } } },
    {
      name: "Coffee Coupon",
      template: {
        code: "restaurant",
        form: {
          restaurantName: "Portico Café",
          couponTitle: "Free refill",
          couponAmount: 60,
          openingHours: "08:00-20:00",
        },
      },
    },
    survey,
  ],
  hotel: [
    { name: "Classic Splash Page", legacy: true },
    { name: "Welcome Portal", template: { code: "multiLogin", form: { facebook: "yes", line: "yes", google: "yes" } } },
    {
      name: "Room Upgrade Offer",
      template: {
        code: "restaurant",
        form: { restaurantName: "Portico Hotel", couponTitle: "Room upgrade", couponAmount: 1500 },
      },
    },
    survey,
  ],
};

// A fixed sequence for module ids, so that every fresh database gets the same ones.
function seeded(start: number): () => number {
  let s = start;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/** The running copy of a demo activity: built from its template (a legacy one has no modules). */
function contentOf(a: DemoActivity, seed: number): Partial<StoredContent> {
  if (!a.template) return { profile: { accessDuration: 3600 } };
  const built = buildFromTemplate(a.template.code, a.template.form, seeded(seed));
  return { modules: built.modules, profile: built.profile ?? {} };
}

/**
 * Adds the demo activities to the demo businesses (found by their recorded ids), with modules built from the
 * wizard templates, so that schedules, SSIDs, links and the editor have something real. Runs once per database
 * (seed step 'activities'); the name check only keeps a rerun after a failure half way from adding twins.
 * seedLinks (after it) gives each its link.
 * @returns what it added, for the start-up log.
 */
export async function seedActivities(db: Db, ids: DemoIds): Promise<string[]> {
  const added: string[] = [];
  for (const [key, list] of Object.entries(DEMO_ACTIVITIES)) {
    const id = await demoBusinessId(db, ids, key as keyof typeof DEMO_BUSINESSES);
    if (id === null) continue;
    const b = { id };
    for (const [i, a] of list.entries()) {
      if ((await db.query("select 1 from activities where business_id = $1 and name = $2", [b.id, a.name])).length)
        continue;
      // Fixed, distinct times: a fresh database always lists them in the same order (legacy ones oldest).
      const nowSec = 1_795_000_000 + 100 * (i + (list[0]?.legacy ? 0 : 1));
      await insertActivity(db, {
        businessId: b.id,
        appId: null,
        name: a.name,
        mode: a.legacy ? "legacy" : "modules",
        content: contentOf(a, Number(b.id) * 100 + i),
        nowSec,
      });
      added.push(`activity ${a.name} of the demo ${key}`);
    }
  }
  return added;
}
