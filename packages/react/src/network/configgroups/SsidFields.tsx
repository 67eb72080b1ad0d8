import type { components } from "@portico/sdk";
import { disableSsid, enableSsid, SSID_COUNT_MAX, SSID_COUNT_MIN, type WifiBand } from "@portico/sdk/rules";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import * as s from "./configgroups.css";

/** One SSID of a radio as the contract has it. */
export type Ssid = components["schemas"]["Ssid"];
/** The SSIDs of both radios. */
export type SsidsByBand = Record<WifiBand, Ssid[]>;

export const BANDS: readonly WifiBand[] = ["2.4g", "5g"];

/** Props of {@link SsidFields}. */
export interface SsidFieldsProps {
  value: SsidsByBand;
  onChange(next: SsidsByBand): void;
  /** Show inline errors (after a submit was tried). */
  showErrors?: boolean;
  disabled?: boolean;
}

/** The SSID problems of both radios: an enabled SSID needs a name. Keys are `${band}/${position}`. */
export function ssidProblems(value: SsidsByBand): Record<string, string> {
  const out: Record<string, string> = {};
  for (const band of BANDS)
    value[band].forEach((ssid, i) => {
      if (ssid.enable && !ssid.name?.trim()) out[`${band}/${i}`] = "validation.required";
    });
  return out;
}

/**
 * SSIDs per radio: on/off, name, 1 to 8 per radio. Turning one on fills 'SSID-n'; turning it off clears its name
 * (the @portico/sdk/rules SSID rules).
 */
export function SsidFields({ value, onChange, showErrors, disabled }: SsidFieldsProps) {
  const { t } = usePortico();
  const problems = showErrors ? ssidProblems(value) : {};
  const set = (band: WifiBand, list: Ssid[]) => onChange({ ...value, [band]: list });
  return (
    <div className={s.grid2}>
      {BANDS.map((band) => {
        const list = value[band];
        const bandName = t(`configgroups.band.${band}`);
        return (
          <fieldset key={band} className={s.section} disabled={disabled}>
            <legend className={s.sectionTitle}>{bandName}</legend>
            {list.map((ssid, i) => {
              const n = i + 1;
              const problem = problems[`${band}/${i}`];
              return (
                <div key={ssid.index} className={s.listRow}>
                  <label className={s.actions}>
                    <input
                      type="checkbox"
                      checked={ssid.enable}
                      onChange={(e) =>
                        set(
                          band,
                          list.map((x, j) =>
                            j !== i ? x : e.currentTarget.checked ? enableSsid(x, i) : disableSsid(x),
                          ),
                        )
                      }
                    />
                    {t("configgroups.ssid.enabled", { n, band: bandName })}
                  </label>
                  <TextField
                    className={s.grow}
                    label={t("configgroups.ssid.name", { n, band: bandName })}
                    value={ssid.name ?? ""}
                    maxLength={32}
                    disabled={disabled || !ssid.enable}
                    error={problem ? t(problem) : null}
                    onChange={(name) =>
                      set(
                        band,
                        list.map((x, j) => (j === i ? { ...x, name } : x)),
                      )
                    }
                  />
                </div>
              );
            })}
            <div className={s.actions}>
              <Button
                variant="secondary"
                disabled={disabled || list.length >= SSID_COUNT_MAX}
                onClick={() =>
                  set(band, [...list, enableSsid({ index: list.length + 1, enable: true, name: "" }, list.length)])
                }
              >
                {t("configgroups.ssid.add", { band: bandName })}
              </Button>
              <Button
                variant="secondary"
                disabled={disabled || list.length <= SSID_COUNT_MIN}
                onClick={() => set(band, list.slice(0, -1))}
              >
                {t("configgroups.ssid.removeLast", { band: bandName })}
              </Button>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

/** The SSIDs of a network's wifi settings, both radios (a missing radio has none). */
export function ssidsOf(network: components["schemas"]["NetworkSettings"] | undefined): SsidsByBand {
  return {
    "2.4g": [...(network?.wifi?.["2.4g"]?.ssid ?? [])],
    "5g": [...(network?.wifi?.["5g"]?.ssid ?? [])],
  };
}

/** A network's wifi settings with these SSIDs (other radio settings kept). */
export function withSsids(
  network: components["schemas"]["NetworkSettings"] | undefined,
  ssids: SsidsByBand,
): components["schemas"]["NetworkSettings"] {
  const wifi = { ...(network?.wifi ?? {}) };
  for (const band of BANDS) wifi[band] = { ...(wifi[band] ?? {}), ssid: ssids[band] };
  return { ...(network ?? {}), wifi };
}
