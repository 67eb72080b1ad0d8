import { rangeProblem } from "@portico/sdk/rules";
import type { DayRange } from "../../data/channels";
import { usePortico } from "../../provider/context";
import { TextField } from "../../ui/TextField";

/** Why a range is refused, translated, or null (the same rule the server enforces). */
export function useRangeError(range: DayRange, maxDays: number): string | null {
  const { t } = usePortico();
  const problem = rangeProblem(range.from, range.to, maxDays);
  if (!problem) return null;
  return t(`channels.range.${problem}`, { days: maxDays });
}

/** From and To day inputs of a report range; the caller checks the cap with {@link useRangeError}. */
export function RangeFields(props: {
  range: DayRange;
  max: string;
  onChange(next: DayRange): void;
  error: string | null;
}) {
  const { t } = usePortico();
  return (
    <>
      <TextField
        label={t("channels.from")}
        type="date"
        value={props.range.from}
        max={props.max}
        onChange={(from) => props.onChange({ ...props.range, from })}
      />
      <TextField
        label={t("channels.to")}
        type="date"
        value={props.range.to}
        max={props.max}
        onChange={(to) => props.onChange({ ...props.range, to })}
        error={props.error}
      />
    </>
  );
}
