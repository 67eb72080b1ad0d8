import { type FormEvent, useState } from "react";
import { type LogEntryOf, type TextLogKind, useLogPage } from "../../data/inodeLogs";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { DataTable } from "../../ui/DataTable";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { usePaging } from "../../ui/usePaging";
import * as s from "./detail.css";
import { logColumns, logRowKey } from "./logColumns";

/** Time windows offered by the log pages, in hours (24 is the server's default). */
export const LOG_WINDOWS = [1, 6, 24, 72, 168] as const;

/** A server-paged DNS, wifi client or DHCP log with a keyword filter, a time window and (wifi) the radio. */
export function TextLog<K extends TextLogKind>({
  businessId,
  cuid,
  kind,
}: {
  businessId: number;
  cuid: string;
  kind: K;
}) {
  const { t, locale } = usePortico();
  const [draft, setDraft] = useState("");
  const [keyword, setKeyword] = useState("");
  const [hours, setHours] = useState(24);
  const [radio5G, setRadio5G] = useState(false);
  const paging = usePaging();
  const log = useLogPage(businessId, cuid, kind, { page: paging.page, pageSize: paging.size, keyword, hours, radio5G });
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(draft);
    paging.setPage(0);
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
          onChange={(v) => {
            setHours(Number(v));
            paging.setPage(0);
          }}
        />
        {kind === "wificlient" ? (
          <SelectField
            label={t("detail.logs.radio")}
            value={radio5G ? "5g" : "2.4g"}
            options={[
              { value: "2.4g", label: t("detail.statistics.wl24") },
              { value: "5g", label: t("detail.statistics.wl5") },
            ]}
            onChange={(v) => {
              setRadio5G(v === "5g");
              paging.setPage(0);
            }}
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
