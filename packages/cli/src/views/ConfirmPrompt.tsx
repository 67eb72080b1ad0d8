import { Box, Text, useInput, useStdin } from "ink";
import type { Translate } from "../i18n";

/** Props of {@link ConfirmPrompt}. */
export interface ConfirmPromptProps {
  t: Translate;
  /** The question, e.g. "Remove business 3 (Portico Hotel)?" */
  question: string;
  onAnswer(yes: boolean): void;
}

/** A yes/no question: y confirms; n, Esc or Enter (the default, no) declines. */
export function ConfirmPrompt({ t, question, onAnswer }: ConfirmPromptProps) {
  const { isRawModeSupported } = useStdin();
  useInput(
    (input, key) => {
      const c = input.trim().toLowerCase();
      if (c === "y") onAnswer(true);
      else if (c === "n" || key.escape || key.return) onAnswer(false);
    },
    { isActive: Boolean(isRawModeSupported) },
  );
  return (
    <Box>
      <Text color="yellow">? </Text>
      <Text bold>{question} </Text>
      <Text dimColor>{t("cli.confirm.hint")}</Text>
    </Box>
  );
}
