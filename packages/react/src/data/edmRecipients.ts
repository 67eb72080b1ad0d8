import type { components } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import type { EdmFilter } from "./edmCampaigns";
import { edmKeys } from "./edmKeys";

/** A visitor a filter selects: vuid, email, phoneNumber, visitor.displayName, gender, birthday, visits. */
export type EdmRecipient = components["schemas"]["EdmRecipient"];
/** One page of recipients: recipients, total, from. */
export type EdmRecipientPage = components["schemas"]["EdmRecipientPage"];
/** The recipient table's sort, `field:dir`. */
export type EdmRecipientSort = `${"email" | "displayName" | "firstVisitAt" | "lastVisitAt"}:${"asc" | "desc"}`;

/** Recipient table page size (section 9). */
export const EDM_RECIPIENT_PAGE_SIZE = 10;

/** The filter's defaults (section 5): every part no-limit, gender all. */
export const DEFAULT_EDM_FILTER: EdmFilter = {
  gender: "all",
  birthday: { noLimit: true },
  hometown: { noLimit: true },
  firstVisit: { noLimit: true },
  lastVisit: { noLimit: true },
};

/**
 * One page of the visitors `filter` selects (the wizard's recipient table). An error rejects the table load.
 * @example const { data } = useEdmRecipients(bid, filter, page * 10); data?.recipients, data?.total
 */
export function useEdmRecipients(
  businessId: number,
  filter: EdmFilter,
  startIndex = 0,
  limit = EDM_RECIPIENT_PAGE_SIZE,
  sort: EdmRecipientSort = "lastVisitAt:desc",
) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...edmKeys.recipients(businessId), filter, startIndex, limit, sort],
    queryFn: async () =>
      (
        await client.POST("/v3/businesses/{businessId}/edm-recipients", {
          params: { path: { businessId } },
          body: { filter, startIndex, limit, sort },
        })
      ).data,
    enabled: businessId > 0,
    placeholderData: (prev) => prev,
  });
}
