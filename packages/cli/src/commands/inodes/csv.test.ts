import { describe, expect, it } from "vitest";
import { checkBindRows, normalizeAc } from "./bindRows";
import { csvRecords, formatCsv, parseCsv, UnclosedQuoteError } from "./csv";

describe("parseCsv", () => {
  it("drops a BOM, reads quoted fields with commas, quotes and line breaks, CRLF and LF", () => {
    const text =
      '\uFEFFac,nickname\r\n00AABB112233,"Lobby, ""left"""\r\n00AABB112234,"two\nlines"\n\n00AABB112235,plain';
    expect(parseCsv(text)).toEqual([
      ["ac", "nickname"],
      ["00AABB112233", 'Lobby, "left"'],
      ["00AABB112234", "two\nlines"],
      ["00AABB112235", "plain"],
    ]);
  });

  it("keeps empty cells and reads what formatCsv writes", () => {
    const rows = [
      ["ac", "status", "cuid", "error"],
      ["00AABB112233", "failed", "", 'VALIDATION_FAILED: "x", y\r\nz'],
    ];
    expect(formatCsv(rows)).toBe('ac,status,cuid,error\r\n00AABB112233,failed,,"VALIDATION_FAILED: ""x"", y\r\nz"\r\n');
    expect(parseCsv(formatCsv(rows))).toEqual(rows);
    expect(parseCsv("a,,c\n")).toEqual([["a", "", "c"]]);
  });

  it("reports a quote the file never closes, with the line it opens on", () => {
    const text = 'ac,nickname\r\n00AABB112233,"two\nlines"\n00AABB112234,"Lobby, left\n00AABB112235,x\n';
    expect(() => parseCsv(text)).toThrow(UnclosedQuoteError);
    try {
      parseCsv(text);
    } catch (e) {
      expect((e as UnclosedQuoteError).line).toBe(4);
    }
  });

  it("turns rows into records by header, trimming cells", () => {
    expect(csvRecords([[" ac ", "modelId"], [" 00aabb112233 "]]).records).toEqual([
      { ac: "00aabb112233", modelId: "" },
    ]);
  });
});

describe("checkBindRows", () => {
  const models = new Set(["iN-100", "iN-200"]);
  it("accepts 12 hex digits or a MAC, and names every problem of a row", () => {
    expect(normalizeAc("00:aa:bb:11:22:33")).toBe("00AABB112233");
    expect(normalizeAc("00aabb112233")).toBe("00AABB112233");
    expect(normalizeAc("00:aa-bb:11:22:33")).toBeNull();
    const rows = checkBindRows(
      [
        { ac: "00aabb112233", modelId: "iN-200", timeZone: "Asia/Tokyo", nickname: "台北一二三四五六七八九十" },
        { ac: "00-AA-BB-11-22-33", modelId: "iN-100" },
        { ac: "xyz", modelId: "iN-999", timeZone: "Mars/Base", group: "G" },
      ],
      models,
    );
    expect(rows[0]).toMatchObject({ line: 2, ac: "00AABB112233", timeZone: "Asia/Tokyo" });
    expect(rows[0]?.errors).toEqual(["nickname is longer than 32 (a CJK character counts 3)"]);
    expect(rows[1]?.errors).toEqual(["ac 00AABB112233 repeats line 2"]);
    expect(rows[2]?.errors).toHaveLength(3);
    expect(rows[2]?.errors.join()).toMatch(/ac "xyz".*iN-999.*Mars\/Base/);
  });
});
