import { CHECKIO_EXPORT_MIN_DAY, type CheckioRange, correctCheckioRange } from "@portico/sdk/rules";
import { useState } from "react";
import { usePortico } from "../../provider/context";
import { TextField } from "../../ui/TextField";
import * as s from "./checkios.css";

/**
 * The check-in export range as state: every change goes through the rule (start 2016-01-01 to today, end 0-6 days
 * after the start), and the last correction is kept so that the screen can say what changed.
 */
export function useCheckioRange(today: string) {
  const [range, setRange] = useState<CheckioRange>({ from: today, to: today });
  const [corrected, setCorrected] = useState<CheckioRange | null>(null);
  const change = (next: CheckioRange) => {
    const c = correctCheckioRange(next, today);
    setRange({ from: c.from, to: c.to });
    setCorrected(c.corrected.length ? { from: c.from, to: c.to } : null);
  };
  return { range, corrected, change };
}

/** The start and end day inputs of a check-in range, with the notice of an automatic correction. */
export function CheckioRangeFields({ today, state }: { today: string; state: ReturnType<typeof useCheckioRange> }) {
  const { t } = usePortico();
  const { range, corrected, change } = state;
  return (
    <>
      <TextField
        label={t("checkios.field.from")}
        type="date"
        min={CHECKIO_EXPORT_MIN_DAY}
        max={today}
        value={range.from}
        onChange={(from) => from && change({ ...range, from })}
      />
      <TextField
        label={t("checkios.field.to")}
        type="date"
        min={range.from}
        value={range.to}
        onChange={(to) => to && change({ ...range, to })}
        hint={t("checkios.range.hint")}
      />
      {corrected ? (
        <p className={s.notice} role="status" data-testid="checkio-range-corrected">
          {t("checkios.range.corrected", { from: corrected.from, to: corrected.to })}
        </p>
      ) : null}
    </>
  );
}
