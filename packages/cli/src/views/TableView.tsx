import { Box, Text } from "ink";

// East Asian wide and full-width characters take two terminal columns.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/gu;

/** How many terminal columns a string takes (wide CJK characters count twice). */
export function displayWidth(s: string): number {
  return s.length + (s.match(WIDE)?.length ?? 0);
}

const columnWidths = (headers: readonly string[], rows: readonly (readonly string[])[]) =>
  headers.map((h, i) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i] ?? ""))));

/** Props of {@link TableView}. */
export interface TableViewProps {
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  /** Shown instead of the table when there are no rows. */
  empty: string;
}

/** A list as aligned columns with a bold header row (the TTY view of every `list` command). */
export function TableView({ headers, rows, empty }: TableViewProps) {
  if (!rows.length) return <Text dimColor>{empty}</Text>;
  const widths = columnWidths(headers, rows).map((w) => w + 2);
  return (
    <Box flexDirection="column">
      <Box>
        {headers.map((h, i) => (
          <Box key={h} width={widths[i] ?? 0}>
            <Text bold color="cyan">
              {h}
            </Text>
          </Box>
        ))}
      </Box>
      {rows.map((row) => (
        <Box key={row.join("\t")}>
          {row.map((cell, i) => (
            <Box key={headers[i] ?? i} width={widths[i] ?? 0}>
              <Text>{cell}</Text>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** The same table as plain text: columns padded with spaces, no colours (pipes and CI). */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[], empty: string): string {
  if (!rows.length) return empty;
  const widths = columnWidths(headers, rows);
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c + " ".repeat((widths[i] ?? 0) - displayWidth(c))))
      .join("  ")
      .trimEnd();
  return [line(headers), ...rows.map(line)].join("\n");
}
