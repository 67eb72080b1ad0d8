import { useId } from "react";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { SelectField } from "../ui/SelectField";
import * as us from "../ui/styles.css";
import { TextField } from "../ui/TextField";
import * as s from "./dynamicForm.css";
import { checkedValues, type FormField, type FormValue } from "./dynamicFormRules";
import { dynamicFormMessages } from "./i18n";

/** Props of {@link DynamicFormField}. */
export interface DynamicFormFieldProps {
  field: FormField;
  value: FormValue | undefined;
  onChange(value: FormValue): void;
  /** The shown (translated) error, or null. */
  error?: string | null | undefined;
  disabled?: boolean | undefined;
}

const INPUT_TYPES: Partial<Record<FormField["type"], string>> = {
  text: "text",
  password: "password",
  number: "text",
  email: "email",
  date: "date",
  tel: "tel",
  time: "time",
  url: "url",
};

/** A time field's step in seconds: its minute step, else its hour step (the picker then keeps whole hours). */
export function timeStep(format: FormField["format"]): number | undefined {
  if (format?.minuteStep) return format.minuteStep * 60;
  if (format?.hourStep) return format.hourStep * 3600;
  return undefined;
}

/** One field of a {@link DynamicForm}, drawn by its type, with its label, description and inline error. */
export function DynamicFormField({ field, value, onChange, error, disabled }: DynamicFormFieldProps) {
  useAreaMessages(dynamicFormMessages);
  const { t } = usePortico();
  const id = useId();
  const required = Boolean(field.validator?.required);
  const label = required ? `${field.label} *` : field.label;
  const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
  const errorId = `${id}-error`;
  const errorLine = error ? (
    <p id={errorId} className={us.fieldError}>
      {error}
    </p>
  ) : null;
  const hint = field.desc ? <p className={us.hint}>{field.desc}</p> : null;
  const inputType = INPUT_TYPES[field.type];

  if (field.type === "titleDesc") {
    return (
      <div className={s.titleDesc}>
        <h3 className={s.title}>{field.label}</h3>
        {hint}
      </div>
    );
  }
  if (inputType) {
    const step = field.type === "time" ? timeStep(field.format) : undefined;
    return (
      <TextField
        label={label}
        name={field.name}
        type={inputType}
        inputMode={field.type === "number" ? "decimal" : undefined}
        value={text}
        onChange={onChange}
        error={error ?? null}
        hint={field.desc}
        required={required}
        disabled={disabled}
        {...(step ? { step } : {})}
      />
    );
  }
  if (field.type === "textarea") {
    return (
      <div className={us.field}>
        <label htmlFor={id} className={us.label}>
          {label}
        </label>
        <textarea
          id={id}
          name={field.name}
          className={cx(us.input, s.textarea)}
          value={text}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        {hint}
        {errorLine}
      </div>
    );
  }
  if (field.type === "dropdown") {
    const options = [{ value: "", label: t("dynamicForm.choose") }, ...(field.choices ?? [])];
    return (
      <SelectField
        label={label}
        name={field.name}
        options={options}
        value={text}
        onChange={onChange}
        error={error ?? null}
        disabled={disabled}
      />
    );
  }
  if (field.type === "checkbox" && !field.choices?.length) {
    return (
      <div className={us.field}>
        <label className={us.checkboxRow}>
          <input
            type="checkbox"
            name={field.name}
            checked={value === true}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange(e.currentTarget.checked)}
          />
          {label}
        </label>
        {hint}
        {errorLine}
      </div>
    );
  }
  // radio, yesNo and checkbox groups: a fieldset whose legend names the group.
  const yesNo = field.type === "yesNo";
  const multiple = field.type === "checkbox";
  const choices = yesNo
    ? [
        { label: t("dynamicForm.yes"), value: "true" },
        { label: t("dynamicForm.no"), value: "false" },
      ]
    : (field.choices ?? []);
  const chosen = multiple ? checkedValues(value) : [yesNo ? String(value === true) : text];
  const pick = (v: string, on: boolean) => {
    if (yesNo) onChange(v === "true");
    else if (!multiple) onChange(v);
    else
      onChange(
        choices
          .map((c) => c.value)
          .filter((c) => (c === v ? on : chosen.includes(c)))
          .join(","),
      );
  };
  return (
    <fieldset
      className={s.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className={us.label}>{label}</legend>
      {hint}
      <div className={s.choices}>
        {choices.map((c) => (
          <label key={c.value} className={us.checkboxRow}>
            <input
              type={multiple ? "checkbox" : "radio"}
              name={field.name}
              value={c.value}
              checked={chosen.includes(c.value)}
              onChange={(e) => pick(c.value, e.currentTarget.checked)}
            />
            {c.label}
          </label>
        ))}
      </div>
      {errorLine}
    </fieldset>
  );
}
