import type { FormField } from "../../data/activityEditorTypes";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import * as s from "./editor.css";
import { CheckboxField } from "./fields";
import { moveItem } from "./ModuleList";

const FIELD_TYPES = [
  "text",
  "textarea",
  "password",
  "number",
  "email",
  "date",
  "tel",
  "time",
  "radio",
  "checkbox",
  "dropdown",
  "yesNo",
  "titleDesc",
  "url",
] as const satisfies readonly FormField["type"][];
const WITH_CHOICES = new Set<FormField["type"]>(["radio", "checkbox", "dropdown"]);

/** A field name made randomly with its type as prefix (e.g. `text_k2j3h4`), as part 3 names them. */
export function newFieldName(type: FormField["type"], random: () => number = Math.random): string {
  return `${type}_${Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, "0")}`;
}

/** Props of {@link FormFieldsEditor}. */
export interface FormFieldsEditorProps {
  value: FormField[] | undefined;
  onChange(fields: FormField[]): void;
}

/** The fields of a survey-diy or registration-form module: type, label, required, choices; reorder and remove. */
export function FormFieldsEditor({ value, onChange }: FormFieldsEditorProps) {
  const { t } = usePortico();
  const fields = value ?? [];
  const set = (i: number, patch: Partial<FormField>) =>
    onChange(fields.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.label}>{t("editor.form.title")}</legend>
      {fields.length === 0 ? <p className={s.muted}>{t("editor.form.empty")}</p> : null}
      {fields.map((f, i) => (
        <fieldset key={f.name} className={s.groupRow} aria-label={t("editor.form.fieldN", { n: i + 1 })}>
          <SelectField
            label={t("editor.form.type", { n: i + 1 })}
            value={f.type}
            options={FIELD_TYPES.map((v) => ({ value: v, label: t(`editor.form.types.${v}`) }))}
            onChange={(type) => set(i, { type, name: newFieldName(type) })}
          />
          <TextField
            className={s.grow}
            label={t("editor.form.label", { n: i + 1 })}
            value={f.label}
            maxLength={200}
            onChange={(label) => set(i, { label })}
          />
          {WITH_CHOICES.has(f.type) ? (
            <TextField
              label={t("editor.form.choices")}
              hint={t("editor.form.choicesHint")}
              value={(f.choices ?? []).map((c) => c.label).join(", ")}
              onChange={(text) =>
                set(i, {
                  choices: text
                    .split(",")
                    .map((c) => c.trim())
                    .filter(Boolean)
                    .map((c) => ({ label: c, value: c })),
                })
              }
            />
          ) : null}
          <CheckboxField
            label={t("editor.form.required")}
            checked={f.validator?.required ?? false}
            onChange={(required) => set(i, { validator: { required } })}
          />
          <Button
            variant="secondary"
            disabled={i === 0}
            onClick={() => onChange(moveItem(fields, i, i - 1))}
            aria-label={t("editor.form.upN", { n: i + 1 })}
          >
            ↑
          </Button>
          <Button
            variant="secondary"
            disabled={i === fields.length - 1}
            onClick={() => onChange(moveItem(fields, i, i + 1))}
            aria-label={t("editor.form.downN", { n: i + 1 })}
          >
            ↓
          </Button>
          <Button
            variant="danger"
            onClick={() => onChange(fields.filter((_, j) => j !== i))}
            aria-label={t("editor.form.removeN", { n: i + 1 })}
          >
            {t("editor.remove")}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() => onChange([...fields, { type: "text", name: newFieldName("text"), label: "" }])}
      >
        {t("editor.form.add")}
      </Button>
    </fieldset>
  );
}
