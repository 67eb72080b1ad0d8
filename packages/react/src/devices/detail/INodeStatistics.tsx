import { STATISTICS_POLL_MS, STATISTICS_WINDOW } from "@portico/sdk/rules";
import { useBusinessToday } from "../../data/exports";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { ExportButton } from "../../ui/ExportButton";
import { Alert } from "../../ui/Form";
import * as s from "./detail.css";
import { formatBytes, formatClock, formatTs } from "./format";
import { detailMessages } from "./i18n";
import { LazyChart } from "./LazyChart";
import { STATISTICS_INTERFACES, type StatisticsInterface } from "./statisticsSeries";
import { useStatisticsWindow } from "./useStatisticsWindow";

/** Props of {@link INodeStatistics}. */
export interface INodeStatisticsProps {
  cuid: string;
  businessId: number;
  /** Poll interval in ms. @default 10000 (the spec's 10 s) */
  pollMs?: number;
}

const TITLE_KEY: Record<StatisticsInterface, string> = {
  total: "detail.statistics.total",
  "wl2.4": "detail.statistics.wl24",
  wl5: "detail.statistics.wl5",
};
const rate = (v: number) => `${formatBytes(v)}B/s`;

/**
 * Live traffic of an iNode (/inodegroups/{cuid}/statistics): starts from the last hour the server holds, then polls
 * every 10 s, keeps a 50-point rolling window,
 * charts transmit and receive rates of the total, 2.4 GHz and 5 GHz interfaces, exports the window.
 * @example <INodeStatistics cuid="c0ffee0000000001" businessId={1} />
 */
export function INodeStatistics({ cuid, businessId, pollMs = STATISTICS_POLL_MS }: INodeStatisticsProps) {
  useAreaMessages(detailMessages);
  const { t, locale } = usePortico();
  const tag = LOCALE_TAGS[locale];
  const stats = useStatisticsWindow(businessId, cuid, pollMs);
  const today = useBusinessToday(businessId);
  const { points, data: latest } = stats;
  const last = points.at(-1);
  const labels = points.map((p) => formatClock(p.ts, tag));

  return (
    <section className={s.page} aria-label={t("detail.statistics.title")}>
      <div className={s.toolbar}>
        <h2 className={s.heading}>{t("detail.statistics.title")}</h2>
        <span className={s.grow} />
        <ExportButton
          businessId={businessId}
          kind="inode-statistics"
          from={today}
          to={today}
          params={{ cuid }}
          label={t("detail.export")}
        />
      </div>
      <p className={s.muted}>
        {t("detail.statistics.polling", { seconds: Math.round(pollMs / 1000), points: STATISTICS_WINDOW })}
      </p>
      {/* One cause (an unknown iNode, no access) is told once, by the live query's error below. */}
      {stats.error ? null : <HistoryStatus history={stats.history} first={points[0]?.ts} tag={tag} />}
      {stats.error ? (
        <Alert tone="danger" title={t("Error")}>
          {errorMessage(t, stats.error)}
        </Alert>
      ) : null}
      {!latest && !stats.error ? <p role="status">{t("Loading")}</p> : null}
      {latest ? (
        <dl className={s.facts} aria-live="polite">
          <dt className={s.factTerm}>{t("detail.statistics.stations")}</dt>
          <dd className={s.factValue}>{latest.LivingSTA}</dd>
          <dt className={s.factTerm}>{t("detail.statistics.updated")}</dt>
          <dd className={s.factValue}>{formatTs(latest.timestamp, tag)}</dd>
          {STATISTICS_INTERFACES.map((k) => (
            <div key={k} style={{ display: "contents" }}>
              <dt className={s.factTerm}>{t(TITLE_KEY[k])}</dt>
              <dd className={s.factValue}>
                {last
                  ? t("detail.statistics.rates", { tx: rate(last.rates[k].tx), rx: rate(last.rates[k].rx) })
                  : t("detail.statistics.collecting")}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {points.length > 0 ? (
        <div className={s.chartGrid}>
          {STATISTICS_INTERFACES.map((k) => (
            <LazyChart
              key={k}
              type="line"
              label={t("detail.statistics.chartLabel", { name: t(TITLE_KEY[k]) })}
              labels={labels}
              formatValue={rate}
              series={[
                { label: t("detail.statistics.tx"), data: points.map((p) => p.rates[k].tx), color: "primary" },
                {
                  label: t("detail.statistics.rx"),
                  data: points.map((p) => p.rates[k].rx),
                  color: "success",
                  dashed: true,
                },
              ]}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** Where the charts start: loading the stored history, none stored, not loaded (a warning, live data goes on), or since when. */
function HistoryStatus({
  history,
  first,
  tag,
}: {
  history: { isPending: boolean; error: unknown; data?: unknown[] };
  first: number | undefined;
  tag: string;
}) {
  const { t } = usePortico();
  if (history.isPending) return <p className={s.muted}>{t("detail.statistics.historyLoading")}</p>;
  if (history.error)
    return (
      <Alert tone="warning" title={t("detail.statistics.historyError")}>
        {errorMessage(t, history.error)}
      </Alert>
    );
  if (!history.data?.length) return <p className={s.muted}>{t("detail.statistics.historyEmpty")}</p>;
  return first ? (
    <p className={s.muted}>{t("detail.statistics.historySince", { time: formatTs(first, tag) })}</p>
  ) : null;
}
