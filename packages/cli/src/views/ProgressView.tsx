import { Box, Text } from "ink";

/** Props of {@link ProgressView}. */
export interface ProgressViewProps {
  title: string;
  done: number;
  total: number;
  /** Counts shown after the bar, e.g. "3 bound · 1 failed". */
  detail: string;
  /** Bar width in characters (default 30). */
  width?: number;
}

/** A progress bar with a count and a detail line (the TTY view of bulk commands). */
export function ProgressView({ title, done, total, detail, width = 30 }: ProgressViewProps) {
  const filled = total ? Math.round((done / total) * width) : width;
  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      <Text>
        <Text color="green">{"█".repeat(filled)}</Text>
        <Text dimColor>{"░".repeat(width - filled)}</Text>
        {` ${done}/${total}  ${detail}`}
      </Text>
    </Box>
  );
}
