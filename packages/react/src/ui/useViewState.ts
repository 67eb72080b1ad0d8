import { useCallback, useRef, useState } from "react";

/** The fields a host actually set: one it left `undefined` takes the widget's default. */
function definedFields<S extends object>(s: S): Partial<S> {
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as Partial<S>;
}

/**
 * The view state of a widget (page, filters, tab, period: what a host may keep in its URL), the one
 * `state`/`onStateChange` convention of every widget. Controlled when the host gives `state` (its fields win;
 * those it leaves out or `undefined` take `defaults`, so a back button that drops a query parameter shows the
 * default again), the widget's own otherwise. `set(patch)` reports the whole next state, `undefined` fields
 * left out, so a host can write it to the query string as it is.
 * @example
 * const [view, setView] = useViewState(props.state, props.onStateChange, { page: 0 });
 * <DataTable page={view.page} onPageChange={(page) => setView({ page })} ... />
 */
export function useViewState<S extends object, V extends S = S>(
  state: S | undefined,
  onStateChange: ((next: S) => void) | undefined,
  defaults: V,
): readonly [V, (patch: Partial<S>) => void] {
  // Only what the user chose: a field they cleared stays cleared (undefined), the others follow `defaults`.
  const [own, setOwn] = useState<Partial<S>>({});
  const value = { ...defaults, ...(state === undefined ? own : definedFields(state)) } as V;
  // Stable and never stale, so that effects (a debounced search) may call it.
  const latest = useRef({ value, onStateChange });
  latest.current = { value, onStateChange };
  const set = useCallback((patch: Partial<S>) => {
    const next = { ...latest.current.value, ...patch };
    latest.current.value = next;
    setOwn(next);
    latest.current.onStateChange?.(definedFields(next) as S);
  }, []);
  return [value, set] as const;
}

/** The paging part of a view state: a 0-based page and the rows a page. */
export interface PagedView {
  page: number;
  pageSize: number;
}

/**
 * A {@link DataTable}'s paging props from a view state's `page` and `pageSize` (a new page size starts at the
 * first page).
 * @example <DataTable {...tablePaging(view, setView)} rows={...} total={...} />
 */
export function tablePaging(view: PagedView, set: (patch: Partial<PagedView>) => void) {
  return {
    page: view.page,
    pageSize: view.pageSize,
    onPageChange: (page: number) => set({ page }),
    onPageSizeChange: (pageSize: number) => set({ page: 0, pageSize }),
  };
}
