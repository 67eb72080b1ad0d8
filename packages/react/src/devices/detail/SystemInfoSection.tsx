import { useSystemInfo, useWifiInfo } from "../../data/inodeSystem";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { Alert } from "../../ui/Form";
import * as s from "./detail.css";
import { formatBytes, formatDuration } from "./format";

/** The device's own report (system info) and its radios (wifi info) on the info screen. */
export function SystemInfoSection({ businessId, cuid }: { businessId: number; cuid: string }) {
  const { t } = usePortico();
  const sys = useSystemInfo(businessId, cuid);
  const wifi = useWifiInfo(businessId, cuid);
  const i = sys.data;
  return (
    <section className={s.section} aria-labelledby={`sys-${cuid}`}>
      <h3 id={`sys-${cuid}`} className={s.heading}>
        {t("detail.system.title")}
      </h3>
      {sys.error ? (
        <Alert tone="danger" title={t("Error")}>
          {errorMessage(t, sys.error)}
        </Alert>
      ) : null}
      {i ? (
        <dl className={s.facts}>
          <dt className={s.factTerm}>{t("detail.system.hostName")}</dt>
          <dd className={s.factValue}>{i.hostName}</dd>
          <dt className={s.factTerm}>{t("detail.system.uptime")}</dt>
          <dd className={s.factValue}>{i.online ? formatDuration(i.uptime) : t("detail.status.offline")}</dd>
          <dt className={s.factTerm}>{t("detail.system.cpu")}</dt>
          <dd className={s.factValue}>{`${i.cpuPerc.toFixed(1)}%`}</dd>
          <dt className={s.factTerm}>{t("detail.system.memory")}</dt>
          <dd className={s.factValue}>
            {t("detail.system.memoryValue", {
              used: `${formatBytes(i.memK.used * 1024)}B`,
              total: `${formatBytes(i.memK.total * 1024)}B`,
            })}
          </dd>
          <dt className={s.factTerm}>{t("detail.system.load")}</dt>
          <dd className={s.factValue}>{i.loadAvg.map((l) => l.toFixed(2)).join(" / ")}</dd>
          <dt className={s.factTerm}>{t("detail.system.temperature")}</dt>
          <dd className={s.factValue}>{`${i.temperature.toFixed(1)} °C`}</dd>
          <dt className={s.factTerm}>{t("detail.system.lan")}</dt>
          <dd className={s.factValue}>{i.lanIp}</dd>
          <dt className={s.factTerm}>{t("detail.field.mac")}</dt>
          <dd className={s.factValue}>{i.mac}</dd>
        </dl>
      ) : !sys.error ? (
        <p role="status">{t("Loading")}</p>
      ) : null}
      {wifi.data?.radios.map((r) => (
        <div key={r.band}>
          <h4 className={s.heading}>
            {t("detail.system.radio", {
              band: t(r.band === "5g" ? "detail.statistics.wl5" : "detail.statistics.wl24"),
              channel: r.channel,
              width: r.width,
              power: r.txPower,
            })}
          </h4>
          <ul className={s.muted}>
            {r.ssids
              .filter((x) => x.enable)
              .map((x) => (
                <li key={x.interface}>
                  {t("detail.system.ssid", { name: x.name, iface: x.interface, clients: x.clients })}
                </li>
              ))}
          </ul>
        </div>
      ))}
      {wifi.error ? <p className={s.muted}>{errorMessage(t, wifi.error)}</p> : null}
    </section>
  );
}
