import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { PathCheck, PathNumber, PathSelect, PathText } from "./fields";
import * as s from "./netconfig.css";
import type { DetailForm } from "./useDetailForm";
import { BOUNDS } from "./validateDetail";

const UNITS = ["Kbps", "Mbps"] as const;
/** The contract's limit on bandwidth alarms. */
const BANDWIDTH_MAX = 8;

/** Alarms: device offline, temperature, CPU and memory thresholds, and bandwidth per interface. */
export function AlarmSection({ form }: { form: DetailForm }) {
  const { t } = usePortico();
  const alarm = form.values.detail.alarm ?? {};
  const bandwidth = alarm.bandwidth ?? [];
  const off = !alarm.enable;
  return (
    <>
      <PathCheck form={form} path="detail/alarm/enable" label={t("netconfig.alarm.enable")} />
      <fieldset className={s.fieldset} disabled={off}>
        <legend className={s.legend}>{t("netconfig.alarm.device")}</legend>
        <PathCheck form={form} path="detail/alarm/offLine" label={t("netconfig.alarm.offLine")} />
        <div className={s.grid}>
          <div className={s.fieldset}>
            <PathCheck form={form} path="detail/alarm/temperature/enable" label={t("netconfig.alarm.temperature")} />
            <PathNumber
              form={form}
              path="detail/alarm/temperature/degree"
              label={t("netconfig.alarm.degree")}
              min={BOUNDS.degree[0]}
              max={BOUNDS.degree[1]}
            />
          </div>
          <div className={s.fieldset}>
            <PathCheck form={form} path="detail/alarm/cpu/enable" label={t("netconfig.alarm.cpu")} />
            <PathNumber
              form={form}
              path="detail/alarm/cpu/threshold"
              label={t("netconfig.alarm.cpuThreshold")}
              min={BOUNDS.percent[0]}
              max={BOUNDS.percent[1]}
            />
          </div>
          <div className={s.fieldset}>
            <PathCheck form={form} path="detail/alarm/memory/enable" label={t("netconfig.alarm.memory")} />
            <PathNumber
              form={form}
              path="detail/alarm/memory/threshold"
              label={t("netconfig.alarm.memoryThreshold")}
              min={BOUNDS.percent[0]}
              max={BOUNDS.percent[1]}
            />
          </div>
        </div>
      </fieldset>
      <fieldset className={s.fieldset} disabled={off}>
        <legend className={s.legend}>{t("netconfig.alarm.bandwidth")}</legend>
        <PathCheck form={form} path="detail/alarm/enableBandwidth" label={t("netconfig.alarm.enableBandwidth")} />
        {bandwidth.map((b, i) => {
          const base = `detail/alarm/bandwidth/${i}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: bandwidth rows have no id; position is their identity
            <div key={i} className={s.toolbar}>
              <PathCheck form={form} path={`${base}/enable`} label={t("netconfig.alarm.rowEnable", { n: i + 1 })} />
              <PathText form={form} path={`${base}/interface`} label={t("netconfig.alarm.interface")} />
              <PathNumber form={form} path={`${base}/upload`} label={t("netconfig.wifi.upload")} min={0} />
              <PathNumber form={form} path={`${base}/download`} label={t("netconfig.wifi.download")} min={0} />
              <PathSelect
                form={form}
                path={`${base}/unit`}
                label={t("netconfig.alarm.unit")}
                options={UNITS.map((u) => ({ value: u, label: u }))}
              />
              <Button
                variant="secondary"
                onClick={() =>
                  form.set(
                    "detail/alarm/bandwidth",
                    bandwidth.filter((_, j) => j !== i),
                  )
                }
              >
                {t("netconfig.alarm.removeRow", { n: i + 1, name: b.interface ?? "" })}
              </Button>
            </div>
          );
        })}
        {bandwidth.length < BANDWIDTH_MAX ? (
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                form.set("detail/alarm/bandwidth", [
                  ...bandwidth,
                  { interface: "wan0", enable: true, upload: 0, download: 0, unit: "Mbps" },
                ])
              }
            >
              {t("netconfig.alarm.addRow")}
            </Button>
          </div>
        ) : null}
      </fieldset>
    </>
  );
}
