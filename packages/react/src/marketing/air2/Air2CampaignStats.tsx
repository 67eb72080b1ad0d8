import { dayKey, fromLocalInput, rangeSeconds, toLocalInput } from "@portico/sdk/rules";
import { useState } from "react";
import {
  type Air2ChannelList,
  useAir2Campaign,
  useAir2ChannelRecipients,
  useAir2ChannelUrls,
  useAir2Growths,
  useAir2Stat,
} from "../../data/air2";
import { useBusiness } from "../../data/businesses";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { ReportChart } from "../../ui/chart/ReportChart";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { Alert } from "../../ui/Form";
import { useViewState } from "../../ui/useViewState";
import { air2Paths } from "./Air2CampaignList";
import * as s from "./air2.css";
import { air2Messages } from "./i18n";

/** The statistics range may span at most 90 days (part 3). */
export const AIR2_STAT_MAX_DAYS = 90;
const LISTS = ["individuals", "urls", "failed", "unsubscribed"] as const;
type ListTab = (typeof LISTS)[number];
const PAGE = 10;

/** The view state of {@link Air2CampaignStats}: channel, range (epoch seconds), list tab and its page. */
export interface Air2CampaignStatsState {
  channelId?: number;
  from?: number;
  to?: number;
  list?: ListTab;
  page?: number;
}

/** Props of {@link Air2CampaignStats}. */
export interface Air2CampaignStatsProps {
  businessId: number;
  projectId: number;
  campaignId: number;
  state?: Air2CampaignStatsState;
  onStateChange?(next: Air2CampaignStatsState): void;
  className?: string;
}

/** Why a range cannot be asked for: the end before the start, or more than 90 days. */
export function statRangeProblem(from: number, to: number): "order" | "tooLong" | null {
  if (to < from) return "order";
  return to - from > AIR2_STAT_MAX_DAYS * 86_400 ? "tooLong" : null;
}

type Individual = {
  address: string;
  name?: string | null;
  status: string;
  sentTs?: number | null;
  error?: string | null;
  openedTs?: number | null;
  unsubscribedTs?: number | null;
};
type Url = { url: string; clicks: number; uniqueClicks: number };

/**
 * /air2/{pid}/{cid}/stat: a campaign's statistics per channel (sent, failed, opened, clicked, unsubscribed), its
 * daily growth, and the opened individuals, clicked URLs, failed and unsubscribed recipients; the range is the
 * current day of the business by default, picked with 24-hour times, at most 90 days.
 * @example <Air2CampaignStats businessId={bid} projectId={pid} campaignId={cid} />
 */
