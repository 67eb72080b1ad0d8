import type { components } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { edmKeys } from "./edmKeys";
import { useClientMutation } from "./useClientMutation";

/** The sender check's answer: status (Success, Pending, NotVerified, NotAvailable) and the business e-mail. */
export type EdmSenderStatus = components["schemas"]["EdmSenderStatus"];

/**
 * The business's sender check. A business without an e-mail rejects with code EDM_NO_EMAIL (offer to set the
 * business e-mail); any other failure is 'Check Email Server Error Desc'. Only Success allows campaigns.
 */
export function useEdmSender(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: edmKeys.sender(businessId),
    queryFn: async () =>
      (await client.GET("/v3/businesses/{businessId}/edm-verification", { params: { path: { businessId } } })).data,
    enabled: businessId > 0,
    retry: false,
  });
}

/** Mails the verification link; answers Pending (info) or NotAvailable (warning). */
export const useVerifyEdmSender = (businessId: number) =>
  useClientMutation(
    async (client, lang: "tw" | "zh" | "en" | "ja" | "ru") =>
      (
        await client.POST("/v3/businesses/{businessId}/edm-verification", {
          params: { path: { businessId }, query: { lang } },
        })
      ).data,
    (qc, result) => qc.setQueryData(edmKeys.sender(businessId), result),
  );
