import { applyWanModeChange, VLAN_OPTIONS_MAX, type WanMode } from "@portico/sdk/rules";
import type { NetworkDetail } from "../../data/networkConfigTypes";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { PathNumber, PathSelect, PathText } from "./fields";
import * as s from "./netconfig.css";
import type { DetailForm } from "./useDetailForm";

type Vlan = NonNullable<NonNullable<NonNullable<NetworkDetail["network"]>["wan"]>[number]["vlan"]>[number];
const WAN_MODES: readonly WanMode[] = ["dhcp", "static", "pppoe", "vlan"];
const VLAN_MODES = ["dhcp", "static", "pppoe"] as const;
/** The contract's limit on WAN interfaces. */
const WAN_MAX = 4;

/** IP, netmask and gateway of a static block (validateStaticWan reports the gateway's subnet). */
function StaticFields({ form, base }: { form: DetailForm; base: string }) {
  const { t } = usePortico();
  return (
    <div className={s.grid}>
      <PathText form={form} path={`${base}/static/ip`} label={t("netconfig.field.ip")} />
      <PathText form={form} path={`${base}/static/mask`} label={t("netconfig.field.netmask")} />
      <PathText form={form} path={`${base}/static/gateway`} label={t("netconfig.field.gateway")} />
    </div>
  );
}

function PppoeFields({ form, base }: { form: DetailForm; base: string }) {
  const { t } = usePortico();
  return (
    <div className={s.grid}>
      <PathText form={form} path={`${base}/pppoe/username`} label={t("netconfig.field.username")} />
      <PathText
        form={form}
        path={`${base}/pppoe/password`}
        type="password"
        autoComplete="new-password"
        label={t("netconfig.field.password")}
      />
    </div>
  );
}

/**
 * WAN interfaces: mode dhcp, static, PPPoE or VLAN. A mode change goes through the rule (applyWanModeChange), which
 * also sets every LAN's mode and VLAN id; VLAN mode lists VLAN entries, each dhcp, static or PPPoE.
 */
export function WanSection({ form }: { form: DetailForm }) {
  const { t } = usePortico();
  const wans = form.values.detail.network?.wan ?? [];
  const modeOptions = WAN_MODES.map((m) => ({ value: m, label: t(`netconfig.mode.${m}`) }));
  const setVlans = (i: number, fn: (v: Vlan[]) => Vlan[]) =>
    form.set(`detail/network/wan/${i}/vlan`, fn(wans[i]?.vlan ?? []));
  return (
    <>
      {wans.map((w, i) => {
        const base = `detail/network/wan/${i}`;
        const vlans = w.vlan ?? [];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: ports are not reordered; the position is part of the field paths
          <fieldset key={`${w.interface ?? ""}-${i}`} className={s.fieldset}>
            <legend className={s.legend}>{t("netconfig.wan.legend", { name: w.interface ?? `wan${i}` })}</legend>
            <div className={s.toolbar}>
              <PathSelect<WanMode>
                form={form}
                path={`${base}/mode`}
                label={t("netconfig.wan.mode")}
                options={modeOptions}
                onPick={(m) => form.update((d) => ({ ...d, network: applyWanModeChange(d.network ?? {}, m, i) }))}
              />
              {i > 0 ? (
                <Button
                  variant="secondary"
                  onClick={() =>
                    form.set(
                      "detail/network/wan",
                      wans.filter((_, j) => j !== i),
                    )
                  }
                >
                  {t("netconfig.wan.remove", { name: w.interface ?? `wan${i}` })}
                </Button>
              ) : null}
            </div>
            {w.mode === "static" ? <StaticFields form={form} base={base} /> : null}
            {w.mode === "pppoe" ? <PppoeFields form={form} base={base} /> : null}
            {w.mode === "vlan" ? (
              <>
                {form.errorOf(`${base}/vlan`) ? <p role="alert">{form.errorOf(`${base}/vlan`)}</p> : null}
                {vlans.map((v, j) => {
                  const vbase = `${base}/vlan/${j}`;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: VLAN entries have no id; position is their identity
                    <fieldset key={j} className={s.fieldset}>
                      <legend className={s.legend}>{t("netconfig.vlan.legend", { n: j + 1 })}</legend>
                      <div className={s.grid}>
                        <PathNumber
                          form={form}
                          path={`${vbase}/vlanId`}
                          label={t("netconfig.vlan.id")}
                          min={1}
                          max={4094}
                        />
                        <PathSelect
                          form={form}
                          path={`${vbase}/mode`}
                          label={t("netconfig.vlan.mode")}
                          options={VLAN_MODES.map((m) => ({ value: m, label: t(`netconfig.mode.${m}`) }))}
                          onPick={(m) =>
                            setVlans(i, (list) => list.map((e, k) => (k === j ? { mode: m, vlanId: e.vlanId } : e)))
                          }
                        />
                      </div>
                      {v.mode === "static" ? <StaticFields form={form} base={vbase} /> : null}
                      {v.mode === "pppoe" ? <PppoeFields form={form} base={vbase} /> : null}
                      <div className={s.actions}>
                        <Button
                          variant="secondary"
                          disabled={vlans.length <= 1}
                          onClick={() => setVlans(i, (list) => list.filter((_, k) => k !== j))}
                        >
                          {t("netconfig.vlan.remove", { n: j + 1 })}
                        </Button>
                      </div>
                    </fieldset>
                  );
                })}
                <div>
                  <Button
                    variant="secondary"
                    disabled={vlans.length >= VLAN_OPTIONS_MAX}
                    onClick={() => {
                      const next = Math.max(0, ...vlans.map((v) => v.vlanId)) + 1;
                      setVlans(i, (list) => [...list, { mode: "dhcp", vlanId: Math.min(next, 4094) }]);
                    }}
                  >
                    {t("netconfig.vlan.add")}
                  </Button>
                </div>
              </>
            ) : null}
          </fieldset>
        );
      })}
      {wans.length < WAN_MAX ? (
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              form.set("detail/network/wan", [...wans, { interface: `wan${wans.length}`, mode: "dhcp", dhcp: {} }])
            }
          >
            {t("netconfig.wan.add")}
          </Button>
        </div>
      ) : null}
    </>
  );
}
