import type { PorticoClient } from "@portico/sdk";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { businessQuery } from "./businessQuery";

describe("businessQuery", () => {
  it("prefetches and invalidates under the one key its hook reads", async () => {
    const calls: number[] = [];
    const things = businessQuery(
      (businessId) => ["things", businessId],
      async (_client, businessId) => {
        calls.push(businessId);
        return `things of ${businessId}`;
      },
    );
    const queryClient = new QueryClient();
    await things.prefetch(queryClient, {} as PorticoClient, 7);
    expect(queryClient.getQueryData(["things", 7])).toBe("things of 7");
    expect(calls).toEqual([7]);
    await things.invalidate(queryClient, 7);
    expect(queryClient.getQueryState(["things", 7])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["things", 8])).toBeUndefined();
  });
});
