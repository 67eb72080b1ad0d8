import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { defaultSheets, nameColumn, prizeOf, summariseSheets } from "./lotteryFile";
import { lotteryWorkbook, sampleCandidates } from "./lotteryWorkbook";

describe("lottery xlsx reading", () => {
  it("reads every sheet of a streamed workbook (worksheets before workbook.xml) every time", async () => {
    // exceljs' own WorkbookReader lost entries of such files about once in a hundred reads.
    const file = await lotteryWorkbook([["Bike", 2]], sampleCandidates(5));
    for (let i = 0; i < 60; i++) {
      const sheets = await summariseSheets(file);
      expect(sheets.map((s) => `${s.name}:${s.total}`)).toEqual(["Prizes:1", "Candidates:5"]);
    }
  });

  it("reads shared strings, numbers, dates and formulas of an in-memory workbook, in any of the five languages", async () => {
    const wb = new ExcelJS.Workbook();
    const c = wb.addWorksheet("名單");
    c.addRow(["電話", "姓名", "Joined"]);
    c.addRow([912345678, "王小明", new Date("2026-11-27T00:00:00Z")]);
    c.addRow([{ formula: "1+1", result: 2 }, "Ann", ""]);
    const p = wb.addWorksheet("獎項");
    p.addRow(["獎品", "數量"]);
    p.addRow(["iPad", 3]);
    const sheets = await summariseSheets(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(sheets[0]).toEqual({
      name: "名單",
      header: ["電話", "姓名", "Joined"],
      rows: [
        ["912345678", "王小明", "2026-11-27"],
        ["2", "Ann", ""],
      ],
      total: 2,
    });
    expect(defaultSheets(sheets)).toEqual({ prizesSheet: "獎項", candidatesSheet: "名單" });
    expect(nameColumn(sheets[0]!.header)).toBe(1);
    expect(prizeOf(sheets[1]!.header, sheets[1]!.rows[0]!)).toEqual({ name: "iPad", quantity: 3 });
  });

  it("takes quantity 1 when it is missing or not a whole number, and no prize without a name", () => {
    expect(prizeOf(["Prize", "Quantity"], ["Mug", "x"])).toEqual({ name: "Mug", quantity: 1 });
    expect(prizeOf(["Prize", "Quantity"], ["Mug", "99999"])).toEqual({ name: "Mug", quantity: 1000 });
    expect(prizeOf(["Prize", "Quantity"], ["", "2"])).toBeNull();
  });

  it("refuses what is not an xlsx workbook", async () => {
    for (const bytes of [Buffer.from("Name\nAnn\n"), Buffer.from("PK\u0003\u0004 broken"), Buffer.alloc(0)])
      await expect(summariseSheets(bytes)).rejects.toMatchObject({ code: "INVALID_FILE_TYPE" });
  });
});
