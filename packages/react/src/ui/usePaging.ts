import { useCallback, useRef, useState } from "react";
import { DEFAULT_PAGE_SIZE } from "./pageSizes";
import { tablePaging, useViewState } from "./useViewState";

/** What {@link usePaging}'s `whole` reads of a list query (a TanStack Query result). */
export interface WholeListQuery<T> {
  data?: T[];
  isFetching: boolean;
  error: unknown;
  refetch(): unknown;
}

/**
 * Paging state of a {@link DataTable} (the one pager of every list): the page goes back to the first when
 * `resetKey` (the filters, the order) or the page size changes. Spread `table` into the DataTable; a list loaded
 * whole shows `slice(rows)`.
 * @example
 * const paging = usePaging(JSON.stringify(filters));
 * const list = useThings(filters, { startIndex: paging.startIndex, limit: paging.size });
 * <DataTable {...paging.table} rows={list.data?.rows} total={list.data?.total ?? 0} ... />
 * // A list loaded whole, paged here:
 * <DataTable {...paging.whole(useThings(businessId))} columns={columns} getRowKey={(x) => x.id} />
 */
export function usePaging(resetKey = "", initialSize: number = DEFAULT_PAGE_SIZE) {
  const [state, setState] = useState({ resetKey, page: 0 });
  const [size, setSize] = useState(initialSize);
  const page = state.resetKey === resetKey ? state.page : 0;
  const keyRef = useRef(resetKey);
  keyRef.current = resetKey;
  // Stable, so that effects may call it (e.g. a debounced search going back to the first page).
  const setPage = useCallback((n: number) => setState({ resetKey: keyRef.current, page: n }), []);
  const slice = <T>(rows: readonly T[] | undefined): T[] | undefined => rows?.slice(page * size, (page + 1) * size);
  const table = {
    page,
    pageSize: size,
    onPageChange: setPage,
    onPageSizeChange: (n: number) => {
      setSize(n);
      setPage(0);
    },
  };
  return {
    page,
    size,
    /** The zero-based index of the page's first row (the contract's `startIndex`). */
    startIndex: page * size,
    setPage,
    /** The rows of the current page out of a list loaded whole (client-side paging). */
    slice,
    /** The DataTable's paging props. */
    table,
    /**
     * The DataTable's props for a list query loaded whole: the current page's rows, the total, the paging props and
     * the query's loading, error and retry.
     */
    whole: wholeList(table, slice),
  };
}

/** The `whole` of {@link usePaging} and {@link useViewPaging}: a list query's DataTable props, paged here. */
function wholeList(
  table: ReturnType<typeof tablePaging>,
  slice: <T>(rows: readonly T[] | undefined) => T[] | undefined,
) {
  return <T>(query: WholeListQuery<T>) => ({
    ...table,
    rows: slice(query.data),
    total: query.data?.length ?? 0,
    loading: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  });
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
  const slice = <T>(rows: readonly T[] | undefined): T[] | undefined => rows?.slice(page * size, (page + 1) * size);
  const table = tablePaging(view, setView);
  return {
    page,
    size,
    startIndex: page * size,
    setPage: (n: number) => setView({ page: n }),
    slice,
    table,
    whole: wholeList(table, slice),
  };
}
