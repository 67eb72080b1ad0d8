import { Box, type Key, Text } from "ink";

/** What a keystroke does to a one-line field. */
export type EditResult = { value: string } | { submit: string } | { cancel: true };

/** Applies one keystroke: typing appends, Backspace deletes, Enter submits, Esc cancels. */
export function editLine(value: string, input: string, key: Key): EditResult {
  if (key.return) return { submit: value };
  if (key.escape) return { cancel: true };
  if (key.backspace || key.delete) return { value: value.slice(0, -1) };
  if (input && !key.ctrl && !key.meta && !key.tab && !key.upArrow && !key.downArrow) {
    // Fast typing or a paste arrives as one chunk: a line break in it is an Enter.
    const lineEnd = input.search(/[\r\n]/);
    if (lineEnd >= 0) return { submit: value + input.slice(0, lineEnd) };
    return { value: value + input };
  }
  return { value };
}

/** Props of {@link TextInput}. */
export interface TextInputProps {
  label: string;
  value: string;
  /** Shows `*` for each character (passwords). */
  mask?: boolean;
  /** Draws the cursor; the parent owns the one `useInput` that edits the focused field. */
  focus?: boolean;
}

/** A one-line text field (display only; edit it with {@link editLine}). */
export function TextInput({ label, value, mask, focus = true }: TextInputProps) {
  return (
    <Box>
      <Text bold={focus}>{label}: </Text>
      <Text>{mask ? "*".repeat(value.length) : value}</Text>
      {focus ? <Text inverse> </Text> : null}
    </Box>
  );
}
