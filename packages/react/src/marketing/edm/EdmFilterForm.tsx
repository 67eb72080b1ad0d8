import { toLocalInput } from "@portico/sdk/rules";
import { useId } from "react";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import * as s from "./edm.css";
import { dayBound, type EdmFilter, type EdmGender, type EdmRange, fillVisitRange } from "./edmModel";

/** Props of {@link EdmFilterForm}. */
export interface EdmFilterFormProps {
  filter: Required<EdmFilter>;
  onChange(next: Required<EdmFilter>): void;
  timeZone: string;
  /** Field keys with a problem (from `filterProblems`). */
  problems?: readonly string[];
  disabled?: boolean;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The recipient filter: gender, birthday month, hometown keyword, first and last visit ranges; each part has its
 * no-limit flag and applies only when it is off. Turning a visit range on fills it (one year back to now).
 */
export function EdmFilterForm({ filter, onChange, timeZone, problems = [], disabled }: EdmFilterFormProps) {
  const { t, locale } = usePortico();
  const set = (patch: Partial<Required<EdmFilter>>) => onChange({ ...filter, ...patch });
  const monthName = (m: number) =>
    new Date(Date.UTC(2026, m - 1, 15)).toLocaleString(LOCALE_TAGS[locale], { month: "long", timeZone: "UTC" });
  return (
    <div className={s.row}>
      <SelectField<EdmGender>
        label={t("edm.filter.gender")}
        options={(["all", "male", "female"] as const).map((g) => ({ value: g, label: t(`edm.gender.${g}`) }))}
        value={filter.gender}
        disabled={disabled}
        onChange={(gender) => set({ gender })}
      />
      <Part
        legend={t("edm.filter.birthdayMonth")}
        noLimit={filter.birthday.noLimit}
        disabled={disabled}
        onNoLimit={(noLimit) => set({ birthday: { ...filter.birthday, noLimit } })}
      >
        <SelectField
          label={t("edm.filter.birthdayMonth")}
          hideLabel
          options={MONTHS.map((m) => ({ value: String(m), label: monthName(m) }))}
          value={filter.birthday.month ? String(filter.birthday.month) : ""}
          disabled={disabled || filter.birthday.noLimit}
          error={problems.includes("birthday") ? t("edm.field.required") : null}
          onChange={(v) => set({ birthday: { noLimit: false, month: Number(v) } })}
        />
      </Part>
      <Part
        legend={t("edm.filter.hometown")}
        noLimit={filter.hometown.noLimit}
        disabled={disabled}
        onNoLimit={(noLimit) => set({ hometown: { ...filter.hometown, noLimit } })}
      >
        <TextField
          label={t("edm.filter.hometown")}
          value={filter.hometown.keyword ?? ""}
          maxLength={100}
          disabled={disabled || filter.hometown.noLimit}
          error={problems.includes("hometown") ? t("edm.field.required") : null}
          onChange={(keyword) => set({ hometown: { noLimit: false, keyword } })}
        />
      </Part>
      {(["firstVisit", "lastVisit"] as const).map((k) => (
        <VisitRange
          key={k}
          legend={t(`edm.filter.${k}`)}
          range={filter[k]}
          timeZone={timeZone}
          disabled={disabled}
          reversed={problems.includes(k)}
          onChange={(r) => set({ [k]: r })}
        />
      ))}
    </div>
  );
}

function Part(props: {
  legend: string;
  noLimit: boolean;
  disabled?: boolean;
  onNoLimit(v: boolean): void;
  children: React.ReactNode;
}) {
  const { t } = usePortico();
  const id = useId();
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{props.legend}</legend>
      <label className={s.check} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={props.noLimit}
          disabled={props.disabled}
          onChange={(e) => props.onNoLimit(e.currentTarget.checked)}
        />
        {t("edm.filter.noLimit")}
      </label>
      {props.children}
    </fieldset>
  );
}

function VisitRange(props: {
  legend: string;
  range: EdmRange;
  timeZone: string;
  disabled?: boolean;
  reversed: boolean;
  onChange(r: EdmRange): void;
}) {
  const { t } = usePortico();
  const { range, timeZone } = props;
  const day = (ts: number | undefined) => (ts === undefined ? "" : toLocalInput(ts, timeZone).slice(0, 10));
  const now = Math.floor(Date.now() / 1000);
  return (
    <Part
      legend={props.legend}
      noLimit={range.noLimit}
      disabled={props.disabled}
      onNoLimit={(noLimit) => props.onChange(noLimit ? { noLimit } : fillVisitRange({ ...range, noLimit }, now))}
    >
      {(["from", "to"] as const).map((side) => (
        <TextField
          key={side}
          type="date"
          label={t(`edm.filter.${side}`)}
          value={day(range[side])}
          disabled={props.disabled || range.noLimit}
          error={side === "to" && props.reversed ? t("edm.filter.rangeReversed") : null}
          onChange={(v) => props.onChange({ ...range, [side]: dayBound(v, side, timeZone) })}
        />
      ))}
    </Part>
  );
}
