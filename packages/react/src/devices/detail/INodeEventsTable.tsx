import { useState } from "react";
import { useINodeEvents } from "../../data/firmware";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import { DataTable } from "../../ui/DataTable";
import * as s from "./detail.css";
import { formatTs } from "./format";

/** Rows per page of the events table (the spec's exception to 20). */
export const EVENTS_PAGE_SIZE = 10;

/** The paged device events of an iNode, 10 a page, newest first. */
export function INodeEventsTable({ businessId, cuid }: { businessId: number; cuid: string }) {
  const { t, locale } = usePortico();
  const tag = LOCALE_TAGS[locale];
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(EVENTS_PAGE_SIZE);
  const events = useINodeEvents(businessId, cuid, page, size);
  return (
    <section className={s.section} aria-labelledby={`ev-${cuid}`}>
      <h3 id={`ev-${cuid}`} className={s.heading}>
        {t("detail.events.title")}
      </h3>
      <DataTable
        columns={[
          { key: "ts", header: t("detail.field.time"), cell: (e) => formatTs(e.ts, tag) },
          { key: "level", header: t("detail.events.level"), cell: (e) => t(`detail.events.level.${e.level}`) },
          { key: "type", header: t("detail.events.type"), cell: (e) => e.type },
          { key: "message", header: t("detail.events.message"), cell: (e) => e.message },
        ]}
        rows={events.data?.events}
        total={events.data?.total ?? 0}
        page={page}
        pageSize={size}
        onPageChange={setPage}
        onPageSizeChange={(n) => {
          setSize(n);
          setPage(0);
        }}
        getRowKey={(e) => e.id}
        loading={events.isFetching}
        error={events.error}
        onRetry={() => events.refetch()}
        emptyText={t("detail.events.empty")}
      />
    </section>
  );
}
