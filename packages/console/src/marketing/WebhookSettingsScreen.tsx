import { WebhookSettings, type WebhookSettingsState } from "@portico/react/marketing";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

const count = (v: string | null) => (v && /^\d{1,6}$/.test(v) ? Number(v) : undefined);

/** /businesses/{bid}/webhooks?page&size: the business's webhook and its delivery log; the log's page stays in the URL. */
export default function WebhookSettingsScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const state: WebhookSettingsState = {
    page: count(search.get("page")),
    pageSize: count(search.get("size")) || undefined,
  };
  return (
    <WebhookSettings
      key={bid}
      businessId={bid}
      state={state}
      onStateChange={(s) => {
        const q = new URLSearchParams(search);
        if (s.page !== undefined) q.set("page", String(s.page));
        if (s.pageSize !== undefined) q.set("size", String(s.pageSize));
        navigate(`/businesses/${bid}/webhooks?${q.toString()}`, { replace: true });
      }}
    />
  );
}
