import {
  addDays,
  DASHBOARD_MAX_DAYS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  dashboardRangeProblem,
  daysInRange,
} from "@portico/sdk/rules";
import { useBusinessActivities } from "../../data/activities";
import { type InsightsChannel, useHealth, useInsights, useInsightsLiveUpdates } from "../../data/insights";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useScopedRoot } from "../../theme/PorticoRoot";
import { ReportChart } from "../../ui/chart/ReportChart";
import { ExportButton } from "../../ui/ExportButton";
import { Alert } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { useViewState } from "../../ui/useViewState";
import * as s from "./dashboard.css";
import { EmptyDashboard } from "./EmptyDashboard";
import { FigureCard } from "./FigureCard";
import { HealthStrip } from "./HealthStrip";
import { dashboardMessages } from "./i18n";

/** The view state of {@link PerformanceDashboard} (a host may keep it in the URL). */
export interface PerformanceDashboardState {
  /** Past 1 week, 1 month, 3 months, or a custom range. @default "1w" */
  period?: DashboardPeriod | "custom";
  /** A custom range's days (YYYY-MM-DD, the business's time zone), at most 30 days. */
  startDate?: string;
  endDate?: string;
  /** One activity; none = All Activities. */
  activityId?: number;
  /** @default "all" */
  channel?: InsightsChannel;
}

/** Props of {@link PerformanceDashboard}. */
export interface PerformanceDashboardProps {
  businessId: number;
  state?: PerformanceDashboardState;
  onStateChange?(next: PerformanceDashboardState): void;
}

const CHANNELS: InsightsChannel[] = ["all", "wifi", "qrcode"];

/**
 * The performance dashboard every sign-in lands on (/reports/dashboard): the business's health at a glance, then
 * impressions, unique impressions, clicks and conversions (with their split by media channel), bounce, return
 * and conversion rates and new, active and registered clients, each against the previous period of the same
 * length; filters for the activity, the media channel and the period (past 1 week, 1 month, 3 months or a custom
 * range of at most 30 days). It updates live as guests walk the portal. A business with no guests yet is shown
 * what to do next.
 * @example <PerformanceDashboard businessId={1} />
 */
