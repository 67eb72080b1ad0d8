import { type ReactNode, type SelectHTMLAttributes, useId } from "react";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { useScopedRoot } from "../theme/PorticoRoot";
import * as s from "./styles.css";

/** Props of {@link SelectField}. */
export interface SelectFieldProps<V extends string = string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value"> {
  label: ReactNode;
  /** Hide the label visually when a table header already names the field. @default false */
  hideLabel?: boolean;
  options: readonly { value: V; label: string }[];
  value?: V;
  /** The inline error under the field; sets aria-invalid and aria-describedby. */
  error?: string | null;
  onChange?(value: V): void;
}

/**
 * A labelled native select themed like TextField: long lists (time zones, portal languages) stay fast and
 * keyboard-friendly.
 * @example <SelectField label={t("field.timeZone")} options={zones} {...form.field("timeZone")} />
 */
export function SelectField<V extends string = string>({
  label,
  hideLabel,
  options,
  error,
  onChange,
  id,
  className,
  ...rest
}: SelectFieldProps<V>) {
  const { elementClass } = usePortico();
  const scoped = useScopedRoot();
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={cx(scoped.className, s.field, className)} style={scoped.style}>
      <label htmlFor={selectId} className={cx(s.label, elementClass("label"), hideLabel && s.visuallyHidden)}>
        {label}
      </label>
      <select
        id={selectId}
        className={cx(s.input, elementClass("input"))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange?.(e.currentTarget.value as V)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={cx(s.fieldError, elementClass("error"))}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
