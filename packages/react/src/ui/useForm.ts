import { type FormEvent, useCallback, useRef, useState } from "react";
import { errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";

/** Field errors keyed by field name; a missing or empty entry means valid. */
export type FieldErrors<V> = Partial<Record<keyof V & string, string | null>>;

/** Options of {@link useForm}. */
export interface UseFormOptions<V extends Record<string, string | boolean>> {
  initialValues: V;
  /** Client-side rules; return translated messages. */
  validate?(values: V): FieldErrors<V>;
  /** Runs after validation passes; a throw shows the error and keeps everything the user typed. */
  onSubmit(values: V): Promise<void> | void;
}

/** Maps a server `fields` key such as "email" or "body/email" to a form field name. */
function fieldName(key: string): string {
  return key.replace(/^body[/.]/, "").split(/[/.]/)[0] ?? key;
}

/**
 * Form state with inline validation: errors appear once a field was left or a submit was tried, a failed submit
 * keeps the values, server `fields` errors land on the matching field and other errors in `formError`.
 * @example const form = useForm({ initialValues: { email: "" }, validate, onSubmit });
 */
export function useForm<V extends Record<string, string | boolean>>(opts: UseFormOptions<V>) {
  const { t } = usePortico();
  const [values, setValues] = useState<V>(opts.initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  const clientErrors: FieldErrors<V> = opts.validate ? opts.validate(values) : {};
  const errorOf = (name: keyof V & string): string | null =>
    serverErrors[name] || ((submitted || touched[name]) && clientErrors[name]) || null;

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => (e[name as keyof V & string] ? { ...e, [name]: null } : e));
  }, []);

  const handleSubmit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setFormError(null);
    const errs: FieldErrors<V> = optsRef.current.validate?.(values) ?? {};
    const firstInvalid = Object.keys(errs).find((k) => errs[k as keyof V & string]);
    if (firstInvalid) {
      const form = (e?.currentTarget ?? null) as HTMLFormElement | null;
      form?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await optsRef.current.onSubmit(values);
    } catch (err) {
      const fields = (err as { fields?: Record<string, string> } | null)?.fields;
      const known: FieldErrors<V> = {};
      for (const [key, msg] of Object.entries(fields ?? {})) {
        const name = fieldName(key);
        if (name in values) known[name as keyof V & string] = msg;
      }
      setServerErrors(known);
      setFormError(errorMessage(t, err));
    } finally {
      setSubmitting(false);
    }
  };

  /** Props for a TextField or PasswordField bound to one value. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: String(values[name] ?? ""),
    error: errorOf(name),
    onChange: (value: string) => setValue(name, value as V[K]),
    onBlur: () => setTouched((tt) => ({ ...tt, [name]: true })),
  });

  return { values, setValue, field, errorOf, handleSubmit, submitting, formError, setFormError };
}
