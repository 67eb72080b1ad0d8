import { Box, Text, useInput, useStdin } from "ink";
import { useReducer, useRef } from "react";
import type { Translate } from "../i18n";
import { editLine, TextInput } from "./TextInput";

/** Props of {@link PasswordPrompt}. */
export interface PasswordPromptProps {
  t: Translate;
  /** The field's label, e.g. "Password for staff@example.com". */
  label: string;
  onSubmit(password: string): void;
  onCancel(): void;
}

/** Asks for one masked password (a new sub-account's); Enter on an empty field does nothing. */
export function PasswordPrompt({ t, label, onSubmit, onCancel }: PasswordPromptProps) {
  // A ref, as in LoginPrompt: keystrokes may arrive before React re-subscribes the handler.
  const value = useRef("");
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const { isRawModeSupported } = useStdin();
  useInput(
    (input, key) => {
      const r = editLine(value.current, input, key);
      if ("cancel" in r) return onCancel();
      if ("submit" in r) {
        if (r.submit) onSubmit(r.submit);
        return;
      }
      value.current = r.value;
      rerender();
    },
    { isActive: Boolean(isRawModeSupported) },
  );
  return (
    <Box flexDirection="column">
      <TextInput label={label} value={value.current} mask />
      <Text dimColor>{t("cli.login.hint")}</Text>
    </Box>
  );
}
