import { type SelectHTMLAttributes, useId } from "react";
import { cx } from "../theme/cx";
import * as s from "./business.css";

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange"> {
  label: string;
  options: { value: string; label: string }[];
  error?: string | null;
  onChange?(value: string): void;
}

/** A labelled native select (long lists such as time zones and portal languages stay fast and keyboard-friendly). */
export function SelectField({ label, options, error, onChange, id, className, ...rest }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <div className={cx(s.field, className)}>
      <label htmlFor={selectId} className={s.label}>
        {label}
      </label>
      <select
        id={selectId}
        className={s.select}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange?.(e.currentTarget.value)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
