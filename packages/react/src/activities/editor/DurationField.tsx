import { durationToSeconds, secondsToDuration } from "@portico/sdk/rules";
import { usePortico } from "../../provider/context";
import * as s from "./editor.css";
import { NumberField } from "./fields";

/** Props of {@link DurationField}. */
export interface DurationFieldProps {
  label: string;
  /** Seconds. */
  value: number;
  onChange(seconds: number): void;
}

/** A duration in seconds edited as days, hours and minutes (part 1 section 5: 86400, 3600, 60). */
export function DurationField({ label, value, onChange }: DurationFieldProps) {
  const { t } = usePortico();
  const parts = secondsToDuration(value);
  const set = (key: keyof typeof parts) => (n: number | undefined) =>
    onChange(durationToSeconds({ ...parts, [key]: n ?? 0 }));
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.label}>{label}</legend>
      <div className={s.grid3}>
        <NumberField label={t("editor.days")} value={parts.days} min={0} onChange={set("days")} />
        <NumberField label={t("editor.hours")} value={parts.hours} min={0} max={23} onChange={set("hours")} />
        <NumberField
          label={t("editor.minutesLabel")}
          value={parts.minutes}
          min={0}
          max={59}
          onChange={set("minutes")}
        />
      </div>
    </fieldset>
  );
}
