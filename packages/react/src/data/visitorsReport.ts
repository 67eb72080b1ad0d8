import type { components } from "@portico/sdk";
import { VISITOR_SEARCH_LIMIT } from "@portico/sdk/rules";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { reportKeys } from "./reportKeys";

/** One authenticated visitor row (latest sign-in in the range). */
export type VisitorRecord = components["schemas"]["VisitorRecord"];
/** A search's query, filters, range and sort (the contract's VisitorSearch). */
export type VisitorSearch = components["schemas"]["VisitorSearch"];
/** One filter condition on authType, gender or birthday. */
export type VisitorFilter = components["schemas"]["VisitorFilter"];
/** Counts by gender, authentication type and location. */
export type VisitorsDashboard = components["schemas"]["VisitorsDashboard"];

/** The range and type both visitor calls share (epoch seconds, cut in the business's time zone). */
export interface VisitorsScope {
  start: number;
  end: number;
  type?: string | undefined;
}

/**
 * The visitors report's counts.
 * @example const { data } = useVisitorsDashboard(bid, { start, end });
 */
export function useVisitorsDashboard(businessId: number, scope: VisitorsScope | null) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...reportKeys.visitors(businessId), "dashboard", scope] as const,
    enabled: scope !== null,
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/visitors/dashboard", {
          params: { path: { businessId }, query: { start: scope!.start, end: scope!.end, type: scope!.type } },
        })
      ).data,
  });
}

/**
 * One chunk of 100 visitors (the specification's rows a request): the chunk holding row `offset`. A table
 * pages through a chunk without asking again.
 * @example const { data } = useVisitorChunk(bid, scope, search, 0);
 */
export function useVisitorChunk(
  businessId: number,
  scope: VisitorsScope | null,
  search: Pick<VisitorSearch, "query" | "filters" | "sort">,
  offset: number,
) {
  const { client } = usePortico();
  const chunk = Math.floor(offset / VISITOR_SEARCH_LIMIT) * VISITOR_SEARCH_LIMIT;
  return useQuery({
    queryKey: [...reportKeys.visitors(businessId), "search", scope, search, chunk] as const,
    enabled: scope !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const data = (
        await client.POST("/v3/businesses/{businessId}/visitors/search", {
          params: { path: { businessId } },
          body: { ...scope!, ...search, offset: chunk, limit: VISITOR_SEARCH_LIMIT },
        })
      ).data;
      return { ...data, offset: chunk };
    },
  });
}
