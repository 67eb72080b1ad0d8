import { isSafeLink } from "@portico/sdk/rules";
import { type ReactNode, useId } from "react";
import { usePortico } from "../../provider/context";
import { TextField } from "../../ui/TextField";
import * as s from "./editor.css";

/** A labelled checkbox (keyboard: Space). */
export function CheckboxField(props: { label: ReactNode; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className={s.checkbox}>
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.currentTarget.checked)} />
      {props.label}
    </label>
  );
}

/**
 * A URL field that says at once when the link is not http(s) (`isSafeLink`, the rule the server enforces on
 * save); what the user typed stays, and the dialogs' Done waits until it is fixed.
 */
export function LinkField(props: {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  hint?: ReactNode;
  /** Also accept a same-origin path (pictures and clips uploaded here). */
  relative?: boolean;
}) {
  const { t } = usePortico();
  const bad = !isSafeLink(props.value, { relative: props.relative ?? false });
  return (
    <TextField
      label={props.label}
      hint={props.hint}
      type="url"
      value={props.value}
      maxLength={2000}
      error={bad ? t("validation.link") : null}
      onChange={props.onChange}
    />
  );
}

/** A labelled multi-line field with an optional hint and inline error. */
export function TextAreaField(props: {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  hint?: ReactNode;
  error?: ReactNode;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}) {
  const id = useId();
  const describedBy = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={s.column}>
      <label htmlFor={id} className={s.label}>
        {props.label}
      </label>
      <textarea
        id={id}
        className={s.textarea}
        value={props.value}
        rows={props.rows ?? 5}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className={s.muted}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className={s.errorText} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** A whole-number field; empty gives `undefined` (or null with `nullable`). */
export function NumberField(props: {
  label: ReactNode;
  value: number | null | undefined;
  onChange(value: number | undefined): void;
  min?: number;
  max?: number;
  hint?: ReactNode;
}) {
  const out = (raw: string) => {
    if (raw.trim() === "") return props.onChange(undefined);
    const n = Math.trunc(Number(raw));
    if (!Number.isFinite(n)) return;
    props.onChange(Math.min(props.max ?? n, Math.max(props.min ?? n, n)));
  };
  return (
    <TextField
      label={props.label}
      type="number"
      inputMode="numeric"
      min={props.min}
      max={props.max}
      hint={props.hint}
      value={props.value ?? ""}
      onChange={out}
    />
  );
}
