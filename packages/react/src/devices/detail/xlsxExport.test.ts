import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { buildXlsx, exportFileName, sanitizeCell } from "./xlsxExport";

describe("formula-safe spreadsheet export", () => {
  it("prefixes cells that a spreadsheet would read as a formula", () => {
    for (const v of ["=1+2", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) expect(sanitizeCell(v)).toBe(`'${v}`);
    for (const v of ["Lobby", "1-2", " =x", ""]) expect(sanitizeCell(v)).toBe(v);
    expect(sanitizeCell(-5)).toBe(-5);
    expect(sanitizeCell(null)).toBe("");
  });

  it("names the file with the title and a unix timestamp", () => {
    expect(exportFileName("Visitors Lobby", 1_795_000_000_123)).toBe("Visitors Lobby-1795000000.xlsx");
    expect(exportFileName("a/b:c", 1000)).toBe("a_b_c-1.xlsx");
  });

  it("writes a workbook whose cells read back sanitised", async () => {
    const bytes = await buildXlsx({
      sheetName: "Visitors",
      columns: [
        { header: "SSID", value: (r: { ssid: string; n: number }) => r.ssid },
        { header: "Seconds", value: (r: { ssid: string; n: number }) => r.n },
      ],
      rows: [
        { ssid: '=HYPERLINK("http://evil")', n: 60 },
        { ssid: "Portico Café WiFi", n: 120 },
      ],
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes);
    const ws = wb.getWorksheet("Visitors")!;
    expect(ws.getRow(1).values).toEqual([undefined, "SSID", "Seconds"]);
    expect(ws.getCell("A2").value).toBe(`'=HYPERLINK("http://evil")`);
    expect(ws.getCell("B2").value).toBe(60);
    expect(ws.getCell("A3").value).toBe("Portico Café WiFi");
  });
});
