import { useCallback, useRef, useState } from "react";
import { DEFAULT_PAGE_SIZE } from "./pageSizes";
import { tablePaging, useViewState } from "./useViewState";

/**
 * Paging state of a {@link DataTable} (the one pager of every list): the page goes back to the first when
 * `resetKey` (the filters, the order) or the page size changes. Spread `table` into the DataTable; a list loaded
 * whole shows `slice(rows)`.
 * @example
 * const paging = usePaging(JSON.stringify(filters));
 * const list = useThings(filters, { startIndex: paging.startIndex, limit: paging.size });
 * <DataTable {...paging.table} rows={list.data?.rows} total={list.data?.total ?? 0} ... />
 */
export function usePaging(resetKey = "", initialSize: number = DEFAULT_PAGE_SIZE) {
  const [state, setState] = useState({ resetKey, page: 0 });
  const [size, setSize] = useState(initialSize);
  const page = state.resetKey === resetKey ? state.page : 0;
  const keyRef = useRef(resetKey);
  keyRef.current = resetKey;
  // Stable, so that effects may call it (e.g. a debounced search going back to the first page).
  const setPage = useCallback((n: number) => setState({ resetKey: keyRef.current, page: n }), []);
  return {
    page,
    size,
    /** The zero-based index of the page's first row (the contract's `startIndex`). */
    startIndex: page * size,
    setPage,
    /** The rows of the current page out of a list loaded whole (client-side paging). */
    slice: <T>(rows: readonly T[] | undefined): T[] | undefined => rows?.slice(page * size, (page + 1) * size),
    /** The DataTable's paging props. */
    table: {
      page,
      pageSize: size,
      onPageChange: setPage,
      onPageSizeChange: (n: number) => {
        setSize(n);
        setPage(0);
      },
    },
  };
}

/** The paging view state of a list widget (its `state` prop), every field optional. */
export interface PagingState {
  /** 0-based page. @default 0 */
  page?: number;
  /** Rows a page. @default 20 */
  pageSize?: number;
}

/**
 * {@link usePaging} over a widget's view state, for a list whose page a host may keep (`state`/`onStateChange`,
 * see {@link useViewState}); the same fields, so a list switches by changing this one call.
 * @example const paging = useViewPaging(props.state, props.onStateChange);
 */
export function useViewPaging(
  state: PagingState | undefined,
  onStateChange: ((next: PagingState) => void) | undefined,
  initialSize: number = DEFAULT_PAGE_SIZE,
) {
  const [view, setView] = useViewState(state, onStateChange, { page: 0, pageSize: initialSize });
  const { page, pageSize: size } = view;
  return {
    page,
    size,
    startIndex: page * size,
    setPage: (n: number) => setView({ page: n }),
    slice: <T>(rows: readonly T[] | undefined): T[] | undefined => rows?.slice(page * size, (page + 1) * size),
    table: tablePaging(view, setView),
  };
}
