import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { useScopedRoot } from "../theme/PorticoRoot";
import * as s from "./styles.css";

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> {
  label: ReactNode;
  /** The inline error under the field; sets aria-invalid and aria-describedby. */
  error?: string | null;
  /** A hint under the field. */
  hint?: ReactNode;
  onChange?(value: string): void;
  /** Content drawn inside the input's right edge (PasswordField's toggle). */
  adornment?: ReactNode;
}

/**
 * A labelled input with its inline error under it.
 * @example <TextField label={t("field.email")} type="email" {...form.field("email")} />
 */
export function TextField({ label, error, hint, onChange, adornment, id, className, ...rest }: TextFieldProps) {
  const { elementClass } = usePortico();
  const scoped = useScopedRoot();
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx(scoped.className, s.field, className)} style={scoped.style}>
      <label htmlFor={inputId} className={cx(s.label, elementClass("label"))}>
        {label}
      </label>
      <div className={s.inputWrap}>
        <input
          id={inputId}
          className={cx(s.input, elementClass("input"))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange?.(e.currentTarget.value)}
          {...rest}
        />
        {adornment}
      </div>
      {hint ? (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={cx(s.fieldError, elementClass("error"))}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
