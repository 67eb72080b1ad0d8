import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useViewState } from "./useViewState";

interface View {
  page?: number;
  name?: string;
}

describe("useViewState", () => {
  it("keeps its own state when the host gives none, and reports the whole next state", () => {
    const onStateChange = vi.fn();
    const { result } = renderHook(() => useViewState<View>(undefined, onStateChange, { page: 0 }));
    expect(result.current[0]).toEqual({ page: 0 });
    act(() => result.current[1]({ name: "lobby" }));
    expect(result.current[0]).toEqual({ page: 0, name: "lobby" });
    expect(onStateChange).toHaveBeenLastCalledWith({ page: 0, name: "lobby" });
    // Two changes in one handler build on each other; an undefined field is left out of the report.
    act(() => {
      result.current[1]({ page: 2 });
      result.current[1]({ name: undefined });
    });
    expect(onStateChange).toHaveBeenLastCalledWith({ page: 2 });
    expect(result.current[0]).toEqual({ page: 2 });
  });

  it("follows the host's state when given: missing or undefined fields take the defaults", () => {
    const onStateChange = vi.fn();
    const { result, rerender } = renderHook(({ state }) => useViewState<View>(state, onStateChange, { page: 0 }), {
      initialProps: { state: { page: 3, name: "a" } as View },
    });
    expect(result.current[0]).toEqual({ page: 3, name: "a" });
    act(() => result.current[1]({ page: 4 }));
    expect(onStateChange).toHaveBeenLastCalledWith({ page: 4, name: "a" });
    // The host did not take the change (controlled): its value stays.
    expect(result.current[0]).toEqual({ page: 3, name: "a" });
    rerender({ state: { page: undefined, name: "a" } });
    expect(result.current[0]).toEqual({ page: 0, name: "a" });
  });
});
