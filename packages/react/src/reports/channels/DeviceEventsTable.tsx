import { useState } from "react";
import { type EventQuery, useBusinessDeviceEvents } from "../../data/channels";
import { usePortico } from "../../provider/context";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { usePaging } from "../../ui/usePaging";
import * as s from "./channels.css";

type DeviceEvent = NonNullable<ReturnType<typeof useBusinessDeviceEvents>["data"]>["events"][number];

const FIELDS = ["message", "type", "level", "cuid", "nickname"] as const;
/** The events table starts at 10 rows (specification part 3, section 9). */
const EVENT_PAGE = 10;

/** The business's device events: offset, limit, sort field:dir and query field:keyword, server side. */
export function DeviceEventsTable(props: { businessId: number; timeZone: string }) {
  const { t } = usePortico();
  const [field, setField] = useState<(typeof FIELDS)[number]>("message");
  const [keyword, setKeyword] = useState("");
  const [sort, setSort] = useState("ts:desc");
  // A new search or order starts again at the first page.
  const paging = usePaging(JSON.stringify([field, keyword.trim(), sort]), EVENT_PAGE);
  const q: EventQuery = {
    offset: paging.startIndex,
    limit: paging.size,
    sort,
    ...(keyword.trim() ? { query: `${field}:${keyword.trim().slice(0, 100)}` } : {}),
  };
  const events = useBusinessDeviceEvents(props.businessId, q);
  const sortable = (key: "ts" | "type" | "level" | "cuid", label: string) => (
    <button
      type="button"
      className={s.check}
      style={{ background: "none", border: "none", padding: 0, font: "inherit", color: "inherit", cursor: "pointer" }}
      aria-label={`${label} ${sort === `${key}:desc` ? "↓" : sort === `${key}:asc` ? "↑" : ""}`}
      onClick={() => setSort(sort === `${key}:desc` ? `${key}:asc` : `${key}:desc`)}
    >
      {label}
      {sort.startsWith(`${key}:`) ? (sort.endsWith("desc") ? " ↓" : " ↑") : ""}
    </button>
  );
  const columns: DataTableColumn<DeviceEvent>[] = [
    {
      key: "ts",
      header: sortable("ts", t("channels.col.time")),
      cell: (e) => new Date(e.ts * 1000).toLocaleString(undefined, { timeZone: props.timeZone }),
    },
    { key: "cuid", header: sortable("cuid", t("channels.col.carrier")), cell: (e) => e.nickname || e.cuid },
    { key: "type", header: sortable("type", t("channels.col.type")), cell: (e) => e.type },
    { key: "level", header: sortable("level", t("channels.col.level")), cell: (e) => e.level },
    { key: "message", header: t("channels.col.message"), cell: (e) => <span className={s.breakAll}>{e.message}</span> },
  ];
  return (
    <section className={s.section} aria-labelledby="channels-events">
      <h2 id="channels-events" className={s.sectionTitle}>
        {t("channels.events")}
      </h2>
      <div className={s.toolbar}>
        <SelectField
          label={t("channels.events.field")}
          value={field}
          options={FIELDS.map((f) => ({ value: f, label: f }))}
          onChange={(v) => setField(v as (typeof FIELDS)[number])}
        />
        <TextField
          label={t("channels.events.search")}
          type="search"
          value={keyword}
          maxLength={100}
          onChange={setKeyword}
        />
      </div>
      <DataTable
        columns={columns}
        rows={events.data?.events}
        total={events.data?.total ?? 0}
        {...paging.table}
        getRowKey={(e) => e.id}
        loading={events.isFetching}
        error={events.error}
        onRetry={() => void events.refetch()}
        emptyText={t("channels.events.empty")}
      />
    </section>
  );
}