export function PerformanceDashboard({ businessId, state, onStateChange }: PerformanceDashboardProps) {
  useAreaMessages(dashboardMessages);
  const { t, locale, navigate } = usePortico();
  const scoped = useScopedRoot();
  const tag = LOCALE_TAGS[locale];
  const [view, setView] = useViewState<
    PerformanceDashboardState,
    PerformanceDashboardState & { period: DashboardPeriod | "custom"; channel: InsightsChannel }
  >(state, onStateChange, { period: "1w", channel: "all" });
  const custom = view.period === "custom";
  const problem = custom
    ? view.startDate && view.endDate
      ? dashboardRangeProblem(view.startDate, view.endDate)
      : "format"
    : null;
  const insights = useInsights(
    businessId,
    {
      period: view.period,
      startDate: view.startDate,
      endDate: view.endDate,
      activityId: view.activityId,
      channel: view.channel,
    },
    problem === null,
  );
  const health = useHealth(businessId);
  const activities = useBusinessActivities(businessId);
  useInsightsLiveUpdates(businessId);

  const count = new Intl.NumberFormat(tag);
  const pct = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 1 });
  const fmt = (n: number) => count.format(n);
  const rate = (n: number) => pct.format(n);
  const d = insights.data;
  const channelLabel = (c: string) => t(`dashboard.channel.${c}`);
  const split = (m: Record<string, number> | undefined) =>
    view.channel === "all" && m ? Object.entries(m).map(([c, n]) => ({ label: channelLabel(c), count: n })) : undefined;
  const nothing = d && d.impressions.count === 0 && d.impressions.previous === 0;
  const base = `/businesses/${businessId}`;

  // A custom range starts as the shown one when it fits (its days are the business's), else its last 30 days.
  const startCustom = () => {
    const end = d?.endDate;
    const start =
      d && daysInRange(d.startDate, d.endDate) <= DASHBOARD_MAX_DAYS
        ? d.startDate
        : end && addDays(end, 1 - DASHBOARD_MAX_DAYS);
    setView({ period: "custom", startDate: start || undefined, endDate: end });
  };

  return (
    <section className={`${scoped.className ?? ""} ${s.page}`} style={scoped.style} aria-label={t("dashboard.title")}>
      <h2 className={s.heading}>{t("dashboard.title")}</h2>
      <HealthStrip health={health.data} />
      <fieldset className={s.filters} aria-label={t("dashboard.filters")}>
        <div className={s.filterField}>
          <SelectField
            label={t("dashboard.activity")}
            value={view.activityId ? String(view.activityId) : ""}
            options={[
              { value: "", label: t("dashboard.allActivities") },
              ...(activities.data ?? []).map((a) => ({ value: String(a.id), label: a.name ?? String(a.id) })),
            ]}
            onChange={(v) => setView({ activityId: v ? Number(v) : undefined })}
          />
        </div>
        <div className={s.filterField}>
          <SelectField<InsightsChannel>
            label={t("dashboard.channel")}
            value={view.channel}
            options={CHANNELS.map((c) => ({ value: c, label: channelLabel(c) }))}
            onChange={(channel) => setView({ channel })}
          />
        </div>
        <div className={s.filterField}>
          <SelectField<DashboardPeriod | "custom">
            label={t("dashboard.period")}
            value={view.period}
            options={[...DASHBOARD_PERIODS, "custom" as const].map((p) => ({
              value: p,
              label: t(`dashboard.period.${p}`),
            }))}
            onChange={(period) =>
              period === "custom" ? startCustom() : setView({ period, startDate: undefined, endDate: undefined })
            }
          />
        </div>
        {custom ? (
          <>
            <div className={s.filterField}>
              <TextField
                label={t("dashboard.from")}
                type="date"
                value={view.startDate ?? ""}
                onChange={(startDate) => setView({ startDate })}
                error={problem === "format" && !view.startDate ? t("dashboard.range.format") : null}
              />
            </div>
            <div className={s.filterField}>
              <TextField
                label={t("dashboard.to")}
                type="date"
                value={view.endDate ?? ""}
                onChange={(endDate) => setView({ endDate })}
                error={
                  problem === "order"
                    ? t("dashboard.range.order")
                    : problem === "tooLong"
                      ? t("dashboard.range.tooLong", { max: DASHBOARD_MAX_DAYS })
                      : problem === "format" && view.startDate
                        ? t("dashboard.range.format")
                        : null
                }
              />
            </div>
          </>
        ) : null}
      </fieldset>
      {d ? (
        <p className={s.muted}>
          {t("dashboard.range.shown", {
            start: d.startDate,
            end: d.endDate,
            prevStart: d.previousStartDate,
            prevEnd: d.previousEndDate,
          })}
        </p>
      ) : null}
      {d ? (
        // The shown range's figures per day, and its visitors: files made by the server's export service.
        <div className={s.exports}>
          <ExportButton
            businessId={businessId}
            kind="dashboard"
            formats={["xlsx"]}
            label={t("dashboard.exportExcel")}
            from={d.startDate}
            to={d.endDate}
            params={{ activityId: view.activityId, channel: view.channel }}
          />
          <ExportButton
            businessId={businessId}
            kind="visitors"
            formats={["xlsx"]}
            label={t("dashboard.exportVisitors")}
            from={d.startDate}
            to={d.endDate}
          />
        </div>
      ) : null}
      {insights.error ? (
        <Alert tone="danger" title={t("Error")}>
          {errorMessage(t, insights.error)}
        </Alert>
      ) : null}
      {insights.isLoading && problem === null ? <p role="status">{t("Loading")}</p> : null}
      {nothing ? <EmptyDashboard base={base} navigate={navigate} /> : null}
      {d ? (
        <>
          <ul className={s.grid} aria-label={t("dashboard.figures")} aria-busy={insights.isFetching || undefined}>
            <FigureCard
              label={t("dashboard.impressions")}
              value={d.impressions.count}
              previous={d.impressions.previous}
              format={fmt}
              split={split(d.impressions.sourceType)}
            />
            <FigureCard
              label={t("dashboard.uniqueImpressions")}
              value={d.uniqueImpressions.count}
              previous={d.uniqueImpressions.previous}
              format={fmt}
              split={split(d.uniqueImpressions.sourceType)}
            />
            <FigureCard
              label={t("dashboard.clicks")}
              value={d.clicks.count}
              previous={d.clicks.previous}
              format={fmt}
              split={split(d.clicks.sourceType)}
            />
            <FigureCard
              label={t("dashboard.conversions")}
              value={d.conversions.count}
              previous={d.conversions.previous}
              format={fmt}
              split={split(d.conversions.sourceType)}
            />
            <FigureCard
              label={t("dashboard.bounceRate")}
              value={d.bounceRate.value}
              previous={d.bounceRate.previous}
              format={rate}
              kind="rate"
            />
            <FigureCard
              label={t("dashboard.returnRate")}
              value={d.returnRate.value}
              previous={d.returnRate.previous}
              format={rate}
              kind="rate"
            />
            <FigureCard
              label={t("dashboard.conversionRate")}
              value={d.conversionRate.value}
              previous={d.conversionRate.previous}
              format={rate}
              kind="rate"
            />
            <FigureCard
              label={t("dashboard.clients.new")}
              value={d.clients.newCount}
              previous={d.clients.previous.newCount}
              format={fmt}
            />
            <FigureCard
              label={t("dashboard.clients.active")}
              value={d.clients.activeCount}
              previous={d.clients.previous.activeCount}
              format={fmt}
            />
            <FigureCard
              label={t("dashboard.clients.registered")}
              value={d.clients.registeredCount}
              previous={d.clients.previous.registeredCount}
              format={fmt}
            />
          </ul>
          {nothing ? null : (
            <div className={s.charts}>
              <ReportChart
                title={t("dashboard.chart.daily")}
                type="line"
                labels={d.daily.map((x) => x.date)}
                formatValue={fmt}
                series={[
                  { label: t("dashboard.impressions"), data: d.daily.map((x) => x.impressions), color: "primary" },
                  { label: t("dashboard.clicks"), data: d.daily.map((x) => x.clicks), color: "success", dashed: true },
                  { label: t("dashboard.conversions"), data: d.daily.map((x) => x.conversions), color: "danger" },
                ]}
              />
              {view.channel === "all" ? (
                <ReportChart
                  title={t("dashboard.chart.sources")}
                  type="doughnut"
                  labels={Object.keys(d.impressions.sourceType).map(channelLabel)}
                  formatValue={fmt}
                  series={[{ label: t("dashboard.impressions"), data: Object.values(d.impressions.sourceType) }]}
                />
              ) : null}
            </div>
          )}
          <p className={s.muted}>
            {t("dashboard.updated", { time: new Date(d.updatedTs * 1000).toLocaleTimeString(tag) })}
          </p>
        </>
      ) : null}
    </section>
  );
}
