import { WIFI_LOG_DEFAULT_LINES } from "@portico/sdk/rules";
import { type DayRange, useWifiLogSummary } from "../../data/channels";
import { usePortico } from "../../provider/context";
import { ReportChart } from "../../ui/chart/ReportChart";
import { ExportButton } from "../../ui/ExportButton";
import * as s from "./channels.css";

/** Wifi log summary (events by kind) and its newest lines (1000 by default). */
export function WifiLogPanel(props: { businessId: number; range: DayRange; timeZone: string }) {
  const { t } = usePortico();
  const q = useWifiLogSummary(props.businessId, props.range);
  const lines = q.data?.lines ?? [];
  const time = (ts: number) => new Date(ts * 1000).toLocaleString(undefined, { timeZone: props.timeZone });
  return (
    <section className={s.section} aria-labelledby="channels-wifilog">
      <h2 id="channels-wifilog" className={s.sectionTitle}>
        {t("channels.wifiLog")}
      </h2>
      <ExportButton
        businessId={props.businessId}
        kind="wifilog"
        label={t("channels.export.wifilog")}
        from={props.range.from}
        to={props.range.to}
      />
      <div className={s.grid}>
        <ReportChart
          title={t("channels.wifiLog.events")}
          type="pie"
          labels={(q.data?.events ?? []).map((e) => e.event)}
          series={[{ label: t("channels.wifiLog.events"), data: (q.data?.events ?? []).map((e) => e.count) }]}
          loading={q.isPending}
        />
        <div className={s.section}>
          <p className={s.muted}>{t("channels.wifiLog.lines", { count: WIFI_LOG_DEFAULT_LINES })}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled log must be reachable by keyboard */}
          <pre className={s.log} tabIndex={0}>
            {q.isPending
              ? t("Loading")
              : lines.length
                ? lines
                    .map((l) => `${time(l.ts)}  ${l.cuid}  ${l.radio}  ${l.mac}  ${l.ssid}  ${l.event}  ${l.signal}`)
                    .join("\n")
                : t("channels.wifiLog.empty")}
          </pre>
        </div>
      </div>
    </section>
  );
}
