import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { DynamicFormField } from "./DynamicFormField";
import * as s from "./dynamicForm.css";
import { type FormField, type FormValue, type FormValues, hasValue } from "./dynamicFormRules";
import { dynamicFormMessages } from "./i18n";

/** Props of {@link DynamicForm}. */
export interface DynamicFormProps {
  /** The fields in order (contract `FormField`: a wizard template's `formJson.items`, a survey-diy form ...). */
  fields: readonly FormField[];
  values: FormValues;
  onChange(values: FormValues): void;
  /**
   * Problems by field name: i18n keys of `validateFormField` (`validation.required` ...) or a server's text.
   * Shown under their fields.
   */
  errors?: Record<string, string | null | undefined>;
  disabled?: boolean;
  className?: string;
}

/**
 * Renders a dynamic form (part 3, 'Dynamic form'): text, textarea, password, number, email, date, tel, time,
 * url, radio, checkbox, dropdown, yesNo and titleDesc fields with labels, descriptions and inline errors.
 * Controlled: the host keeps the values and validates with `validateForm`.
 * @example <DynamicForm fields={tpl.formJson.items} values={values} onChange={setValues} errors={errors} />
 */
export function DynamicForm({ fields, values, onChange, errors, disabled, className }: DynamicFormProps) {
  useAreaMessages(dynamicFormMessages);
  const { t } = usePortico();
  // Translate i18n keys; a server's own text (no such key) is shown as sent, never parsed as a key.
  const shown = (e: string | null | undefined) => (e ? (e.includes(" ") ? e : t(e)) : null);
  return (
    <div className={cx(s.form, className)}>
      {fields.map((f) => (
        <DynamicFormField
          key={f.name}
          field={f}
          value={values[f.name]}
          onChange={(v: FormValue) => onChange({ ...values, [f.name]: v })}
          error={hasValue(f) ? shown(errors?.[f.name]) : null}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
