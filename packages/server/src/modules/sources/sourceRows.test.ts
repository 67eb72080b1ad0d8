import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bothBackends, demoOwner, type Harness, startHarness } from "../../testkit/harness";
import { iterateSourceRows, type SourceColumn } from "./sourceRows";

const columns: SourceColumn[] = [
  { name: "email", dataType: "string", length: 40, fiilterable: true, schedulerable: false },
  { name: "city", dataType: "string", length: 8, fiilterable: true, schedulerable: false },
  { name: "points", dataType: "number", fiilterable: true, schedulerable: false },
  { name: "joined", dataType: "datetime", fiilterable: false, schedulerable: true },
];

describe.each(bothBackends)("iterateSourceRows on %s", (backend) => {
  let h: Harness;
  let cafe: number;
  let hotel: number;
  let sourceId: number;
  let draftId: number;

  beforeAll(async () => {
    h = await startHarness(backend);
    ({ cafeId: cafe, hotelId: hotel } = await demoOwner(h));
    const db = h.server.ctx.db;
    const make = async (status: string) =>
      Number(
        (
          await db.query<{ id: number }>(
            "insert into contact_sources (business_id, name, status, columns, created_ts, updated_ts) values ($1, 'S', $2, $3, 0, 0) returning id",
            [cafe, status, JSON.stringify(columns)],
          )
        )[0]!.id,
      );
    sourceId = await make("submitted");
    draftId = await make("draft");
    for (let i = 0; i < 23; i++)
      await db.query(
        "insert into contact_source_rows (business_id, source_id, data, created_ts) values ($1, $2, $3, 0)",
        [
          cafe,
          sourceId,
          JSON.stringify({
            email: `g${i}@example.test`,
            city: i % 2 ? "Taipei" : "Tainan_50%",
            points: i,
            ...(i % 3 ? { joined: 1_790_000_000 + i } : {}),
          }),
        ],
      );
  }, 60_000);
  afterAll(() => h?.close());

  const collect = async (businessId: number, id: number, filter?: Parameters<typeof iterateSourceRows>[3]) => {
    const pages: Record<string, unknown>[][] = [];
    for await (const page of iterateSourceRows(h.server.ctx, businessId, id, filter, 10)) pages.push(page);
    return pages;
  };

  it("yields every row in import order, in pages", async () => {
    const pages = await collect(cafe, sourceId);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
    expect(pages.flat().map((r) => r.points)).toEqual([...Array(23).keys()]);
    expect(pages[0]![1]).toEqual({ email: "g1@example.test", city: "Taipei", points: 1, joined: 1_790_000_001 });
  });

  it("reads only a submitted source of the given business", async () => {
    expect(await collect(hotel, sourceId)).toEqual([]);
    expect(await collect(cafe, draftId)).toEqual([]);
    expect(await collect(cafe, 999_999)).toEqual([]);
  });

  it("filters by EQ, CONTAINS (wildcards literal), BETWEEN and NOT_NULL", async () => {
    const rows = async (f: Parameters<typeof iterateSourceRows>[3]) =>
      (await collect(cafe, sourceId, f)).flat().map((r) => r.points);
    expect(await rows([{ column: "points", op: "EQ", value: "4" }])).toEqual([4]);
    expect(
      await rows([
        { column: "city", op: "EQ", value: "Taipei" },
        { column: "points", op: "BETWEEN", from: 5, to: 9 },
      ]),
    ).toEqual([5, 7, 9]);
    expect((await rows([{ column: "city", op: "CONTAINS", value: "50%" }])).length).toBe(12);
    expect(await rows([{ column: "city", op: "CONTAINS", value: "5_%" }])).toEqual([]);
    expect((await rows([{ column: "joined", op: "NOT_NULL" }])).length).toBe(15);
    expect(await rows([{ column: "joined", op: "BETWEEN", from: 1_790_000_020 }])).toEqual([20, 22]);
    expect(await rows([{ column: "nope", op: "NOT_NULL" }])).toEqual([]);
    expect(await rows([{ column: "points", op: "EQ", value: "x" }])).toEqual([]);
  });
});
