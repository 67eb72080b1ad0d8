import type { ReactNode } from "react";
import { browserUtcOffset, type LinkPeriod, todayIn, useLinkInfo } from "../data/linkInfo";
import { useLink } from "../data/links";
import { errorMessage } from "../i18n/errorMessage";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { PorticoRoot } from "../theme/PorticoRoot";
import { Button } from "../ui/Button";
import { ReportChart } from "../ui/chart/ReportChart";
import { Alert } from "../ui/Form";
import { TextField } from "../ui/TextField";
import { useViewState } from "../ui/useViewState";
import { ClickBreakdown } from "./ClickBreakdown";
import { linkMessages } from "./i18n";
import * as s from "./links.css";

/** The statistics' view state: month or single day, and which one. */
export interface ShortLinkStatisticsState {
  /** A month's clicks per day, or a day's per hour. @default "month" */
  mode?: "month" | "day";
  /** `YYYY-MM`; this month by default. */
  month?: string;
  /** `YYYY-MM-DD`; today by default. */
  date?: string;
}

/** Props of {@link ShortLinkStatistics}. */
export interface ShortLinkStatisticsProps {
  businessId: number;
  /** The short link (sid). */
  linkId: number;
  /** View state; controlled when given, the widget's own (this month) otherwise. */
  state?: ShortLinkStatisticsState;
  /** Called with the whole next state when the user picks a mode, a month or a day. */
  onStateChange?(next: ShortLinkStatisticsState): void;
  /** Minutes east of UTC the days are cut in; the browser's offset by default. */
  utcOffset?: number;
  /** Back to the list; default navigates to /businesses/{bid}/channels/shorturl. */
  onBack?(): void;
  className?: string;
}

const BREAKDOWNS = ["browser", "locale", "platform", "os", "referrer"] as const;

/**
 * /channels/shorturl/{sid}/statistics: a short link's clicks for a month or a single day: a bar chart of
 * clicks per day (or hour) and pie charts of browser, locale, platform, OS and referrer (ReportCharts, each with a
 * table toggle as its text alternative). chart.js loads lazily.
 * @example <ShortLinkStatistics businessId={bid} linkId={sid} state={{ mode: "day" }} />
 */
export function ShortLinkStatistics(props: ShortLinkStatisticsProps) {
  const { businessId, linkId, onStateChange, className } = props;
  useAreaMessages(linkMessages);
  const { t, navigate } = usePortico();
  const utcOffset = props.utcOffset ?? browserUtcOffset();
  const today = todayIn(utcOffset);
  const [view, setView] = useViewState(props.state, onStateChange, {
    mode: "month" as "month" | "day",
    month: today.slice(0, 7),
    date: today,
  });
  const period: LinkPeriod =
    view.mode === "month" ? { mode: "month", month: view.month } : { mode: "day", date: view.date };
  const link = useLink(businessId, linkId);
  const info = useLinkInfo(businessId, linkId, period, utcOffset);
  const back = () => (props.onBack ? props.onBack() : navigate(`/businesses/${businessId}/channels/shorturl`));

  const valueLabel = (name: string) =>
    ["direct", "unknown", "desktop", "mobile", "tablet"].includes(name) ? t(`links.value.${name}`) : name;
  const seriesTitle = view.mode === "month" ? t("links.stats.clicksByDay") : t("links.stats.clicksByHour");

  let body: ReactNode;
  if (info.error) {
    body = (
      <Alert tone="danger" title={t("Error")}>
        <p>{errorMessage(t, info.error)}</p>
        <Button variant="secondary" onClick={() => void info.refetch()}>
          {t("Retry")}
        </Button>
      </Alert>
    );
  } else if (!info.data) {
    body = (
      <p role="status" className={s.muted}>
        {t("Loading")}
      </p>
    );
  } else if (info.data.total === 0) {
    body = <p className={s.muted}>{t("links.stats.empty")}</p>;
  } else {
    const d = info.data;
    const keys = d.series.map((p) => (d.unit === "hour" ? `${p.key}:00` : p.key));
    body = (
      <>
        <p className={s.total} aria-live="polite">
          {t("links.stats.total", { count: d.total })}
        </p>
        <ReportChart
          title={seriesTitle}
          type="bar"
          height={220}
          xTitle={t("links.stats.when")}
          labels={keys}
          series={[{ label: t("links.stats.clicks"), data: d.series.map((p) => p.clicks) }]}
        />
        <div className={s.grid}>
          {BREAKDOWNS.map((b) => (
            <ClickBreakdown key={b} title={t(`links.stats.${b}`)} counts={d[b]} valueLabel={valueLabel} />
          ))}
        </div>
      </>
    );
  }

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("links.statisticsOf", { name: link.data?.name ?? `#${linkId}` })}</h2>
        <Button variant="secondary" onClick={back}>
          {t("links.stats.back")}
        </Button>
      </div>
      <div className={s.toolbar}>
        <fieldset className={s.radios}>
          <legend className={s.legend}>{t("links.stats.period")}</legend>
          {(["month", "day"] as const).map((m) => (
            <label key={m} className={s.radio}>
              <input
                type="radio"
                name={`period-${linkId}`}
                checked={view.mode === m}
                onChange={() => setView({ mode: m })}
              />
              {t(`links.stats.${m}`)}
            </label>
          ))}
        </fieldset>
        {view.mode === "month" ? (
          <TextField
            type="month"
            label={t("links.stats.pickMonth")}
            value={view.month}
            onChange={(month) => setView({ month })}
          />
        ) : (
          <TextField
            type="date"
            label={t("links.stats.pickDate")}
            value={view.date}
            onChange={(date) => setView({ date })}
          />
        )}
      </div>
      {body}
    </PorticoRoot>
  );
}
