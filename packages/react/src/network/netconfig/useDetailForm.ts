import type { PorticoError } from "@portico/sdk";
import { useCallback, useRef, useState } from "react";
import type { NetworkDetail } from "../../data/networkConfigTypes";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { editorPath, type FieldPath, getAt, setAt } from "./paths";
import type { Problems } from "./validateDetail";

/** What {@link useDetailForm} edits: the template name (unused elsewhere) and the configuration. */
export interface DetailFormValues<D> {
  name: string;
  detail: D;
}

/** Options of {@link useDetailForm}. */
export interface UseDetailFormOptions<D> {
  initial: DetailFormValues<D>;
  /** Client rules by path (`name`, `detail/...`). */
  validate(values: DetailFormValues<D>): Problems;
  /**
   * Saves; a throw shows the server's message, puts its `fields` next to the fields (translating their
   * `fieldProblems` keys) and keeps every value.
   */
  onSubmit(values: DetailFormValues<D>): Promise<void>;
}

/**
 * Form state for a deep configuration object addressed by field paths: a field's rule message shows once it was
 * left (blur) or a save was tried; a refused save keeps what was typed and shows the server's messages.
 */
export function useDetailForm<D>(opts: UseDetailFormOptions<D>) {
  const { t } = usePortico();
  const [values, setValues] = useState(opts.initial);
  // What is stored: the initial values, then what the last successful save sent.
  const [baseline, setBaseline] = useState(opts.initial);
  const [touched, setTouched] = useState<ReadonlySet<FieldPath>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<FieldPath, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<{ text: string; detail?: string } | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  const problems = opts.validate(values);
  const text = (path: FieldPath) => {
    const p = problems.get(path);
    return p ? t(p.key, p.values) : null;
  };
  const errorOf = (path: FieldPath): string | null =>
    serverErrors[path] || ((submitted || touched.has(path)) && text(path)) || null;

  const set = useCallback((path: FieldPath, value: unknown) => {
    setValues((v) => setAt(v, path, value));
    setServerErrors((e) => (e[path] ? { ...e, [path]: "" } : e));
  }, []);
  /** Replaces the whole configuration through a rule (WAN mode change, SSID on/off). */
  const update = useCallback((fn: (d: D) => D) => setValues((v) => ({ ...v, detail: fn(v.detail) })), []);
  const touch = useCallback((path: FieldPath) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path))), []);

  /** Validates and saves; resolves with the first path in error (client or server), or null when saved. */
  const submit = async (): Promise<FieldPath | null> => {
    setSubmitted(true);
    setFormError(null);
    const first = [...optsRef.current.validate(values).keys()][0];
    if (first) return first;
    setSubmitting(true);
    try {
      await optsRef.current.onSubmit(values);
      setBaseline(values);
      setServerErrors({});
      return null;
    } catch (err) {
      const { fields = {}, fieldProblems = {} } = (err ?? {}) as Pick<PorticoError, "fields" | "fieldProblems">;
      // A field's message key is translated in the widget's language; the server's own text where there is none.
      const shown = (k: string, m: string) => {
        const p = fieldProblems[k];
        const own = p ? t(p.key, p.values) : "";
        return own && own !== p?.key ? own : m;
      };
      const mapped = Object.fromEntries(Object.entries(fields).map(([k, m]) => [editorPath(k), shown(k, m)]));
      setServerErrors(mapped);
      const description = (err as { description?: string } | null)?.description;
      const main = errorMessage(t, err);
      setFormError({ text: main, detail: description && description !== main ? description : undefined });
      return Object.keys(mapped)[0] ?? "";
    } finally {
      setSubmitting(false);
    }
  };

  /** Props binding an input to one path (value read as-is; the caller converts numbers). */
  const bind = (path: FieldPath) => ({
    "data-path": path,
    error: errorOf(path),
    onBlur: () => touch(path),
  });

  return {
    values,
    /** True while the values differ from what is stored (unsaved changes). */
    dirty: baseline !== values && JSON.stringify(baseline) !== JSON.stringify(values),
    get: (path: FieldPath) => getAt(values, path),
    set,
    update,
    touch,
    bind,
    errorOf,
    problems,
    serverErrors,
    submit,
    submitted,
    submitting,
    formError,
  };
}

/** The state and helpers a section of the editor receives. */
export type DetailForm<D = NetworkDetail> = ReturnType<typeof useDetailForm<D>>;
