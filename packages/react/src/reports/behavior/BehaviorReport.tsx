import {
  AGE_AXIS,
  BEHAVIOR_DEFAULT_DAYS,
  correctBehaviorRange,
  dayKey,
  LOCATION_CHART_MIN_HEIGHT,
  lastDays,
  zonedDayEnd,
  zonedDayStart,
} from "@portico/sdk/rules";
import { useActivities } from "../../data/activities";
import { type BehaviorReports, type BehaviorTarget, useBehaviorReports } from "../../data/behaviorReports";
import { useBusiness } from "../../data/businesses";
import { useINodes } from "../../data/inodes";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { ReportChart } from "../../ui/chart/ReportChart";
import { ExportButton } from "../../ui/ExportButton";
import { Alert } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { useViewState } from "../../ui/useViewState";
import * as s from "../reportPage.css";
import { behaviorMessages } from "./i18n";

/** The behaviour report's view state: what it covers and the days (YYYY-MM-DD in the business's time zone). */
export interface BehaviorReportState {
  /** @default "business" */
  scope?: "business" | "activity" | "inode";
  activityId?: number;
  cuid?: string;
  startDate?: string;
  endDate?: string;
}

/** Props of {@link BehaviorReport}. */
export interface BehaviorReportProps {
  businessId: number;
  state?: BehaviorReportState;
  onStateChange?(next: BehaviorReportState): void;
  className?: string;
}

type Dim = "gender" | "browser" | "locale" | "platform" | "location";

/** Sums a dimension over the days, largest first. */
function total(data: BehaviorReports | undefined, dim: Dim | "age"): [string, number][] {
  const out: Record<string, number> = {};
  for (const d of data?.reports ?? [])
    for (const [k, n] of Object.entries(d.analReport[dim])) out[k] = (out[k] ?? 0) + n;
  return Object.entries(out).sort((a, b) => b[1] - a[1]);
}

/**
 * /reports/behavior: behaviour analytics of the whole business, one activity or one iNode: clients, grants and the
 * guests' gender, age (20-80 in steps of 5), browser, locale, platform and location. The range defaults to the
 * last 30 days; a longer range or a day past today is corrected (days of the business's time zone).
 * @example <BehaviorReport businessId={bid} state={{ scope: "inode", cuid }} />
 */
