import { fromLocalInput, toLocalInput } from "@portico/sdk/rules";
import { useId, useState } from "react";
import type { Air2Widget } from "../../data/air2Types";
import { usePortico } from "../../provider/context";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import * as s from "./air2.css";

/** Props of {@link Air2WidgetField}. */
export interface Air2WidgetFieldProps {
  widget: Air2Widget;
  value: unknown;
  onChange(value: unknown): void;
  /** The business's time zone, for datetime widgets. */
  timeZone: string;
}

/**
 * One server-built settings widget as a field: text, checkbox, radio, dropdown, tags (comma-separated) or datetime
 * (wall-clock time in the business's time zone). A label that is an air2 key is translated; a column name is shown
 * as it is.
 */
export function Air2WidgetField({ widget, value, onChange, timeZone }: Air2WidgetFieldProps) {
  const { t } = usePortico();
  const id = useId();
  const text = (label: string) => (label.startsWith("air2.") ? t(label) : label);
  const label = text(widget.label);
  const choices = (widget.choices ?? []).map((c) => ({ value: c.value, label: text(c.label) }));
  const [tagsText, setTagsText] = useState(() => (Array.isArray(value) ? value.join(", ") : ""));
  switch (widget.type) {
    case "text":
      return <TextField label={label} value={String(value ?? "")} onChange={onChange} maxLength={100} />;
    case "dropdown":
      return (
        <SelectField
          label={label}
          value={value === null || value === undefined ? "" : String(value)}
          options={[{ value: "", label: t("air2.widget.none") }, ...choices]}
          onChange={(v) => onChange(v === "" ? null : v)}
        />
      );
    case "checkbox":
      return (
        <label className={s.choiceRow}>
          <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          {label}
        </label>
      );
    case "radio":
      return (
        <fieldset className={s.section}>
          <legend>{label}</legend>
          <div className={s.choiceRow}>
            {choices.map((c) => (
              <label key={c.value} className={s.choiceRow}>
                <input
                  type="radio"
                  name={id}
                  value={c.value}
                  checked={String(value ?? widget.value ?? "") === c.value}
                  onChange={() => onChange(c.value)}
                />
                {c.label}
              </label>
            ))}
          </div>
        </fieldset>
      );
    case "tags":
      return (
        <TextField
          label={label}
          hint={t("air2.widget.tagsHint")}
          value={tagsText}
          onChange={(v) => {
            setTagsText(v);
            onChange(
              v
                .split(",")
                .map((x) => x.trim())
                .filter(Boolean),
            );
          }}
        />
      );
    case "datetime":
      return (
        <div className={s.field}>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="datetime-local"
            className={s.input}
            value={typeof value === "number" ? toLocalInput(value, timeZone) : ""}
            onChange={(e) => onChange(e.target.value ? fromLocalInput(e.target.value, timeZone) : null)}
          />
          <span className={s.muted}>{t("air2.widget.datetimeHint", { timeZone })}</span>
        </div>
      );
  }
}
