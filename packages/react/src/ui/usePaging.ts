import { useCallback, useRef, useState } from "react";
import { DEFAULT_PAGE_SIZE } from "./pageSizes";

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
