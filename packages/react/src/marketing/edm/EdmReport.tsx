import { DEFAULT_TIME_ZONE, lastDaysIn, rangeProblem, rangeSeconds } from "@portico/sdk/rules";
import { Tabs } from "radix-ui";
import { useBusiness } from "../../data/businesses";
import { useEdmCampaign } from "../../data/edmCampaigns";
import {
  type EdmDeliveryRecipient,
  type EdmLink,
  type EdmMetricPeriod,
  type EdmMetricType,
  useEdmCampaignLinks,
  useEdmCampaignRecipients,
  useEdmMetrics,
  useEdmStat,
} from "../../data/edmReport";
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
import * as ui from "../../ui/styles.css";
import { TextField } from "../../ui/TextField";
import { useViewState } from "../../ui/useViewState";
import * as s from "./edm.css";
import { EDM_REPORT_MAX_DAYS } from "./edmModel";
import { edmMessages } from "./i18n";

/** The report's list tabs: who opened, who clicked, every recipient, the clicked links. */
export type EdmReportTab = "opens" | "clicks" | "recipients" | "links";
/** The chart tabs: one metric each. */
export type EdmReportChart = "sent" | "open" | "click" | "fail";

/** The report's view state (kept in the route's query string by the host). */
export interface EdmReportState {
  /** YYYY-MM-DD in the business's time zone; the range is at most 90 days (default the last 90). */
  from?: string;
  to?: string;
  period?: EdmMetricPeriod;
  chart?: EdmReportChart;
  tab?: EdmReportTab;
  /** 0-based page of the list tab. */
  page?: number;
}

/** Props of {@link EdmReport}. */
export interface EdmReportProps {
  businessId: number;
  campaignId: number;
  state?: EdmReportState;
  onStateChange?(next: EdmReportState): void;
  /** 'Back to the campaigns'; default navigates to the list. */
  onBack?(): void;
  className?: string;
}

const CHARTS: readonly EdmReportChart[] = ["sent", "open", "click", "fail"];
const TABS: readonly EdmReportTab[] = ["opens", "clicks", "recipients", "links"];
const PAGE = 10;

/**
 * /edm/{cid}/report: an e-mail campaign's stats (sent, open, click, fails) in a range of at most 90 days of the
 * business's time zone, its metrics as points hourly or daily in chart tabs, and the Opens, Clicks, recipients
 * and links tabs, each paged by 10.
 * @example <EdmReport businessId={bid} campaignId={cid} state={state} onStateChange={setState} />
 */
