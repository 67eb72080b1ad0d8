import { Box, Text, useInput, useStdin } from "ink";
import { useReducer, useRef } from "react";
import type { Translate } from "../i18n";
import { editLine, TextInput } from "./TextInput";

/** Props of {@link LoginPrompt}. */
export interface LoginPromptProps {
  t: Translate;
  apiUrl: string;
  /** Pre-filled e-mail; when given only the password is asked. */
  email?: string;
  onSubmit(values: { email: string; password: string }): void;
  onCancel(): void;
}

/** Asks for the missing e-mail and password, one field after the other. */
export function LoginPrompt({ t, apiUrl, email: givenEmail, onSubmit, onCancel }: LoginPromptProps) {
  // State lives in a ref so that a keystroke arriving before React re-subscribes the handler still sees it.
  const form = useRef({ step: givenEmail ? "password" : "email", email: givenEmail ?? "", password: "" });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const { isRawModeSupported } = useStdin();

  // One input handler for the whole form; without a TTY raw mode is impossible (TOOLCHAIN.md).
  useInput(
    (input, key) => {
      const f = form.current;
      const r = editLine(f.step === "email" ? f.email : f.password, input, key);
      if ("cancel" in r) return onCancel();
      if ("submit" in r) {
        if (f.step === "email" && r.submit.trim()) {
          f.email = r.submit;
          f.step = "password";
        } else if (f.step === "password" && r.submit) return onSubmit({ email: f.email.trim(), password: r.submit });
      } else if (f.step === "email") f.email = r.value;
      else f.password = r.value;
      rerender();
    },
    { isActive: Boolean(isRawModeSupported) },
  );
  const { step, email, password } = form.current;

  return (
    <Box flexDirection="column" alignSelf="flex-start" borderStyle="round" paddingX={1}>
      <Text bold color="cyan">
        {t("cli.login.title")}
      </Text>
      <Text dimColor>{t("cli.login.server", { url: apiUrl })}</Text>
      <TextInput label={t("cli.login.email")} value={email} focus={step === "email"} />
      {step === "password" ? <TextInput label={t("cli.login.password")} value={password} mask /> : null}
      <Text dimColor>{t("cli.login.hint")}</Text>
    </Box>
  );
}
