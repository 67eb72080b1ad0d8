import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAVED_INDICATOR_MS, useAutoSave } from "./useAutoSave";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useAutoSave", () => {
  it("writes the last value once after the delay and shows 'saved' for 2 s", async () => {
    const written: number[] = [];
    const { result } = renderHook(() => useAutoSave(async (v: number) => void written.push(v), 800));
    act(() => {
      result.current.schedule(1);
      result.current.schedule(2);
    });
    expect(result.current.status).toBe("pending");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(800);
    });
    expect(written).toEqual([2]);
    expect(result.current.status).toBe("saved");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVED_INDICATOR_MS);
    });
    expect(result.current.status).toBe("idle");
  });

  it("keeps a failed value pending and reports the error; flush writes it now", async () => {
    let fail = true;
    const written: string[] = [];
    const { result } = renderHook(() =>
      useAutoSave(async (v: string) => {
        if (fail) throw new Error("offline");
        written.push(v);
      }, 800),
    );
    act(() => result.current.schedule("draft"));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(800);
    });
    expect(result.current.status).toBe("error");
    expect(result.current.hasPending()).toBe(true);
    fail = false;
    await act(async () => {
      await result.current.flush();
    });
    expect(written).toEqual(["draft"]);
    expect(result.current.status).toBe("saved");
  });
});