export function EdmReport(props: EdmReportProps) {
  const { businessId, campaignId, className } = props;
  useAreaMessages(edmMessages);
  const { t, navigate, locale } = usePortico();
  const timeZone = useBusiness(businessId).data?.profile.timeZone ?? DEFAULT_TIME_ZONE;
  const def = lastDaysIn(EDM_REPORT_MAX_DAYS, timeZone);
  const [view, setView] = useViewState(props.state, props.onStateChange, {
    from: def.from,
    to: def.to,
    period: "daily" as EdmMetricPeriod,
    chart: "open" as EdmReportChart,
    tab: "opens" as EdmReportTab,
    page: 0,
  });
  const problem = rangeProblem(view.from, view.to, EDM_REPORT_MAX_DAYS);
  const [start, end] = problem ? [0, 0] : rangeSeconds(view.from, view.to, timeZone);
  const range = { from: start, to: Math.max(start, end - 1) };
  const on = problem ? 0 : campaignId;
  const campaign = useEdmCampaign(businessId, campaignId);
  const stat = useEdmStat(businessId, on, range);
  const metrics = useEdmMetrics(businessId, on, view.chart as EdmMetricType, view.period, range);
  const event = view.tab === "opens" ? "open" : view.tab === "clicks" ? "click" : undefined;
  const listOn = view.tab === "links" ? 0 : on;
  const recipients = useEdmCampaignRecipients(businessId, listOn, view.page * PAGE, event, PAGE);
  const links = useEdmCampaignLinks(businessId, view.tab === "links" ? on : 0, view.page * PAGE, PAGE);

  const when = (ts: number | null) =>
    ts
      ? new Date(ts * 1000).toLocaleString(LOCALE_TAGS[locale], { timeZone, dateStyle: "short", timeStyle: "short" })
      : "";
  const recipientColumns: DataTableColumn<EdmDeliveryRecipient>[] = [
    { key: "address", header: t("edm.col.email"), cell: (r) => <span className={s.wrap}>{r.address}</span> },
    { key: "name", header: t("edm.col.name"), cell: (r) => r.name ?? "" },
    { key: "status", header: t("edm.col.status2"), cell: (r) => r.status },
    { key: "openedAt", header: t("edm.col.openedAt"), cell: (r) => when(r.openedAt) },
    { key: "clickedAt", header: t("edm.col.clickedAt"), cell: (r) => when(r.clickedAt) },
  ];
  const linkColumns: DataTableColumn<EdmLink>[] = [
    { key: "url", header: t("edm.col.url"), cell: (l) => <span className={s.wrap}>{l.url}</span> },
    { key: "clicks", header: t("edm.col.clicks"), cell: (l) => l.clicks },
    { key: "unique", header: t("edm.col.uniqueClicks"), cell: (l) => l.uniqueClicks },
  ];
  const statLabel: Record<EdmReportChart, string> = {
    sent: t("edm.stat.sent"),
    open: t("edm.stat.open"),
    click: t("edm.stat.click"),
    fail: t("edm.stat.fails"),
  };
  const statValue = (k: EdmReportChart) => (stat.data ? stat.data[k === "fail" ? "fails" : k] : "–");
  const pageOf = (total: number) => ({
    total,
    page: view.page,
    pageSize: PAGE,
    onPageChange: (page: number) => setView({ page }),
  });

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={cx(s.title, s.wrap)}>{t("edm.report.title", { subject: campaign.data?.subject ?? "" })}</h2>
        <Button
          variant="link"
          onClick={() => (props.onBack ? props.onBack() : navigate(`/businesses/${businessId}/edm`))}
        >
          {t("edm.report.back")}
        </Button>
      </div>
      {campaign.error ? (
        <Alert tone="danger" title={t("Error")}>
          {errorMessage(t, campaign.error)}
        </Alert>
      ) : null}
      <div className={s.row}>
        <TextField
          type="date"
          label={t("edm.report.from")}
          value={view.from}
          onChange={(from) => setView({ from, page: 0 })}
        />
        <TextField
          type="date"
          label={t("edm.report.to")}
          value={view.to}
          error={problem ? t(problem === "tooLong" ? "edm.report.tooLong" : "edm.filter.rangeReversed") : null}
          onChange={(to) => setView({ to, page: 0 })}
        />
        <SelectField<EdmMetricPeriod>
          label={t("edm.report.period")}
          options={(["hourly", "daily"] as const).map((p) => ({ value: p, label: t(`edm.period.${p}`) }))}
          value={view.period}
          onChange={(period) => setView({ period })}
        />
        <ExportButton
          businessId={businessId}
          kind="edm-recipients"
          label={t("edm.report.export")}
          from={view.from}
          to={view.to}
          params={{ campaignId }}
          disabled={Boolean(problem)}
        />
      </div>
      {stat.error ? (
        <Alert tone="danger" title={t("Error")}>
          {errorMessage(t, stat.error)}
        </Alert>
      ) : null}
      <dl className={s.stats}>
        {CHARTS.map((k) => (
          <div key={k} className={s.stat}>
            <dt>{statLabel[k]}</dt>
            <dd className={s.statValue} data-stat={k}>
              {statValue(k)}
            </dd>
          </div>
        ))}
      </dl>
      <Tabs.Root value={view.chart} onValueChange={(v) => setView({ chart: v as EdmReportChart })}>
        <Tabs.List className={ui.tabList} aria-label={t("edm.report.period")}>
          {CHARTS.map((k) => (
            <Tabs.Trigger key={k} value={k} className={ui.tab}>
              {statLabel[k]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={view.chart} className={ui.tabPanel}>
          <ReportChart
            title={t("edm.report.chart", { metric: statLabel[view.chart] })}
            type="line"
            labels={[]}
            loading={metrics.isPending && on > 0}
            series={[
              {
                label: statLabel[view.chart],
                data: (metrics.data?.points ?? []).map((p) => ({ x: p.ts * 1000, y: p.count })),
                fill: true,
              },
            ]}
            formatTime={(ms) =>
              new Date(ms).toLocaleString(LOCALE_TAGS[locale], {
                timeZone,
                dateStyle: "short",
                ...(view.period === "hourly" ? { timeStyle: "short" as const } : {}),
              })
            }
          />
        </Tabs.Content>
      </Tabs.Root>
      <Tabs.Root value={view.tab} onValueChange={(v) => setView({ tab: v as EdmReportTab, page: 0 })}>
        <Tabs.List className={ui.tabList} aria-label={t("edm.report.recipients")}>
          {TABS.map((k) => (
            <Tabs.Trigger key={k} value={k} className={ui.tab}>
              {t(`edm.report.${k}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={view.tab} className={ui.tabPanel}>
          {view.tab === "links" ? (
            <DataTable
              caption={t("edm.report.links")}
              columns={linkColumns}
              rows={links.data?.links}
              {...pageOf(links.data?.total ?? 0)}
              getRowKey={(l) => l.url}
              loading={links.isFetching}
              error={links.error}
              onRetry={() => void links.refetch()}
              emptyText={t("edm.report.noRows")}
            />
          ) : (
            <DataTable
              caption={t(`edm.report.${view.tab}`)}
              columns={recipientColumns}
              rows={recipients.data?.recipients}
              {...pageOf(recipients.data?.total ?? 0)}
              getRowKey={(r) => r.address}
              loading={recipients.isFetching}
              error={recipients.error}
              onRetry={() => void recipients.refetch()}
              emptyText={t("edm.report.noRows")}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </PorticoRoot>
  );
}
