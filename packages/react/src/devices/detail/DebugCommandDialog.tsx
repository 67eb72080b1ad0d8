import { useId, useState } from "react";
import { type DebugCommandResult, useDebugCommand } from "../../data/inodeSystem";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { FormDialog } from "../../ui/FormDialog";
import * as s from "./detail.css";

/** Props of {@link DebugCommandDialog}. */
export interface DebugCommandDialogProps {
  cuid: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The debugging-command dialog: a non-empty command runs on the device and its output shows; the command the
 * user typed stays after an error.
 */
export function DebugCommandDialog({ cuid, open, onOpenChange }: DebugCommandDialogProps) {
  const { t } = usePortico();
  const id = useId();
  const run = useDebugCommand(cuid);
  const [command, setCommand] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<DebugCommandResult | null>(null);

  const onSubmit = async () => {
    setFailure(null);
    // Part 1 section 5: the debug command must be non-empty.
    if (!command.trim()) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    try {
      setResult(await run.mutateAsync(command));
    } catch (err) {
      setFailure(errorMessage(t, err));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t("detail.debug.title")}
      formError={failure}
      onSubmit={() => void onSubmit()}
      submitLabel={t("detail.debug.run")}
      cancelLabel={t("Close")}
      busy={run.isPending}
    >
      <label htmlFor={id}>{t("detail.debug.command")}</label>
      <textarea
        id={id}
        className={s.textarea}
        value={command}
        onChange={(e) => {
          setCommand(e.currentTarget.value);
          if (invalid) setInvalid(false);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        spellCheck={false}
        maxLength={512}
      />
      {invalid ? (
        <p id={`${id}-error`} className={s.cellError}>
          {t("detail.debug.required")}
        </p>
      ) : null}
      {result ? (
        <section aria-label={t("detail.debug.output")}>
          <p className={s.muted}>{t("detail.debug.exit", { code: result.exitCode })}</p>
          <pre className={s.output}>{result.output || t("detail.debug.noOutput")}</pre>
        </section>
      ) : null}
    </FormDialog>
  );
}