export function Air2CampaignStats(props: Air2CampaignStatsProps) {
  const { businessId, projectId, campaignId, className } = props;
  useAreaMessages(air2Messages);
  const { t, navigate, locale } = usePortico();
  const timeZone = useBusiness(businessId).data?.profile.timeZone ?? "Asia/Taipei";
  const today = dayKey(new Date(), timeZone);
  const [dayFrom, dayTo] = rangeSeconds(today, today, timeZone);
  const defaults: Air2CampaignStatsState & { from: number; to: number; list: ListTab } = {
    from: dayFrom,
    to: dayTo - 60,
    list: "individuals",
    page: 0,
  };
  const [view, setView] = useViewState(props.state, props.onStateChange, defaults);
  const problem = statRangeProblem(view.from, view.to);
  const range = problem ? null : { from: view.from, to: view.to };
  const campaign = useAir2Campaign(businessId, campaignId);
  const stat = useAir2Stat(businessId, campaignId, range);
  const channels = stat.data?.channels ?? [];
  const channel = channels.find((c) => c.channelId === view.channelId) ?? channels[0];
  const channelId = channel?.channelId ?? 0;
  const growths = useAir2Growths(businessId, campaignId, channelId, range);
  const page = { startIndex: (view.page ?? 0) * PAGE, limit: PAGE };
  const listKind: Air2ChannelList = view.list === "urls" ? "individuals" : (view.list as Air2ChannelList);
  const people = useAir2ChannelRecipients(businessId, campaignId, channelId, listKind, range, page);
  const urls = useAir2ChannelUrls(businessId, campaignId, channelId, range, page);
  const [draft, setDraft] = useState<{ from?: string; to?: string }>({});
  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone,
  });
  const when = (ts?: number | null) => (ts ? dateFormat.format(new Date(ts * 1000)) : "");

  const peopleColumns: DataTableColumn<Individual>[] = [
    { key: "address", header: t("air2.stat.address"), cell: (r) => r.address },
    { key: "name", header: t("air2.col.name"), cell: (r) => r.name ?? "" },
    {
      key: "when",
      header: t("air2.stat.when"),
      cell: (r) =>
        when(view.list === "unsubscribed" ? r.unsubscribedTs : view.list === "individuals" ? r.openedTs : r.sentTs),
    },
    ...(view.list === "failed"
      ? [{ key: "error", header: t("air2.stat.error"), cell: (r: Individual) => r.error ?? "" }]
      : []),
  ];
  const urlColumns: DataTableColumn<Url>[] = [
    { key: "url", header: t("air2.stat.url"), cell: (r) => <span className={s.code}>{r.url}</span> },
    { key: "clicks", header: t("air2.stat.clicks"), cell: (r) => r.clicks },
    { key: "unique", header: t("air2.stat.uniqueClicks"), cell: (r) => r.uniqueClicks },
  ];
  const rangeField = (key: "from" | "to") => (
    <label className={s.field}>
      {t(`air2.stat.${key}`)}
      <input
        type="datetime-local"
        className={s.input}
        value={draft[key] ?? toLocalInput(view[key], timeZone)}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
        onBlur={(e) => {
          const v = fromLocalInput(e.target.value, timeZone);
          setDraft(({ [key]: _, ...rest }) => rest);
          if (v !== null) setView({ [key]: v, page: 0 });
        }}
      />
    </label>
  );

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("air2.stat.title", { name: campaign.data?.name ?? "" })}</h2>
        <Button variant="secondary" onClick={() => navigate(air2Paths.campaigns(businessId, projectId))}>
          {t("air2.backToList")}
        </Button>
      </div>
      <div className={s.grid}>
        {rangeField("from")}
        {rangeField("to")}
      </div>
      <p className={s.muted}>{t("air2.stat.rangeHint", { days: AIR2_STAT_MAX_DAYS, timeZone })}</p>
      {problem ? <Alert tone="danger">{t(`air2.stat.range.${problem}`, { days: AIR2_STAT_MAX_DAYS })}</Alert> : null}
      {stat.isError ? <Alert tone="danger">{t("air2.stat.loadFailed")}</Alert> : null}
      {range && stat.data && channels.length === 0 ? <p className={s.muted}>{t("air2.stat.noChannels")}</p> : null}
      <div className={s.actions} role="tablist" aria-label={t("air2.col.channels")}>
        {channels.map((c) => (
          <Button
            key={c.channelId}
            role="tab"
            aria-selected={c.channelId === channelId}
            variant={c.channelId === channelId ? "primary" : "secondary"}
            onClick={() => setView({ channelId: c.channelId, page: 0 })}
          >
            {t(`air2.channel.${c.type}`)}
          </Button>
        ))}
      </div>
      {channel ? (
        <>
          <dl className={s.types}>
            {(["sent", "failed", "opened", "clicked", "unsubscribed", "pending"] as const).map((k) => (
              <div key={k} className={s.section}>
                <dt className={s.muted}>{t(`air2.stat.${k}`)}</dt>
                <dd style={{ margin: 0, fontSize: "1.4em", fontWeight: 600 }}>{channel[k]}</dd>
              </div>
            ))}
          </dl>
          <ReportChart
            title={t("air2.stat.growth")}
            type="bar"
            labels={(growths.data ?? []).map((p) => dayKey(new Date(p.ts * 1000), timeZone))}
            series={[{ label: t("air2.stat.sent"), data: (growths.data ?? []).map((p) => p.count) }]}
            loading={growths.isPending}
          />
          <div className={s.actions} role="tablist" aria-label={t("air2.stat.lists")}>
            {LISTS.map((l) => (
              <Button
                key={l}
                role="tab"
                aria-selected={view.list === l}
                variant={view.list === l ? "primary" : "secondary"}
                onClick={() => setView({ list: l, page: 0 })}
              >
                {t(`air2.stat.list.${l}`)}
              </Button>
            ))}
          </div>
          <div className={s.scroll}>
            {view.list === "urls" ? (
              <DataTable
                caption={t("air2.stat.list.urls")}
                columns={urlColumns}
                rows={urls.data?.urls}
                total={urls.data?.total ?? 0}
                page={view.page ?? 0}
                pageSize={PAGE}
                onPageChange={(p) => setView({ page: p })}
                getRowKey={(r) => r.url}
                loading={urls.isFetching}
                error={urls.error}
                emptyText={t("air2.stat.empty")}
              />
            ) : (
              <DataTable
                caption={t(`air2.stat.list.${view.list}`)}
                columns={peopleColumns}
                rows={people.data?.recipients as Individual[] | undefined}
                total={people.data?.total ?? 0}
                page={view.page ?? 0}
                pageSize={PAGE}
                onPageChange={(p) => setView({ page: p })}
                getRowKey={(r) => `${r.address}/${r.sentTs ?? ""}`}
                loading={people.isFetching}
                error={people.error}
                emptyText={t("air2.stat.empty")}
              />
            )}
          </div>
        </>
      ) : null}
    </PorticoRoot>
  );
}
