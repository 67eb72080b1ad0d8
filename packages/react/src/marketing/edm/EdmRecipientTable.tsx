import { useState } from "react";
import { EDM_RECIPIENT_PAGE_SIZE, type EdmRecipient, useEdmRecipients } from "../../data/edmRecipients";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { EdmFilterForm } from "./EdmFilterForm";
import * as s from "./edm.css";
import { type EdmFilter, filterProblems } from "./edmModel";

/** Props of {@link EdmRecipientTable}. */
export interface EdmRecipientTableProps {
  businessId: number;
  filter: Required<EdmFilter>;
  onFilterChange(next: Required<EdmFilter>): void;
  timeZone: string;
  disabled?: boolean;
  /** Shows the problems of an incomplete filter (after Next was pressed). */
  showProblems?: boolean;
}

/**
 * The wizard's recipients: the visitors the filter selects, 10 a page, with the filter in a collapsible part.
 * An incomplete filter is not queried (the table keeps the last complete one).
 */
export function EdmRecipientTable(props: EdmRecipientTableProps) {
  const { businessId, filter, timeZone } = props;
  const { t, locale } = usePortico();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  const problems = filterProblems(filter);
  const [applied, setApplied] = useState(filter);
  if (problems.length === 0 && applied !== filter) setApplied(filter);
  const recipients = useEdmRecipients(businessId, applied, page * EDM_RECIPIENT_PAGE_SIZE);
  const when = (ts: number) =>
    new Date(ts * 1000).toLocaleString(LOCALE_TAGS[locale], { timeZone, dateStyle: "short", timeStyle: "short" });
  const columns: DataTableColumn<EdmRecipient>[] = [
    { key: "email", header: t("edm.col.email"), cell: (r) => <span className={s.wrap}>{r.email}</span> },
    { key: "name", header: t("edm.col.name"), cell: (r) => r.visitor.displayName ?? "" },
    { key: "phone", header: t("edm.col.phone"), cell: (r) => r.phoneNumber ?? "" },
    { key: "lastVisit", header: t("edm.col.lastVisit"), cell: (r) => when(r.lastVisitAt) },
  ];
  return (
    <div className={s.page}>
      <div className={s.head}>
        <p className={s.title} role="status">
          {recipients.data ? t("edm.recipients.total", { count: recipients.data.total }) : t("Loading")}
        </p>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {t("edm.filter.toggle")}
        </Button>
      </div>
      {open || (props.showProblems && problems.length > 0) ? (
        <EdmFilterForm
          filter={filter}
          onChange={(f) => {
            props.onFilterChange(f);
            setPage(0);
          }}
          timeZone={timeZone}
          problems={props.showProblems ? problems : problems.filter((p) => p.endsWith("Visit"))}
          disabled={props.disabled}
        />
      ) : null}
      <DataTable
        caption={t("edm.recipients.caption")}
        columns={columns}
        rows={recipients.data?.recipients}
        total={recipients.data?.total ?? 0}
        page={page}
        pageSize={EDM_RECIPIENT_PAGE_SIZE}
        onPageChange={setPage}
        getRowKey={(r) => r.vuid}
        loading={recipients.isFetching}
        error={recipients.error}
        onRetry={() => void recipients.refetch()}
        emptyText={t("edm.recipients.empty")}
      />
    </div>
  );
}
