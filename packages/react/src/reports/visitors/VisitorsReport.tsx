import {
  dayKey,
  LOCATION_CHART_MIN_HEIGHT,
  lastDays,
  VISITOR_SEARCH_LIMIT,
  VISITORS_DEFAULT_DAYS,
  zonedDayEnd,
  zonedDayStart,
} from "@portico/sdk/rules";
import { type FormEvent, useState } from "react";
import { useBusiness } from "../../data/businesses";
import {
  useVisitorChunk,
  useVisitorsDashboard,
  type VisitorFilter,
  type VisitorRecord,
  type VisitorsScope,
} from "../../data/visitorsReport";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { ReportChart } from "../../ui/chart/ReportChart";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { ExportButton } from "../../ui/ExportButton";
import { Alert } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { useViewState } from "../../ui/useViewState";
import * as s from "../reportPage.css";
import { visitorsMessages } from "./i18n";
import { VisitorFilters } from "./VisitorFilters";

/** The visitors report's view state (all optional: the last 7 days, every type, no search by default). */
export interface VisitorsReportState {
  /** YYYY-MM-DD in the business's time zone. */
  startDate?: string;
  endDate?: string;
  type?: string;
  /** `field:keyword` or a bare keyword (all four search fields). */
  query?: string;
  filters?: VisitorFilter[];
  /** 0-based page of the table. */
  page?: number;
  pageSize?: number;
  sort?: string;
}

/** Props of {@link VisitorsReport}. */
export interface VisitorsReportProps {
  businessId: number;
  state?: VisitorsReportState;
  onStateChange?(next: VisitorsReportState): void;
  className?: string;
}

const SEARCH_FIELDS = ["all", "name", "email", "phone", "location"] as const;

/**
 * /reports/visitors: the business's authenticated visitors in a date range (the last 7 days of the business's time
 * zone by default) and of one authentication type, with gender, authentication-type and location charts and a
 * table searched by name, e-mail, phone or location and filtered on authType, gender and birthday. The table is
 * paged on the server, 100 rows a request; page sizes follow the rows there are.
 * @example <VisitorsReport businessId={bid} state={{ query: "email:@example.com" }} onStateChange={setState} />
 */
