import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePaging } from "./usePaging";

describe("usePaging", () => {
  it("pages, and goes back to the first page when the reset key or the page size changes", () => {
    const { result, rerender } = renderHook(({ key }) => usePaging(key, 20), { initialProps: { key: "a" } });
    expect(result.current).toMatchObject({ page: 0, size: 20, startIndex: 0 });
    act(() => result.current.table.onPageChange(3));
    expect(result.current).toMatchObject({ page: 3, startIndex: 60 });
    rerender({ key: "b" });
    expect(result.current.page).toBe(0);
    act(() => result.current.setPage(2));
    act(() => result.current.table.onPageSizeChange(50));
    expect(result.current).toMatchObject({ page: 0, size: 50, startIndex: 0 });
    expect(result.current.table).toMatchObject({ page: 0, pageSize: 50 });
  });
});

describe("usePaging.slice", () => {
  it("cuts the current page out of a list loaded whole, and keeps setPage stable", () => {
    const { result } = renderHook(() => usePaging("", 2));
    const setPage = result.current.setPage;
    expect(result.current.slice(undefined)).toBeUndefined();
    act(() => result.current.setPage(1));
    expect(result.current.slice(["a", "b", "c", "d", "e"])).toEqual(["c", "d"]);
    expect(result.current.setPage).toBe(setPage);
  });
});

describe("usePaging.whole", () => {
  it("gives a DataTable the page of a list query loaded whole, its total, state and retry", () => {
    const { result } = renderHook(() => usePaging("", 2));
    let retried = 0;
    const query = { data: ["a", "b", "c"], isFetching: true, error: null, refetch: () => retried++ };
    act(() => result.current.setPage(1));
    const props = result.current.whole(query);
    expect(props).toMatchObject({ rows: ["c"], total: 3, page: 1, pageSize: 2, loading: true, error: null });
    props.onRetry();
    expect(retried).toBe(1);
    const failed = new Error("down");
    expect(result.current.whole({ isFetching: false, error: failed, refetch: () => 0 })).toMatchObject({
      rows: undefined,
      total: 0,
      error: failed,
    });
  });
});
