import {
  DEFAULT_RATE_LIMIT,
  disableSsid,
  enableSsid,
  SITE_SURVEY_CHANNELS,
  SSID_COUNT_MAX,
  SSID_COUNT_MIN,
  type WifiBand,
} from "@portico/sdk/rules";
import type { NetworkDetail } from "../../data/networkConfigTypes";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { PathCheck, PathNumber, PathSelect, PathText } from "./fields";
import { followSsids } from "./followSsids";
import * as s from "./netconfig.css";
import { setAt } from "./paths";
import type { DetailForm } from "./useDetailForm";
import { BOUNDS } from "./validateDetail";

type Ssid = NonNullable<NonNullable<NetworkDetail["network"]>["wifi"]>["5g"] extends infer B
  ? B extends { ssid: (infer S)[] }
    ? S
    : never
  : never;
const BANDS: readonly WifiBand[] = ["2.4g", "5g"];
const KEY_TYPES = ["none", "psk", "psk2", "psk-mixed"] as const;

/** A new SSID slot: the first unused index, turned on by the rule (named 'SSID-n'), default rate limits. */
function newSsid(list: readonly Ssid[]): Ssid {
  const used = new Set(list.map((x) => x.index));
  const index = Array.from({ length: SSID_COUNT_MAX }, (_, i) => i + 1).find((i) => !used.has(i)) ?? list.length + 1;
  const blank: Ssid = {
    index,
    enable: false,
    name: "",
    key_type: "none",
    hide: false,
    rateLimit: { enable: true, ...DEFAULT_RATE_LIMIT },
  };
  return enableSsid(blank, list.length);
}

/**
 * Wifi per band: radio on/off, channel (0 automatic), and 1 to 8 SSIDs, each with name, security, key, hidden
 * flag and per-client rate limit. Turning an SSID on fills 'SSID-n' and off clears its name (the SSID rules); adding
 * or removing one adds or removes its splash-page list.
 */
export function WifiSection({ form }: { form: DetailForm }) {
  const { t } = usePortico();
  const wifi = form.values.detail.network?.wifi ?? {};
  return (
    <>
      {BANDS.map((band) => {
        const base = `detail/network/wifi/${band}`;
        const ssids = wifi[band]?.ssid ?? [];
        const channels = [
          { value: "0", label: t("netconfig.wifi.auto") },
          ...SITE_SURVEY_CHANNELS[band].map((c) => ({ value: String(c), label: String(c) })),
        ];
        // Adding or removing an SSID adds or removes its splash-page list too.
        const setList = (list: Ssid[]) =>
          form.update((d) => followSsids(d, setAt(d, `network/wifi/${band}/ssid`, list)));
        return (
          <fieldset key={band} className={s.fieldset}>
            <legend className={s.legend}>{t(`netconfig.wifi.band.${band}`)}</legend>
            <div className={s.toolbar}>
              <PathCheck form={form} path={`${base}/enable`} label={t("netconfig.wifi.enable")} />
              <PathSelect
                form={form}
                path={`${base}/channel`}
                numeric
                label={t("netconfig.wifi.channel")}
                options={channels}
              />
            </div>
            <p className={s.muted}>{t("netconfig.wifi.count", { count: ssids.length, max: SSID_COUNT_MAX })}</p>
            {ssids.map((ssid, i) => {
              const at = `${base}/ssid/${i}`;
              return (
                <fieldset key={ssid.index} className={s.fieldset}>
                  <legend className={s.legend}>{t("netconfig.wifi.ssidLegend", { n: ssid.index })}</legend>
                  <div className={s.row}>
                    <PathCheck
                      form={form}
                      path={`${at}/enable`}
                      label={t("netconfig.wifi.ssidEnable", { n: ssid.index })}
                      onToggle={(on) => form.set(at, on ? enableSsid(ssid, i) : disableSsid(ssid))}
                    />
                    <PathCheck form={form} path={`${at}/hide`} label={t("netconfig.wifi.hide")} />
                  </div>
                  <div className={s.grid}>
                    <PathText
                      form={form}
                      path={`${at}/name`}
                      label={t("netconfig.wifi.name")}
                      disabled={!ssid.enable}
                    />
                    <PathSelect
                      form={form}
                      path={`${at}/key_type`}
                      label={t("netconfig.wifi.keyType")}
                      options={KEY_TYPES.map((k) => ({ value: k, label: t(`netconfig.wifi.keyType.${k}`) }))}
                    />
                    {ssid.key_type && ssid.key_type !== "none" ? (
                      <PathText
                        form={form}
                        path={`${at}/key`}
                        type="password"
                        autoComplete="new-password"
                        label={t("netconfig.wifi.key")}
                      />
                    ) : null}
                  </div>
                  <div className={s.grid}>
                    <PathCheck form={form} path={`${at}/rateLimit/enable`} label={t("netconfig.wifi.rateLimit")} />
                    <PathNumber
                      form={form}
                      path={`${at}/rateLimit/upload`}
                      label={t("netconfig.wifi.upload")}
                      min={BOUNDS.rate[0]}
                      max={BOUNDS.rate[1]}
                      disabled={!ssid.rateLimit?.enable}
                    />
                    <PathNumber
                      form={form}
                      path={`${at}/rateLimit/download`}
                      label={t("netconfig.wifi.download")}
                      min={BOUNDS.rate[0]}
                      max={BOUNDS.rate[1]}
                      disabled={!ssid.rateLimit?.enable}
                    />
                  </div>
                  <div className={s.actions}>
                    <Button
                      variant="secondary"
                      disabled={ssids.length <= SSID_COUNT_MIN}
                      onClick={() => setList(ssids.filter((_, j) => j !== i))}
                    >
                      {t("netconfig.wifi.removeSsid", { n: ssid.index, band: t(`netconfig.wifi.band.${band}`) })}
                    </Button>
                  </div>
                </fieldset>
              );
            })}
            <div>
              <Button
                variant="secondary"
                disabled={ssids.length >= SSID_COUNT_MAX}
                onClick={() => setList([...ssids, newSsid(ssids)])}
              >
                {t("netconfig.wifi.addSsid", { band: t(`netconfig.wifi.band.${band}`) })}
              </Button>
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
