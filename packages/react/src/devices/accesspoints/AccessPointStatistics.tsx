import { AP_STATISTICS_MAX_SSIDS, AP_STATISTICS_PERIODS, DEFAULT_AP_STATISTICS_PERIOD } from "@portico/sdk/rules";
import { type ApPeriod, useAccessPointByMac, useApStatistics } from "../../data/apStatistics";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { Alert } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { useViewState } from "../../ui/useViewState";
import * as s from "../detail/detail.css";
import { formatBytes } from "../detail/format";
import { LazyChart } from "../detail/LazyChart";
import { ClientsUsageTable } from "./ClientsUsageTable";
import { accessPointsMessages } from "./i18n";

/** Props of {@link AccessPointStatistics}. */
export interface AccessPointStatisticsProps {
  businessId: number;
  /** The access point's MAC (the route's apmc). */
  apmc: string;
  /** Its iNode when known (the list passes it), so the charts need not wait for the lookup. */
  cuid?: string;
  /** View state: the period (a host keeps it in the URL); controlled when given, the widget's own (3h) otherwise. */
  state?: AccessPointStatisticsState;
  /** Called with the whole next state when the user picks a period. */
  onStateChange?(next: AccessPointStatisticsState): void;
  /** @deprecated Use `state={{ period }}`. */
  period?: ApPeriod;
  /** @deprecated Use `onStateChange` (called with `{ period }`). */
  onPeriodChange?(period: ApPeriod): void;
}

/** The view state of {@link AccessPointStatistics}. */
export interface AccessPointStatisticsState {
  /** The charts' period, 1h to 1w. @default "3h" */
  period?: ApPeriod;
}

const RADIOS = [
  { key: "wl2.4", label: "accesspoints.radio.wl24" },
  { key: "wl5", label: "accesspoints.radio.wl5" },
] as const;

/** Chart time labels: the time of day for short periods, the date and hour for days and weeks. */
function timeLabel(ts: number, period: ApPeriod, tag: string): string {
  const d = new Date(ts * 1000);
  return /[dw]$/.test(period)
    ? d.toLocaleString(tag, { month: "numeric", day: "numeric", hour: "2-digit", minute: "2-digit" })
    : d.toLocaleTimeString(tag, { hour: "2-digit", minute: "2-digit" });
}

/**
 * An access point's statistics (/accesspoints/{apmc}): periods 1h to 1w (default 3h); throughput, CPU and
 * memory on a 0-100% axis, clients per radio (up to 4 SSIDs each) and the per-radio client usage tables.
 * @example <AccessPointStatistics businessId={1} apmc="AA:BB:C0:FF:EE:01" />
 */
export function AccessPointStatistics(props: AccessPointStatisticsProps) {
  const { businessId, apmc, cuid } = props;
  useAreaMessages(accessPointsMessages);
  const { t, locale } = usePortico();
  const tag = LOCALE_TAGS[locale];
  const [view, setView] = useViewState(
    props.state ?? (props.period ? { period: props.period } : undefined),
    (next) => {
      props.onStateChange?.(next);
      if (next.period) props.onPeriodChange?.(next.period);
    },
    { period: DEFAULT_AP_STATISTICS_PERIOD as ApPeriod },
  );
  const p = view.period;
  // The iNode comes from the MAC lookup; a host that knows it (the list passes cuid) starts the charts at once.
  const ap = useAccessPointByMac(businessId, apmc);
  const node = cuid ?? ap.data?.iNodeId;
  const { reports, usage } = useApStatistics(businessId, node, p);
  const list = reports.data?.reports ?? [];
  const labels = list.map((r) => timeLabel(r.ts, p, tag));
  const usagePoints = usage.data?.points ?? [];
  const usageLabels = usagePoints.map((x) => timeLabel(x.ts, p, tag));
  const failure = ap.error ?? reports.error ?? usage.error;
  const name = ap.data?.name ?? apmc;
  const rate = (v: number) => `${formatBytes(v)}B/s`;

  return (
    <section className={s.page} aria-label={t("accesspoints.stats.title", { name })}>
      <div className={s.toolbar}>
        <div>
          <h2 className={s.heading}>{t("accesspoints.stats.title", { name })}</h2>
          {ap.data ? (
            <p className={s.muted}>
              {t("accesspoints.stats.subtitle", {
                mac: ap.data.mac,
                ip: ap.data.ip,
                inode: ap.data.iNodeName ?? ap.data.iNodeId,
              })}
            </p>
          ) : null}
        </div>
        <span className={s.grow} />
        <SelectField<ApPeriod>
          label={t("accesspoints.stats.period")}
          value={p}
          options={AP_STATISTICS_PERIODS.map((v) => ({ value: v, label: t(`accesspoints.period.${v}`) }))}
          onChange={(period) => setView({ period })}
        />
      </div>
      {failure ? (
        <Alert tone="danger" title={t("Error")}>
          {errorMessage(t, failure)}
        </Alert>
      ) : null}
      {ap.data === null ? <Alert tone="warning" title={t("accesspoints.stats.unknown", { mac: apmc })} /> : null}
      {(ap.isLoading || reports.isLoading) && !failure ? <p role="status">{t("Loading")}</p> : null}
      {reports.data && list.length === 0 ? <p className={s.muted}>{t("accesspoints.stats.noReports")}</p> : null}
      {list.length > 0 ? (
        <div className={s.chartGrid} aria-busy={reports.isFetching || undefined}>
          <LazyChart
            type="line"
            label={t("accesspoints.stats.throughput")}
            labels={labels}
            formatValue={rate}
            series={[
              { label: t("accesspoints.stats.tx"), data: list.map((r) => r.total.br0.txPerSec), color: "primary" },
              {
                label: t("accesspoints.stats.rx"),
                data: list.map((r) => r.total.br0.rxPerSec),
                color: "success",
                dashed: true,
              },
            ]}
          />
          <LazyChart
            type="line"
            label={t("accesspoints.stats.resources")}
            labels={labels}
            yMin={0}
            yMax={100}
            formatValue={(v) => `${Math.round(v)}%`}
            series={[
              { label: t("accesspoints.stats.cpu"), data: list.map((r) => r.ResUsage.cpuPerc), color: "primary" },
              {
                label: t("accesspoints.stats.memory"),
                data: list.map((r) => r.ResUsage.memPerc),
                color: "danger",
                dashed: true,
              },
            ]}
          />
        </div>
      ) : null}
      {usage.data ? (
        // One radio a row: its usage table needs the full width (six columns).
        <div className={s.page}>
          {RADIOS.map(({ key, label }) => {
            const radio = usage.data.radios.find((r) => r.radio === key);
            const ssids = (radio?.ssids ?? []).slice(0, AP_STATISTICS_MAX_SSIDS);
            const title = t("accesspoints.stats.clients", { radio: t(label) });
            return (
              <section key={key} className={s.section} aria-label={title}>
                {ssids.length && usagePoints.length ? (
                  <LazyChart
                    type="line"
                    label={title}
                    labels={usageLabels}
                    formatValue={(v) => (Number.isInteger(v) ? String(v) : "")}
                    series={ssids.map((x) => ({
                      label: x.ssid,
                      data: usagePoints.map((pt) => (pt[key] as Record<string, number>)[x.interface] ?? 0),
                    }))}
                  />
                ) : null}
                {radio ? (
                  <ClientsUsageTable
                    radio={{ ...radio, ssids }}
                    title={t("accesspoints.usage.title", { radio: t(label) })}
                  />
                ) : (
                  <p className={s.muted}>{t("accesspoints.usage.noRadio", { radio: t(label) })}</p>
                )}
              </section>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