export function BehaviorReport(props: BehaviorReportProps) {
  const { businessId } = props;
  useAreaMessages(behaviorMessages);
  const { t } = usePortico();
  const business = useBusiness(businessId);
  const timeZone = business.data?.profile.timeZone;
  const today = timeZone ? dayKey(new Date(), timeZone) : null;
  const def = today ? lastDays(today, BEHAVIOR_DEFAULT_DAYS) : { startDate: "", endDate: "" };
  const [view, setView] = useViewState(props.state, props.onStateChange, {
    scope: "business" as "business" | "activity" | "inode",
    startDate: def.startDate,
    endDate: def.endDate,
    activityId: undefined as number | undefined,
    cuid: undefined as string | undefined,
  });
  const asked = { startDate: view.startDate || def.startDate, endDate: view.endDate || def.endDate };
  const range = today && asked.startDate && asked.endDate ? correctBehaviorRange(asked, today) : null;
  const activities = useActivities(view.scope === "activity" ? businessId : 0);
  const inodes = useINodes(view.scope === "inode" ? businessId : 0, { page: 0, pageSize: 100 });
  const target: BehaviorTarget | null =
    view.scope === "activity"
      ? view.activityId
        ? { kind: "activity", activityId: view.activityId }
        : null
      : view.scope === "inode"
        ? view.cuid
          ? { kind: "inode", cuid: view.cuid }
          : null
        : { kind: "business" };
  const report = useBehaviorReports(
    businessId,
    target ?? { kind: "business" },
    target && range && timeZone
      ? { startTs: zonedDayStart(range.startDate, timeZone), endTs: zonedDayEnd(range.endDate, timeZone) }
      : null,
  );
  // A picked day that breaks the rules moves at once (start 30 days back at most, nothing past today).
  const pick = (patch: { startDate?: string; endDate?: string }) => {
    if (!today) return;
    const next = correctBehaviorRange({ ...asked, ...patch }, today);
    setView({ startDate: next.startDate, endDate: next.endDate });
  };

  const d = report.data;
  const sumClients = (k: "newClients" | "activeClients" | "registeredClients") =>
    (d?.reports ?? []).reduce((n, r) => n + r.clients[k], 0);
  const grants = (d?.reports ?? []).reduce((n, r) => n + r.grants, 0);
  const label = (dim: Dim, k: string) =>
    dim === "gender" || dim === "platform"
      ? ["male", "female", "unknown", "mobile", "tablet", "desktop"].includes(k)
        ? t(`behavior.${dim}.${k}`)
        : k
      : k;
  const ages = total(d, "age");
  const ageCounts = AGE_AXIS.map((a) => ages.find(([k]) => k === String(a))?.[1] ?? 0);
  const loading = Boolean(target) && !d && !report.error;
  const pie = (dim: Dim, type: "pie" | "doughnut" = "pie") => {
    const rows = total(d, dim);
    return (
      <ReportChart
        title={t(`behavior.chart.${dim}`)}
        type={type}
        loading={loading}
        labels={rows.map(([k]) => label(dim, k))}
        series={[{ label: t("behavior.series"), data: rows.map(([, n]) => n) }]}
      />
    );
  };
  const locations = total(d, "location");

  return (
    <PorticoRoot className={cx(s.page, props.className)}>
      <h2 className={s.title}>{t("behavior.title")}</h2>
      <div className={s.toolbar}>
        <SelectField
          label={t("behavior.scope")}
          value={view.scope}
          options={(["business", "activity", "inode"] as const).map((k) => ({
            value: k,
            label: t(`behavior.scope.${k}`),
          }))}
          onChange={(scope) => setView({ scope, activityId: undefined, cuid: undefined })}
        />
        {view.scope === "activity" && (
          <SelectField
            label={t("behavior.activity")}
            value={view.activityId ? String(view.activityId) : ""}
            options={[
              { value: "", label: t("behavior.choose") },
              ...(activities.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
            ]}
            onChange={(v) => setView({ activityId: v ? Number(v) : undefined })}
          />
        )}
        {view.scope === "inode" && (
          <SelectField
            label={t("behavior.inode")}
            value={view.cuid ?? ""}
            options={[
              { value: "", label: t("behavior.choose") },
              ...(inodes.data?.inodes ?? []).map((i) => ({ value: i.cuid, label: i.nickname || i.cuid })),
            ]}
            onChange={(v) => setView({ cuid: v || undefined })}
          />
        )}
        <TextField
          type="date"
          label={t("behavior.from")}
          value={range?.startDate ?? ""}
          max={today ?? undefined}
          onChange={(v) => v && pick({ startDate: v })}
        />
        <TextField
          type="date"
          label={t("behavior.to")}
          value={range?.endDate ?? ""}
          max={today ?? undefined}
          onChange={(v) => v && pick({ endDate: v })}
        />
        {/* The shown report as xlsx or csv, named by the report's title and a timestamp (the server's export). */}
        {target && range && (
          <ExportButton
            businessId={businessId}
            kind="behavior"
            from={range.startDate}
            to={range.endDate}
            params={
              target.kind === "activity"
                ? { activityId: target.activityId }
                : target.kind === "inode"
                  ? { cuid: target.cuid }
                  : {}
            }
          />
        )}
      </div>
      {range?.corrected && (
        <p role="status" className={s.muted}>
          {t("behavior.corrected")}
        </p>
      )}
      {report.error ? (
        <Alert tone="danger" title={t("Error")}>
          <p>{t(`behavior.error.${view.scope}`)}</p>
          <Button variant="secondary" onClick={() => void report.refetch()}>
            {t("Retry")}
          </Button>
        </Alert>
      ) : (
        target && (
          <>
            <dl className={s.figures} aria-busy={loading || undefined}>
              {(
                [
                  ["behavior.clients.new", sumClients("newClients")],
                  ["behavior.clients.active", sumClients("activeClients")],
                  ["behavior.clients.registered", sumClients("registeredClients")],
                  ["behavior.grants", grants],
                ] as const
              ).map(([k, n]) => (
                <div key={k} className={s.figure}>
                  <dt>{t(k)}</dt>
                  <dd className={s.figureValue}>{d ? n : "…"}</dd>
                </div>
              ))}
            </dl>
            {d && sumClients("activeClients") === 0 && <p className={s.muted}>{t("behavior.empty")}</p>}
            <div className={s.grid}>
              {pie("gender")}
              <ReportChart
                title={t("behavior.chart.age")}
                type="bar"
                loading={loading}
                labels={AGE_AXIS.map(String)}
                series={[{ label: t("behavior.series"), data: ageCounts }]}
              />
              {pie("browser", "doughnut")}
              {pie("locale", "doughnut")}
              {pie("platform")}
              <div className={s.wide}>
                <ReportChart
                  title={t("behavior.chart.location")}
                  type="bar"
                  horizontal
                  loading={loading}
                  height={Math.max(LOCATION_CHART_MIN_HEIGHT, locations.length * 22)}
                  labels={locations.map(([k]) => k)}
                  series={[{ label: t("behavior.series"), data: locations.map(([, n]) => n) }]}
                />
              </div>
            </div>
          </>
        )
      )}
    </PorticoRoot>
  );
}
