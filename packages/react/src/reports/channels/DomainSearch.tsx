import { DOMAIN_SEARCH_MAX_DAYS, dayKey, lastDaysIn } from "@portico/sdk/rules";
import { type FormEvent, useState } from "react";
import { useBusiness } from "../../data/businesses";
import { type DayRange, type DomainQuery, useDomainSearch } from "../../data/channels";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { ExportButton } from "../../ui/ExportButton";
import { TextField } from "../../ui/TextField";
import { usePaging } from "../../ui/usePaging";
import * as s from "./channels.css";
import { channelMessages } from "./i18n";
import { RangeFields, useRangeError } from "./RangeFields";

type Hit = NonNullable<ReturnType<typeof useDomainSearch>["data"]>["hits"][number];

/** Props of {@link DomainSearch}. */
export interface DomainSearchProps {
  businessId: number;
  className?: string;
}

/**
 * The DNS domain search of a business: keywords (part of a domain), a range of at most 7 days, one row per domain
 * or every query (`full`), paged on the server with startIndex and limit.
 * @example <DomainSearch businessId={bid} />
 */
export function DomainSearch({ businessId, className }: DomainSearchProps) {
  useAreaMessages(channelMessages);
  const { t } = usePortico();
  const timeZone = useBusiness(businessId).data?.profile.timeZone ?? "Asia/Taipei";
  const [range, setRange] = useState<DayRange>(() => lastDaysIn(DOMAIN_SEARCH_MAX_DAYS, timeZone));
  const [keywords, setKeywords] = useState("");
  const [full, setFull] = useState(false);
  const [submitted, setSubmitted] = useState<Omit<DomainQuery, "startIndex" | "limit"> | null>(null);
  // A new search starts again at the first page.
  const paging = usePaging(JSON.stringify(submitted));
  const rangeError = useRangeError(range, DOMAIN_SEARCH_MAX_DAYS);
  const q = useDomainSearch(
    businessId,
    submitted ? { ...submitted, startIndex: paging.startIndex, limit: paging.size } : null,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rangeError || !keywords.trim()) return;
    paging.setPage(0);
    setSubmitted({ ...range, keywords: keywords.trim(), full });
  };
  const time = (ts: number) => new Date(ts * 1000).toLocaleString(undefined, { timeZone });
  const columns: DataTableColumn<Hit>[] = submitted?.full
    ? [
        { key: "ts", header: t("channels.col.time"), cell: (h) => time(h.ts ?? h.lastTs) },
        {
          key: "domain",
          header: t("channels.col.domain"),
          cell: (h) => <span className={s.breakAll}>{h.domain}</span>,
        },
        { key: "client", header: t("channels.col.client"), cell: (h) => `${h.clientMac ?? ""} ${h.clientIp ?? ""}` },
        { key: "cuid", header: t("channels.col.carrier"), cell: (h) => h.cuid ?? "" },
        { key: "result", header: t("channels.col.result"), cell: (h) => `${h.type ?? ""} ${h.result ?? ""}` },
      ]
    : [
        {
          key: "domain",
          header: t("channels.col.domain"),
          cell: (h) => <span className={s.breakAll}>{h.domain}</span>,
        },
        { key: "queries", header: t("channels.queries"), cell: (h) => h.queries },
        { key: "last", header: t("channels.col.lastSeen"), cell: (h) => time(h.lastTs) },
      ];
  return (
    <PorticoRoot className={cx(s.section, className)}>
      <section className={s.section} aria-labelledby="channels-domain-search">
        <h2 id="channels-domain-search" className={s.sectionTitle}>
          {t("channels.domainSearch")}
        </h2>
        <form className={s.toolbar} onSubmit={submit}>
          <TextField
            label={t("channels.domainSearch.keywords")}
            type="search"
            value={keywords}
            maxLength={253}
            required
            onChange={setKeywords}
          />
          <RangeFields range={range} max={dayKey(new Date(), timeZone)} onChange={setRange} error={rangeError} />
          <label className={s.check}>
            <input type="checkbox" checked={full} onChange={(e) => setFull(e.target.checked)} />
            {t("channels.domainSearch.full")}
          </label>
          <Button type="submit" disabled={Boolean(rangeError)}>
            {t("channels.domainSearch.submit")}
          </Button>
        </form>
        <p className={s.muted}>{t("channels.domainSearch.hint")}</p>
        {/* Every DNS query of the range (at most 7 days), as a file made by the server's export service. */}
        <ExportButton
          businessId={businessId}
          kind="dns"
          label={t("channels.export.dns")}
          from={range.from}
          to={range.to}
          disabled={Boolean(rangeError)}
        />
        {submitted && (
          <DataTable
            columns={columns}
            rows={q.data?.hits}
            total={q.data?.total ?? 0}
            {...paging.table}
            getRowKey={(h) => (submitted.full ? `${h.ts}-${h.domain}-${h.clientMac}-${h.cuid}` : h.domain)}
            loading={q.isFetching}
            error={q.error}
            onRetry={() => void q.refetch()}
            caption={t("channels.domainSearch")}
            emptyText={t("channels.domainSearch.empty")}
          />
        )}
      </section>
    </PorticoRoot>
  );
}
