import { useState } from "react";
import { useSmsCampaignResults } from "../../data/smsCampaigns";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { ExportButton } from "../../ui/ExportButton";
import { smsMessages } from "./i18n";

/** Props of {@link SmsResults}. */
export interface SmsResultsProps {
  businessId: number;
  campaignId: number;
  /** Bump to reload the page (the editor passes the report's sent + failed while a send goes out). @default 0 */
  version?: number;
}

const PAGE = 10;
type Result = { phoneNumber: string; name: string | null; status: string; clickedAt?: number | null };

/**
 * The results of an SMS campaign: each recipient's phone, name, delivery status and first click, 10 a page.
 * @example <SmsResults businessId={bid} campaignId={sid} />
 */
export function SmsResults({ businessId, campaignId, version = 0 }: SmsResultsProps) {
  useAreaMessages(smsMessages);
  const { t, locale } = usePortico();
  const [page, setPage] = useState(0);
  const results = useSmsCampaignResults(businessId, campaignId, page * PAGE, PAGE, version);
  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const columns: DataTableColumn<Result>[] = [
    { key: "phone", header: t("sms.results.phone"), cell: (r) => r.phoneNumber },
    { key: "name", header: t("sms.results.name"), cell: (r) => r.name ?? "" },
    {
      key: "status",
      header: t("sms.results.status"),
      cell: (r) =>
        ["sent", "failed", "pending", "sending"].includes(r.status) ? t(`sms.status.${r.status}`) : r.status,
    },
    {
      key: "clicked",
      header: t("sms.results.clicked"),
      cell: (r) => (r.clickedAt ? dateFormat.format(new Date(r.clickedAt * 1000)) : ""),
    },
  ];
  return (
    <>
      <ExportButton
        businessId={businessId}
        kind="sms-results"
        label={t("sms.results.export")}
        params={{ campaignId }}
      />
      <DataTable
        caption={t("sms.results.title")}
        columns={columns}
        rows={results.data?.results}
        total={results.data?.total ?? 0}
        page={page}
        pageSize={PAGE}
        onPageChange={setPage}
        getRowKey={(r) => r.phoneNumber}
        loading={results.isFetching}
        error={results.error}
        onRetry={() => void results.refetch()}
        emptyText={t("sms.results.empty")}
      />
    </>
  );
}
