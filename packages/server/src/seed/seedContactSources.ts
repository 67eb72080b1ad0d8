import type { Db } from "../db/db";
import { insertSource, saveSource, sourceById, storeRows } from "../modules/sources/sources";
import { type DemoIds, demoBusinessId } from "./demoIds";

/** The demo café's contact source (submitted, with a dozen contacts on the example.test domain). */
export const DEMO_SOURCE_NAME = "Café members";

const NAMES = ["Ann", "Bo", "Chen", "Dana", "Eli", "Fei", "Gus", "Hana", "Ivan", "Jun", "Kai", "Lin"];

/**
 * Adds the café's demo contact source (seed step 'contactSources', once per database): columns email, phone, name,
 * points and joined, and one row per demo member, so that multi-channel campaigns have an audience to pick.
 * @returns what it added, for the start-up log.
 */
export async function seedContactSources(db: Db, ids: DemoIds): Promise<string[]> {
  const businessId = await demoBusinessId(db, ids, "cafe");
  if (businessId === null) return [];
  const at = 1_795_000_600;
  const input = {
    name: DEMO_SOURCE_NAME,
    columns: [
      { name: "email", dataType: "string" as const, length: 80, fiilterable: true },
      { name: "phone", dataType: "string" as const, length: 20 },
      { name: "name", dataType: "string" as const, length: 40 },
      { name: "points", dataType: "number" as const, fiilterable: true },
      { name: "joined", dataType: "datetime" as const, schedulerable: true },
    ],
  };
  const id = await insertSource(db, businessId, input, at);
  await saveSource(db, (await sourceById(db, id))!, input, at);
  const rows = NAMES.map((name, i) => ({
    email: `${name.toLowerCase()}@example.test`,
    phone: `+88691200${String(i).padStart(4, "0")}`,
    name,
    points: (i * 37) % 200,
    joined: at - i * 86_400 * 9,
  }));
  await storeRows(db, (await sourceById(db, id))!, rows, at);
  return [`contact source ${DEMO_SOURCE_NAME} (${rows.length} rows)`];
}
