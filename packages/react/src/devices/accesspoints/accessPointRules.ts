/** A row of the scan-and-add dialog. */
export interface ScannedRow {
  mac: string;
  ip: string;
  name: string;
  checked: boolean;
}

/**
 * Part 1 section 5: every checked access point needs a name. Answers the MACs of the checked rows without one.
 * @example unnamedChecked([{ mac: "AA:..", ip: "..", name: " ", checked: true }]) // ["AA:.."]
 */
export function unnamedChecked(rows: readonly ScannedRow[]): string[] {
  return rows.filter((r) => r.checked && !r.name.trim()).map((r) => r.mac);
}
