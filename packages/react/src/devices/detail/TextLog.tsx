import { type FormEvent, useEffect, useState } from "react";
import { type LogEntryOf, type TextLogKind, useLogPage } from "../../data/inodeLogs";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { DataTable } from "../../ui/DataTable";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { usePaging } from "../../ui/usePaging";
import { useViewState } from "../../ui/useViewState";
import * as s from "./detail.css";
import { logColumns, logRowKey } from "./logColumns";

/** Time windows offered by the log pages, in hours (24 is the server's default). */
export const LOG_WINDOWS = [1, 6, 24, 72, 168] as const;

/** The view state of {@link INodeLogs}' DNS, wifi client and DHCP logs: their filters. */
export interface INodeLogsState {
  /** Only entries containing this text. */
  keyword?: string;
  /** The time window in hours, one of {@link LOG_WINDOWS}. @default 24 */
  hours?: number;
  /** The wifi client log's radio. @default "2.4g" */
  radio?: "2.4g" | "5g";
}

/** A server-paged DNS, wifi client or DHCP log with a keyword filter, a time window and (wifi) the radio. */
export function TextLog<K extends TextLogKind>({
  businessId,
  cuid,
  kind,
  state,
  onStateChange,
}: {
  businessId: number;
  cuid: string;
  kind: K;
  state?: INodeLogsState | undefined;
  onStateChange?: ((next: INodeLogsState) => void) | undefined;
}) {
  const { t, locale } = usePortico();
  const [view, setView] = useViewState<INodeLogsState>(state, onStateChange, {});
  const keyword = view.keyword ?? "";
  const hours = LOG_WINDOWS.find((h) => h === view.hours) ?? 24;
  const radio5G = view.radio === "5g";
  const [draft, setDraft] = useState(keyword);
  // A host that changes the keyword (back button) updates the text field.
  useEffect(() => setDraft(keyword), [keyword]);
  // New filters (also the host's) start at the first page.
  const paging = usePaging(`${keyword}/${hours}/${radio5G}`);
  const log = useLogPage(businessId, cuid, kind, { page: paging.page, pageSize: paging.size, keyword, hours, radio5G });
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setView({ keyword: draft || undefined });
    paging.setPage(0); // searching again for the same text starts over too
  };
  return (
    <>
      <form className={s.toolbar} onSubmit={onSearch}>
        <TextField label={t("detail.logs.keyword")} value={draft} onChange={setDraft} />
        <Button type="submit" variant="secondary">
          {t("detail.logs.search")}
        </Button>
        <SelectField
          label={t("detail.logs.window")}
          value={String(hours)}
          options={LOG_WINDOWS.map((h) => ({ value: String(h), label: t("detail.logs.lastHours", { hours: h }) }))}
          onChange={(v) => setView({ hours: Number(v) })}
        />
        {kind === "wificlient" ? (
          <SelectField
            label={t("detail.logs.radio")}
            value={radio5G ? "5g" : "2.4g"}
            options={[
              { value: "2.4g", label: t("detail.statistics.wl24") },
              { value: "5g", label: t("detail.statistics.wl5") },
            ]}
            onChange={(v) => setView({ radio: v === "5g" ? "5g" : "2.4g" })}
          />
        ) : null}
        <span className={s.grow} />
        <Button variant="secondary" onClick={() => log.refetch()} loading={log.isFetching && !!log.data}>
          {t("detail.refresh")}
        </Button>
      </form>
      <DataTable<LogEntryOf[K]>
        columns={logColumns(kind, t, LOCALE_TAGS[locale])}
        rows={log.data?.items}
        total={log.data?.total ?? 0}
        {...paging.table}
        getRowKey={(e) => logRowKey(e, log.data?.items.indexOf(e) ?? 0)}
        loading={log.isFetching}
        error={log.error}
        onRetry={() => log.refetch()}
        emptyText={t("detail.logs.empty")}
      />
    </>
  );
}
