import type { components } from "@portico/sdk";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";

type S = components["schemas"];
/** The business's webhook (all fields null when none), its verified copy and whether it is valid. */
export type Webhook = S["Webhook"];
/** What a verification sends. */
export type WebhookVerifyInput = S["WebhookVerifyInput"];
/** A page of the delivery log. */
export type WebhookDeliveryPage = S["WebhookDeliveryPage"];
/** One delivery of the log. */
export type WebhookDelivery = S["WebhookDelivery"];

/** Query keys of the webhooks part, all under the business. */
export const webhookKeys = {
  all: (bid: number) => ["business", bid, "webhooks"] as const,
  webhook: (bid: number) => [...webhookKeys.all(bid), "webhook"] as const,
  deliveries: (bid: number, startIndex: number, limit: number) =>
    [...webhookKeys.all(bid), "deliveries", startIndex, limit] as const,
};

const path = (businessId: number) => ({ businessId });

/** Marks the webhook and its delivery log stale. */
export const invalidateWebhooks = (qc: QueryClient, businessId: number) =>
  qc.invalidateQueries({ queryKey: webhookKeys.all(businessId) });

/** The business's webhook. */
export function useWebhook(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: webhookKeys.webhook(businessId),
    queryFn: async () =>
      (await client.GET("/v3/businesses/{businessId}/webhooks", { params: { path: path(businessId) } })).data,
    enabled: businessId > 0,
  });
}

/** A page of the delivery log, newest first. */
export function useWebhookDeliveries(businessId: number, startIndex: number, limit: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: webhookKeys.deliveries(businessId, startIndex, limit),
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/webhooks/deliveries", {
          params: { path: path(businessId), query: { startIndex, limit } },
        })
      ).data,
    enabled: businessId > 0,
  });
}

// Every write answers the webhook as it now is: the cache takes it as is.
function useWebhookWrite<V>(businessId: number, call: (v: V) => Promise<Webhook>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (webhook) => qc.setQueryData(webhookKeys.webhook(businessId), webhook),
  });
}

/** Saves and verifies url, validator, secret (and email); resolves to `{ success, webhook }`. */
export function useVerifyWebhook(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: WebhookVerifyInput) =>
      (await client.POST("/v3/businesses/{businessId}/webhooks/verify", { params: { path: path(businessId) }, body }))
        .data,
    onSuccess: (r) => qc.setQueryData(webhookKeys.webhook(businessId), r.webhook),
  });
}

/** Stores a new random validator; the webhook is not valid until verified with it. */
export function useGenerateWebhookValidator(businessId: number) {
  const { client } = usePortico();
  return useWebhookWrite(
    businessId,
    async () =>
      (await client.POST("/v3/businesses/{businessId}/webhooks/validator", { params: { path: path(businessId) } }))
        .data,
  );
}

/** Removes the webhook (all five fields cleared). */
export function useRemoveWebhook(businessId: number) {
  const { client } = usePortico();
  return useWebhookWrite(
    businessId,
    async () =>
      (await client.DELETE("/v3/businesses/{businessId}/webhooks", { params: { path: path(businessId) } })).data,
  );
}
