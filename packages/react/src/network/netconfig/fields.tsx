import { splitList } from "@portico/sdk/rules";
import { type ReactNode, useId, useState } from "react";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { Button } from "../../ui/Button";
import { SelectField } from "../../ui/SelectField";
import * as ui from "../../ui/styles.css";
import { TextField } from "../../ui/TextField";
import * as s from "./netconfig.css";
import type { FieldPath } from "./paths";
import type { DetailForm } from "./useDetailForm";

type Common = { form: DetailForm; path: FieldPath; label: ReactNode; hint?: ReactNode; disabled?: boolean };

/** A text input bound to one path; its rule message shows under it after blur or a save. */
export function PathText({
  form,
  path,
  type,
  autoComplete,
  ...rest
}: Common & { type?: string; autoComplete?: string }) {
  return (
    <TextField
      {...rest}
      {...form.bind(path)}
      type={type ?? "text"}
      autoComplete={autoComplete ?? "off"}
      value={String(form.get(path) ?? "")}
      onChange={(v) => form.set(path, v)}
    />
  );
}

/**
 * The text entries of the list at `path`, each with its remove button, then an add button while there are fewer
 * than `max` (`label` and `remove` take the entry's number from 1).
 */
export function PathTextList({
  form,
  path,
  max,
  type,
  label,
  remove,
  add,
}: {
  form: DetailForm;
  path: FieldPath;
  max: number;
  type?: string;
  label: (n: number) => ReactNode;
  remove: (n: number) => string;
  add: string;
}) {
  const items = (form.get(path) as string[] | undefined) ?? [];
  return (
    <>
      {items.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an entry is identified by its position
        <div key={i} className={s.toolbar}>
          <PathText form={form} path={`${path}/${i}`} type={type} label={label(i + 1)} />
          <Button
            variant="secondary"
            onClick={() =>
              form.set(
                path,
                items.filter((_, j) => j !== i),
              )
            }
          >
            {remove(i + 1)}
          </Button>
        </div>
      ))}
      {items.length < max ? (
        <div>
          <Button variant="secondary" onClick={() => form.set(path, [...items, ""])}>
            {add}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** An integer input bound to one path (empty removes the value; the range rule reports the rest). */
export function PathNumber({ form, path, min, max, ...rest }: Common & { min?: number; max?: number }) {
  const v = form.get(path);
  return (
    <TextField
      {...rest}
      {...form.bind(path)}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={v === undefined || v === null ? "" : String(v)}
      onChange={(text) => form.set(path, text.trim() === "" ? undefined : Number(text))}
    />
  );
}

/** A checkbox bound to a boolean path; `onToggle` replaces the plain set when a rule decides (SSID on/off). */
export function PathCheck({
  form,
  path,
  label,
  disabled,
  onToggle,
}: Omit<Common, "hint"> & { onToggle?(on: boolean): void }) {
  return (
    <label className={cx(s.check, ui.checkboxRow)}>
      <input
        type="checkbox"
        data-path={path}
        checked={form.get(path) === true}
        disabled={disabled}
        onChange={(e) => (onToggle ? onToggle(e.currentTarget.checked) : form.set(path, e.currentTarget.checked))}
      />
      <span>{label}</span>
    </label>
  );
}

/** A select bound to a string or number path. */
export function PathSelect<V extends string>({
  form,
  path,
  options,
  numeric,
  onPick,
  ...rest
}: Common & { options: readonly { value: V; label: string }[]; numeric?: boolean; onPick?(v: V): void }) {
  return (
    <SelectField<V>
      {...rest}
      {...form.bind(path)}
      options={options}
      value={String(form.get(path) ?? "") as V}
      onChange={(v) => (onPick ? onPick(v) : form.set(path, numeric ? Number(v) : v))}
    />
  );
}

/**
 * A list (hosts, MACs) typed one item a line (commas, semicolons and spaces split too); the typed text is kept
 * as typed while the configuration holds the split list.
 */
export function PathList({ form, path, label, hint, disabled }: Common) {
  const { elementClass } = usePortico();
  const id = useId();
  const list = (form.get(path) as string[] | undefined) ?? [];
  const [text, setText] = useState(() => list.join("\n"));
  const error = form.errorOf(path);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={cx(ui.label, elementClass("label"))}>
        {label}
      </label>
      <textarea
        id={id}
        data-path={path}
        className={cx(ui.input, s.textarea, elementClass("input"))}
        value={text}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => {
          setText(e.currentTarget.value);
          form.set(path, splitList(e.currentTarget.value));
        }}
        onBlur={() => form.touch(path)}
      />
      {hint ? (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={cx(ui.fieldError, elementClass("error"))}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
