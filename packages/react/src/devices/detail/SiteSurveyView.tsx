import { SITE_SURVEY_CHANNELS } from "@portico/sdk/rules";
import { useState } from "react";
import { useSiteSurvey } from "../../data/inodeLogs";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { DataTable } from "../../ui/DataTable";
import { Alert } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import * as s from "./detail.css";
import { formatTs } from "./format";
import { LazyChart } from "./LazyChart";
import { channelLoad } from "./siteSurvey";

/** The site survey of one radio: a chart of networks per channel (2.4G 1-14, 5G 36-165) and the table. */
export function SiteSurveyView({ businessId, cuid }: { businessId: number; cuid: string }) {
  const { t, locale } = usePortico();
  const [radio5G, setRadio5G] = useState(false);
  const survey = useSiteSurvey(businessId, cuid, radio5G);
  const band = radio5G ? "5g" : "2.4g";
  const entries = survey.data?.entries;
  const bandName = t(radio5G ? "detail.statistics.wl5" : "detail.statistics.wl24");
  return (
    <>
      <div className={s.toolbar}>
        <SelectField
          label={t("detail.logs.radio")}
          value={band}
          options={[
            { value: "2.4g", label: t("detail.statistics.wl24") },
            { value: "5g", label: t("detail.statistics.wl5") },
          ]}
          onChange={(v) => setRadio5G(v === "5g")}
        />
        <span className={s.grow} />
        {survey.data ? (
          <span className={s.muted}>
            {t("detail.survey.scanned", { time: formatTs(survey.data.ts, LOCALE_TAGS[locale]) })}
          </span>
        ) : null}
        <Button variant="secondary" onClick={() => survey.refetch()} loading={survey.isFetching && !!survey.data}>
          {t("detail.survey.rescan")}
        </Button>
      </div>
      {survey.error ? (
        <Alert tone="danger" title={t("Error")}>
          {errorMessage(t, survey.error)}
        </Alert>
      ) : null}
      {entries ? (
        <section className={s.section} aria-label={t("detail.survey.chartTitle", { band: bandName })}>
          <LazyChart
            type="bar"
            label={t("detail.survey.chartTitle", { band: bandName })}
            labels={SITE_SURVEY_CHANNELS[band].map(String)}
            series={[{ label: t("detail.survey.networks"), data: channelLoad(band, entries), color: "primary" }]}
            yTitle={t("detail.survey.networks")}
            formatValue={(v) => (Number.isInteger(v) ? String(v) : "")}
          />
        </section>
      ) : null}
      <DataTable
        caption={t("detail.survey.tableTitle", { band: bandName })}
        columns={[
          { key: "ssid", header: t("detail.field.ssid"), cell: (e) => e.ssid || t("detail.survey.hidden") },
          { key: "bssid", header: t("detail.survey.bssid"), cell: (e) => e.bssid },
          { key: "channel", header: t("detail.survey.channel"), cell: (e) => e.channel },
          { key: "freq", header: t("detail.survey.freq"), cell: (e) => `${e.freq} MHz` },
          { key: "mode", header: t("detail.survey.width"), cell: (e) => `${e.mode} MHz` },
          { key: "signal", header: t("detail.logs.signal"), cell: (e) => `${e.signal} dBm` },
          { key: "security", header: t("detail.survey.security"), cell: (e) => e.security },
        ]}
        rows={entries}
        total={entries?.length ?? 0}
        page={0}
        pageSize={Math.max(entries?.length ?? 0, 1)}
        onPageChange={() => {}}
        getRowKey={(e) => e.bssid}
        loading={survey.isFetching}
        error={survey.error}
        onRetry={() => survey.refetch()}
        emptyText={t("detail.survey.empty")}
      />
    </>
  );
}