export function VisitorsReport(props: VisitorsReportProps) {
  const { businessId } = props;
  useAreaMessages(visitorsMessages);
  const { t, locale } = usePortico();
  const business = useBusiness(businessId);
  const timeZone = business.data?.profile.timeZone;
  const today = timeZone ? dayKey(new Date(), timeZone) : null;
  const def = today ? lastDays(today, VISITORS_DEFAULT_DAYS) : { startDate: "", endDate: "" };
  const [view, setView] = useViewState(props.state, props.onStateChange, {
    startDate: def.startDate,
    endDate: def.endDate,
    type: "",
    query: "",
    filters: [] as VisitorFilter[],
    page: 0,
    pageSize: 20,
    sort: "lastAuthTs:desc",
  });
  const startDate = view.startDate || def.startDate;
  const endDate = view.endDate || def.endDate;
  const rangeBad = Boolean(startDate && endDate && endDate < startDate);
  const scope: VisitorsScope | null =
    timeZone && startDate && endDate && !rangeBad
      ? {
          start: zonedDayStart(startDate, timeZone),
          end: zonedDayEnd(endDate, timeZone),
          ...(view.type ? { type: view.type } : {}),
        }
      : null;
  const dashboard = useVisitorsDashboard(businessId, scope);
  const offset = view.page * view.pageSize;
  const search = { query: view.query || undefined, filters: view.filters, sort: view.sort };
  const chunk = useVisitorChunk(businessId, scope, search, offset);
  const rows = chunk.data
    ? chunk.data.hits.slice(offset - chunk.data.offset, offset - chunk.data.offset + view.pageSize)
    : undefined;

  // The search box edits a draft; Search applies it (and the filters) and goes back to the first page.
  const [field, keywordOf] = splitQuery(view.query);
  const [draft, setDraft] = useState({ field, keyword: keywordOf, filters: view.filters });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = draft.keyword.trim();
    // A filter without its values is left out rather than refused.
    const filters = draft.filters.filter(
      (f) =>
        f.attributeValueList.length === (f.comparisonOperator === "BETWEEN" ? 2 : 1) &&
        f.attributeValueList.every((v) => v.trim()),
    );
    setView({ query: k ? (draft.field === "all" ? k : `${draft.field}:${k}`) : "", filters, page: 0 });
  };

  const label = (kind: "gender", v: string) =>
    ["male", "female", "unknown"].includes(v) ? t(`visitors.${kind}.${v}`) : v;
  const when = (ts: number) =>
    new Date(ts * 1000).toLocaleString(LOCALE_TAGS[locale], { timeZone, dateStyle: "short", timeStyle: "short" });
  const columns: DataTableColumn<VisitorRecord>[] = [
    { key: "name", header: t("visitors.col.name"), cell: (v) => v.name ?? "" },
    { key: "email", header: t("visitors.col.email"), cell: (v) => v.email ?? "" },
    { key: "phone", header: t("visitors.col.phone"), cell: (v) => v.phone ?? "" },
    { key: "gender", header: t("visitors.col.gender"), cell: (v) => label("gender", v.gender) },
    { key: "birthday", header: t("visitors.col.birthday"), cell: (v) => v.birthday ?? "" },
    { key: "location", header: t("visitors.col.location"), cell: (v) => v.location ?? "" },
    { key: "authType", header: t("visitors.col.authType"), cell: (v) => v.authType },
    { key: "lastAuthTs", header: t("visitors.col.lastAuthTs"), cell: (v) => when(v.lastAuthTs) },
    { key: "authCount", header: t("visitors.col.authCount"), cell: (v) => v.authCount },
  ];

  const d = dashboard.data;
  const counts = (c: Record<string, number> | undefined) => Object.entries(c ?? {});
  const locations = counts(d?.location);
  const types = new Set([...counts(d?.authType).map(([k]) => k), ...(view.type ? [view.type] : [])]);

  return (
    <PorticoRoot className={cx(s.page, props.className)}>
      <h2 className={s.title}>{t("visitors.title")}</h2>
      <div className={s.toolbar}>
        <TextField
          type="date"
          label={t("visitors.from")}
          value={startDate}
          max={today ?? undefined}
          onChange={(v) => setView({ startDate: v, page: 0 })}
        />
        <TextField
          type="date"
          label={t("visitors.to")}
          value={endDate}
          max={today ?? undefined}
          error={rangeBad ? t("visitors.rangeInvalid") : null}
          onChange={(v) => setView({ endDate: v, page: 0 })}
        />
        <SelectField
          label={t("visitors.authType")}
          value={view.type}
          options={[{ value: "", label: t("visitors.allTypes") }, ...[...types].map((k) => ({ value: k, label: k }))]}
          onChange={(v) => setView({ type: v, page: 0 })}
        />
        {/* The rows the table shows (range, type, search and filters applied), as a file made on the server. */}
        <ExportButton
          businessId={businessId}
          kind="visitors"
          from={startDate}
          to={endDate}
          disabled={rangeBad}
          params={{
            ...(view.type ? { type: view.type } : {}),
            ...(view.query ? { query: view.query } : {}),
            ...(view.filters.length ? { filters: view.filters } : {}),
          }}
        />
      </div>
      <form className={s.toolbar} onSubmit={submit} aria-label={t("visitors.search")}>
        <SelectField
          label={t("visitors.searchField")}
          value={draft.field}
          options={SEARCH_FIELDS.map((f) => ({ value: f, label: t(`visitors.field.${f}`) }))}
          onChange={(f) => setDraft({ ...draft, field: f })}
        />
        <TextField
          type="search"
          label={t("visitors.search")}
          value={draft.keyword}
          maxLength={200}
          onChange={(k) => setDraft({ ...draft, keyword: k })}
        />
        <VisitorFilters filters={draft.filters} onChange={(filters) => setDraft({ ...draft, filters })} />
        <Button type="submit">{t("visitors.search")}</Button>
      </form>
      {dashboard.error ? (
        <Alert tone="danger" title={t("Error")}>
          <p>{errorMessage(t, dashboard.error)}</p>
          <Button variant="secondary" onClick={() => void dashboard.refetch()}>
            {t("Retry")}
          </Button>
        </Alert>
      ) : (
        <>
          <p className={s.total} aria-live="polite">
            {d ? t("visitors.total", { count: d.total }) : ""}
          </p>
          {d && d.total === 0 && <p className={s.muted}>{t("visitors.empty")}</p>}
          <div className={s.grid}>
            <ReportChart
              title={t("visitors.chart.gender")}
              type="pie"
              loading={!d}
              labels={counts(d?.gender).map(([k]) => label("gender", k))}
              series={[{ label: t("visitors.chart.series"), data: counts(d?.gender).map(([, n]) => n) }]}
            />
            <ReportChart
              title={t("visitors.chart.authType")}
              type="doughnut"
              loading={!d}
              labels={counts(d?.authType).map(([k]) => k)}
              series={[{ label: t("visitors.chart.series"), data: counts(d?.authType).map(([, n]) => n) }]}
            />
            <div className={s.wide}>
              <ReportChart
                title={t("visitors.chart.location")}
                type="bar"
                horizontal
                loading={!d}
                height={Math.max(LOCATION_CHART_MIN_HEIGHT, locations.length * 22)}
                labels={locations.map(([k]) => k)}
                series={[{ label: t("visitors.chart.series"), data: locations.map(([, n]) => n) }]}
              />
            </div>
          </div>
        </>
      )}
      <DataTable
        caption={t("visitors.caption")}
        columns={columns}
        rows={scope ? rows : undefined}
        total={chunk.data?.total ?? 0}
        page={view.page}
        pageSize={view.pageSize}
        onPageChange={(page) => setView({ page })}
        onPageSizeChange={(pageSize) => setView({ pageSize: Math.min(pageSize, VISITOR_SEARCH_LIMIT), page: 0 })}
        getRowKey={(v) => v.guestKey}
        loading={chunk.isFetching}
        error={chunk.error}
        onRetry={() => void chunk.refetch()}
        emptyText={t("visitors.empty")}
      />
    </PorticoRoot>
  );
}

/** `email:@x` -> ["email", "@x"]; a bare keyword searches all four fields. */
function splitQuery(query: string): [(typeof SEARCH_FIELDS)[number], string] {
  const m = /^(name|email|phone|location):(.*)$/.exec(query);
  return m ? [m[1] as (typeof SEARCH_FIELDS)[number], m[2]!] : ["all", query];
}
