import type { PorticoClient } from "@portico/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessKeys } from "./businessKeys";
import type { SubscriberEmails } from "./businessTypes";

/** Which e-mail list: who hears about iNode events, or who receives the e-mailed reports. */
export type SubscriberListKind = "inode" | "report";

const PATHS = {
  inode: "/v3/businesses/{businessId}/inode-subscribers",
  report: "/v3/businesses/{businessId}/report-subscribers",
} as const;
const keyOf = (kind: SubscriberListKind, businessId: number) =>
  kind === "inode" ? businessKeys.inodeSubscribers(businessId) : businessKeys.reportSubscribers(businessId);

/** Loads one subscriber e-mail list of a business. */
export async function fetchSubscriberEmails(
  client: PorticoClient,
  businessId: number,
  kind: SubscriberListKind,
): Promise<SubscriberEmails> {
  return (await client.GET(PATHS[kind], { params: { path: { businessId } } })).data;
}

/** The iNode or report subscribers of a business. */
export function useSubscriberEmails(businessId: number, kind: SubscriberListKind) {
  const { client } = usePortico();
  return useQuery({
    queryKey: keyOf(kind, businessId),
    queryFn: () => fetchSubscriberEmails(client, businessId, kind),
    enabled: businessId > 0,
  });
}

/** Replaces the iNode or report subscribers of a business. */
export function useUpdateSubscriberEmails(businessId: number, kind: SubscriberListKind) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SubscriberEmails) =>
      (await client.PUT(PATHS[kind], { params: { path: { businessId } }, body })).data,
    onSuccess: (d) => queryClient.setQueryData(keyOf(kind, businessId), d),
  });
}
