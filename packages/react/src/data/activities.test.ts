import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RELOAD_AFTER_ADD_MS, reloadAfterAdd } from "./activities";
import { activitiesKeys } from "./activitiesKeys";
import { businessKeys } from "./businessKeys";

afterEach(() => vi.useRealTimers());

describe("reloadAfterAdd", () => {
  it("marks the business's activity lists stale 1 s after an add, not before, and no other business's", () => {
    vi.useFakeTimers();
    const qc = new QueryClient();
    qc.setQueryData([...activitiesKeys.list(7), 0], []);
    qc.setQueryData([...activitiesKeys.list(7), 3], []);
    qc.setQueryData([...activitiesKeys.list(8), 0], []);
    const stale = (bid: number, appId: number) => qc.getQueryState([...activitiesKeys.list(bid), appId])?.isInvalidated;
    expect(RELOAD_AFTER_ADD_MS).toBe(1000);
    reloadAfterAdd(qc, 7);
    vi.advanceTimersByTime(999);
    expect(stale(7, 0)).toBe(false);
    vi.advanceTimersByTime(1);
    expect([stale(7, 0), stale(7, 3), stale(8, 0)]).toEqual([true, true, false]);
  });

  it("marks the business's guide state stale at once (any first activity completes its step)", () => {
    const qc = new QueryClient();
    qc.setQueryData(businessKeys.preference(7), {});
    reloadAfterAdd(qc, 7);
    expect(qc.getQueryState(businessKeys.preference(7))?.isInvalidated).toBe(true);
  });
});
