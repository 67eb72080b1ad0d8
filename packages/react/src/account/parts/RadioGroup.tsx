import { type ReactNode, useId } from "react";
import { cx } from "../../theme/cx";
import * as ui from "../../ui/styles.css";
import * as s from "./parts.css";

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps<V extends string> {
  /** The group's name for screen readers (a legend). */
  legend: ReactNode;
  /** Hide the legend visually when a heading or table header already names the group. @default false */
  hideLegend?: boolean;
  options: readonly { value: V; label: ReactNode }[];
  value: V;
  onChange(value: V): void;
  /** An inline error under the options (sets aria-invalid on the group). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A row of native radio buttons in a fieldset: arrow keys move between options, as browsers do.
 * Account-local until ui/ has one. @example <RadioGroup legend="Access" options={opts} value={v} onChange={setV} />
 */
export function RadioGroup<V extends string>({
  legend,
  hideLegend,
  options,
  value,
  onChange,
  error,
  disabled,
}: RadioGroupProps<V>) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={s.radioGroup}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={cx(s.radioLegend, hideLegend && ui.visuallyHidden)}>{legend}</legend>
      <div className={s.radioRow}>
        {options.map((o) => (
          <label key={o.value} className={s.radioOption}>
            <input
              type="radio"
              className={s.radioInput}
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={ui.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
