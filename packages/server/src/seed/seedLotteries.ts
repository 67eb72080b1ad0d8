import type { Db } from "../db/db";
import { insertLottery } from "../modules/lotteries/lotteries";
import { importLotteryFile } from "../modules/lotteries/lotteryImportJob";
import { lotteryWorkbook } from "../modules/lotteries/lotteryWorkbook";
import { type DemoIds, demoBusinessId } from "./demoIds";

/** The demo café's lottery. */
export const DEMO_LOTTERY_NAME = "Year-end party";

const GUESTS = [
  "Ann Lee",
  "Bo Chen",
  "Chen Wei",
  "Dana Wu",
  "Eli Lin",
  "Fei Huang",
  "Gus Tsai",
  "Hana Sato",
  "Ivan Petrov",
  "Jun Ito",
  "Kai Hsu",
  "Lin Yang",
];

/**
 * Adds the café's demo lottery (seed step 'lotteries', once per database): Dark Red template, three prizes and a
 * dozen candidates imported from an xlsx made here, nothing drawn yet.
 * @returns what it added, for the start-up log.
 */
export async function seedLotteries(db: Db, ids: DemoIds): Promise<string[]> {
  const businessId = await demoBusinessId(db, ids, "cafe");
  if (businessId === null) return [];
  const at = 1_795_000_900;
  const id = await insertLottery(
    db,
    businessId,
    null,
    {
      name: DEMO_LOTTERY_NAME,
      title: "Portico Café lucky draw",
      config: { templateType: 1, stripImage: null, templateParams: { fontColor: "#ffffff", colors: ["#8b0000"] } },
    },
    at,
  );
  const file = await lotteryWorkbook(
    [
      ["Espresso machine", 1],
      ["Coffee for a month", 2],
      ["Café mug", 3],
    ],
    GUESTS.map((name, i) => [name, `09120000${String(i + 1).padStart(2, "0")}`]),
  );
  const r = await importLotteryFile(
    db,
    businessId,
    id,
    0,
    file,
    { prizesSheet: "Prizes", candidatesSheet: "Candidates" },
    undefined,
    at,
  );
  return [`lottery ${DEMO_LOTTERY_NAME} (${r.prizes} prizes, ${r.candidates} candidates)`];
}
