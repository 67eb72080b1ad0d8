import { SSID_COUNT_MAX } from "@portico/sdk/rules";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { PathCheck, PathList } from "./fields";
import { newSplashPage } from "./followSsids";
import * as s from "./netconfig.css";
import type { DetailForm } from "./useDetailForm";

/**
 * Splash-page lists per SSID slot: on/off, bypass (guests skip the portal), walled-garden hosts, devices let
 * through and devices blocked (host and MAC list rules; invalid and repeated items are named).
 */
export function SplashSection({ form }: { form: DetailForm }) {
  const { t } = usePortico();
  const pages = form.values.detail.splashPage ?? [];
  const ssidName = (index: number) =>
    form.values.detail.network?.wifi?.["2.4g"]?.ssid.find((x) => x.index === index)?.name ||
    form.values.detail.network?.wifi?.["5g"]?.ssid.find((x) => x.index === index)?.name;
  const used = new Set(pages.map((p) => p.index));
  const free = Array.from({ length: SSID_COUNT_MAX }, (_, i) => i + 1).find((i) => !used.has(i));
  return (
    <>
      {pages.length ? null : <p className={s.muted}>{t("netconfig.splash.none")}</p>}
      {pages.map((p, i) => {
        const base = `detail/splashPage/${i}`;
        const name = ssidName(p.index);
        return (
          <fieldset key={p.index} className={s.fieldset}>
            <legend className={s.legend}>
              {name
                ? t("netconfig.splash.legendNamed", { n: p.index, name })
                : t("netconfig.splash.legend", { n: p.index })}
            </legend>
            <div className={s.row}>
              <PathCheck form={form} path={`${base}/enable`} label={t("netconfig.splash.enable")} />
              <PathCheck form={form} path={`${base}/bypass`} label={t("netconfig.splash.bypass")} />
            </div>
            <div className={s.grid}>
              <PathList
                form={form}
                path={`${base}/white`}
                label={t("netconfig.splash.white")}
                hint={t("netconfig.hint.hostList")}
              />
              <PathList
                form={form}
                path={`${base}/whiteDevice`}
                label={t("netconfig.splash.whiteDevice")}
                hint={t("netconfig.hint.macList")}
              />
              <PathList
                form={form}
                path={`${base}/black`}
                label={t("netconfig.splash.black")}
                hint={t("netconfig.hint.macList")}
              />
            </div>
            <div className={s.actions}>
              <Button
                variant="secondary"
                onClick={() =>
                  form.set(
                    "detail/splashPage",
                    pages.filter((_, j) => j !== i),
                  )
                }
              >
                {t("netconfig.splash.remove", { n: p.index })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {free ? (
        <div>
          <Button variant="secondary" onClick={() => form.set("detail/splashPage", [...pages, newSplashPage(free)])}>
            {t("netconfig.splash.add")}
          </Button>
        </div>
      ) : null}
    </>
  );
}
