import { type ReactNode, useId } from "react";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import * as ui from "../../ui/styles.css";
import * as s from "./parts.css";

/** Props of {@link SelectField}. */
export interface SelectFieldProps<V extends string> {
  label: ReactNode;
  /** Hide the label visually when a table header already names the field. @default false */
  hideLabel?: boolean;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange(value: V): void;
  disabled?: boolean;
}

/**
 * A labelled native select, themed like TextField. Account-local until ui/ has one.
 * @example <SelectField label="Role" options={roles} value={role} onChange={setRole} />
 */
export function SelectField<V extends string>({
  label,
  hideLabel,
  options,
  value,
  onChange,
  disabled,
}: SelectFieldProps<V>) {
  const { elementClass } = usePortico();
  const id = useId();
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={cx(ui.label, elementClass("label"), hideLabel && s.visuallyHidden)}>
        {label}
      </label>
      <select
        id={id}
        className={cx(s.select, elementClass("input"))}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value as V)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
