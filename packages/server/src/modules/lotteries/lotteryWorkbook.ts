import { PassThrough, type Writable } from "node:stream";
import ExcelJS from "exceljs";

/** A candidate row of a lottery workbook: name and phone. */
export type CandidateRow = [name: string, phone: string];

/**
 * Writes a lottery workbook (a "Prizes" sheet: Prize, Quantity; a "Candidates" sheet: Name, Phone) with exceljs's
 * streaming writer, row by row: the demo seed, the tests, the bench and the e2e make their files with it.
 * @example await writeLotteryWorkbook(createWriteStream("lottery.xlsx"), [["iPad", 1]], candidates(100_000));
 */
export async function writeLotteryWorkbook(
  stream: Writable,
  prizes: [string, number][],
  candidates: Iterable<CandidateRow>,
): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const p = wb.addWorksheet("Prizes");
  p.addRow(["Prize", "Quantity"]).commit();
  for (const row of prizes) p.addRow(row).commit();
  p.commit();
  const c = wb.addWorksheet("Candidates");
  c.addRow(["Name", "Phone"]).commit();
  for (const row of candidates) c.addRow(row).commit();
  c.commit();
  await wb.commit();
}

/** A lottery workbook in memory (small files: tests and the seed). */
export async function lotteryWorkbook(prizes: [string, number][], candidates: Iterable<CandidateRow>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  // The zip's last bytes (its directory) arrive after commit resolves: wait for the stream's end.
  const ended = new Promise((resolve, reject) => out.on("end", resolve).on("error", reject));
  await writeLotteryWorkbook(out, prizes, candidates);
  await ended;
  return Buffer.concat(chunks);
}

/** `count` made-up candidates: "Guest 1", "0900000001" ... */
export function* sampleCandidates(count: number): Generator<CandidateRow> {
  for (let i = 1; i <= count; i++) yield [`Guest ${i}`, `09${String(i).padStart(8, "0")}`];
}
