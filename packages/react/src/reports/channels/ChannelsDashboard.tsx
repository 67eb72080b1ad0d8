import {
  CHANNELS_DEFAULT_DAYS,
  CHANNELS_MAX_DAYS,
  dayKey,
  formatBandwidth,
  lastDaysIn,
  TOP_DOMAINS_MAX_DAYS,
} from "@portico/sdk/rules";
import { useState } from "react";
import { useBusiness } from "../../data/businesses";
import { type DayRange, useChannelsOverview, useGrantSummary, useTopDomains } from "../../data/channels";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { ReportChart } from "../../ui/chart/ReportChart";
import { Alert } from "../../ui/Form";
import { useViewState } from "../../ui/useViewState";
import { ChannelClients } from "./ChannelClients";
import * as s from "./channels.css";
import { DeviceEventsTable } from "./DeviceEventsTable";
import { DomainSearch } from "./DomainSearch";
import { channelMessages } from "./i18n";
import { RangeFields, useRangeError } from "./RangeFields";
import { WifiLogPanel } from "./WifiLogPanel";

/** The dashboard's view state: the day range (the last 7 days by default, at most 30). */
export interface ChannelsDashboardState {
  /** YYYY-MM-DD in the business's time zone. */
  from?: string;
  to?: string;
}

/** Props of {@link ChannelsDashboard}. */
export interface ChannelsDashboardProps {
  businessId: number;
  state?: ChannelsDashboardState;
  onStateChange?(next: ChannelsDashboardState): void;
  className?: string;
}

/**
 * /channels/dashboard: carriers overview, rank and distribution (hourly bars up to 7 days, daily above), grants,
 * top 10 domains (their own range, reaching 3 months back), the domain search, wifi log, clients and the device
 * events table. Days are the business's, the range at most 30 days.
 * @example <ChannelsDashboard businessId={bid} state={{ from: "2026-11-20", to: "2026-11-26" }} onStateChange={save} />
 */
export function ChannelsDashboard(props: ChannelsDashboardProps) {
  const { businessId } = props;
  useAreaMessages(channelMessages);
  const { t } = usePortico();
  const timeZone = useBusiness(businessId).data?.profile.timeZone ?? "Asia/Taipei";
  const today = dayKey(new Date(), timeZone);
  const [view, setView] = useViewState(props.state, props.onStateChange, lastDaysIn(CHANNELS_DEFAULT_DAYS, timeZone));
  const range: DayRange = { from: view.from, to: view.to };
  const rangeError = useRangeError(range, CHANNELS_MAX_DAYS);
  // A refused range keeps showing the last good one, while the field says why.
  const [good, setGood] = useState(range);
  if (!rangeError && (good.from !== range.from || good.to !== range.to)) setGood(range);
  const [topRange, setTopRange] = useState<DayRange>(() => lastDaysIn(TOP_DOMAINS_MAX_DAYS, timeZone));
  const topError = useRangeError(topRange, TOP_DOMAINS_MAX_DAYS);

  const overview = useChannelsOverview(businessId, good);
  const grants = useGrantSummary(businessId, good);
  const top = useTopDomains(businessId, topError ? lastDaysIn(TOP_DOMAINS_MAX_DAYS, timeZone) : topRange);
  const o = overview.data;
  const hourly = (o?.resolution ?? "hour") === "hour";
  const formatTime = (ms: number) =>
    new Date(ms).toLocaleString(undefined, {
      timeZone,
      month: "short",
      day: "numeric",
      ...(hourly ? { hour: "2-digit", minute: "2-digit" } : {}),
    });

  return (
    <PorticoRoot className={cx(s.page, props.className)}>
      <h1 className={s.title}>{t("channels.title")}</h1>
      <div className={s.toolbar}>
        <RangeFields range={range} max={today} onChange={(r) => setView(r)} error={rangeError} />
      </div>
      {overview.error && (
        <Alert tone="danger" title={t("Error")}>
          <p>{errorMessage(t, overview.error)}</p>
        </Alert>
      )}
      <section className={s.section} aria-labelledby="channels-overview">
        <h2 id="channels-overview" className={s.sectionTitle}>
          {t("channels.overview")}
        </h2>
        <div className={s.tiles}>
          <Tile label={t("channels.devices")} value={o ? `${o.devicesOnline} / ${o.devices}` : "…"} />
          <Tile label={t("channels.guests")} value={o ? String(o.guests) : "…"} />
          <Tile label={t("channels.sessions")} value={o ? String(o.sessions) : "…"} />
          <Tile label={t("channels.traffic")} value={o ? formatBandwidth(o.txBytes + o.rxBytes) : "…"} />
        </div>
      </section>
      <div className={s.grid}>
        <ReportChart
          title={hourly ? t("channels.distribution.hour") : t("channels.distribution.day")}
          type="bar"
          labels={(o?.distribution ?? []).map((p) => formatTime(p.ts * 1000))}
          series={[{ label: t("channels.guests"), data: (o?.distribution ?? []).map((p) => p.guests) }]}
          loading={overview.isPending}
        />
        <ReportChart
          title={t("channels.rank")}
          type="bar"
          horizontal
          labels={(o?.carriers ?? []).slice(0, 10).map((c) => c.nickname || c.cuid)}
          series={[{ label: t("channels.guests"), data: (o?.carriers ?? []).slice(0, 10).map((c) => c.guests) }]}
          loading={overview.isPending}
        />
        <ReportChart
          title={t("channels.grants")}
          type="bar"
          labels={(grants.data?.points ?? []).map((p) => formatTime(p.ts * 1000))}
          series={[
            { label: t("channels.grants.auths"), data: (grants.data?.points ?? []).map((p) => p.auths) },
            { label: t("channels.grants.grants"), data: (grants.data?.points ?? []).map((p) => p.grants) },
            { label: t("channels.grants.ends"), data: (grants.data?.points ?? []).map((p) => p.ends) },
          ]}
          loading={grants.isPending}
        />
        <section className={s.section} aria-labelledby="channels-top">
          <h2 id="channels-top" className={s.sectionTitle}>
            {t("channels.topDomains")}
          </h2>
          <div className={s.toolbar}>
            <RangeFields range={topRange} max={today} onChange={setTopRange} error={topError} />
          </div>
          <ReportChart
            title={t("channels.topDomains")}
            type="bar"
            horizontal
            labels={(top.data?.domains ?? []).map((d) => d.domain)}
            series={[{ label: t("channels.queries"), data: (top.data?.domains ?? []).map((d) => d.queries) }]}
            loading={top.isPending}
          />
        </section>
      </div>
      <DomainSearch businessId={businessId} />
      <WifiLogPanel businessId={businessId} range={good} timeZone={timeZone} />
      <ChannelClients businessId={businessId} range={good} timeZone={timeZone} />
      <DeviceEventsTable businessId={businessId} timeZone={timeZone} />
    </PorticoRoot>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className={s.tile}>
      <span className={s.muted}>{label}</span>
      <span className={s.tileValue}>{value}</span>
    </div>
  );
}
