import { vlanIdOptions } from "@portico/sdk/rules";
import type { NetworkConfigTarget } from "../../data/networkConfigTypes";
import { usePortico } from "../../provider/context";
import { PathCheck, PathList, PathSelect, PathText } from "./fields";
import * as s from "./netconfig.css";
import type { DetailForm } from "./useDetailForm";

/**
 * LAN ports. The port mapping (mode, VLAN id) follows the WAN mode and belongs to a device or template; the
 * addressing and access policy (address, netmask, HTTPS, LAN blocking, allowed hosts) to a group or template:
 * each save strips the other part (stripForDeviceSave / stripForGroupSave), so the fields are not shown there.
 */
export function LanSection({ form, target }: { form: DetailForm; target: NetworkConfigTarget }) {
  const { t } = usePortico();
  const network = form.values.detail.network;
  const lans = network?.lan ?? [];
  const vlanIds = vlanIdOptions((network?.wan ?? []).flatMap((w) => (w.mode === "vlan" ? (w.vlan ?? []) : [])));
  if (!lans.length) return <p className={s.muted}>{t("netconfig.lan.none")}</p>;
  return (
    <>
      {lans.map((l, i) => {
        const base = `detail/network/lan/${i}`;
        const name = l.interface ?? `lan${i + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: ports are not reordered; the position is part of the field paths
          <fieldset key={`${name}-${i}`} className={s.fieldset}>
            <legend className={s.legend}>{t("netconfig.lan.legend", { name })}</legend>
            {target !== "group" ? (
              <div className={s.grid}>
                <p className={s.muted}>{t("netconfig.lan.mode", { mode: t(`netconfig.mode.${l.mode ?? "dhcp"}`) })}</p>
                {l.mode === "vlan" ? (
                  <PathSelect
                    form={form}
                    path={`${base}/vlanId`}
                    numeric
                    label={t("netconfig.lan.vlanId")}
                    options={vlanIds.map((id) => ({ value: String(id), label: String(id) }))}
                  />
                ) : null}
              </div>
            ) : null}
            {target !== "device" ? (
              <>
                <div className={s.grid}>
                  <PathText form={form} path={`${base}/ipaddr`} label={t("netconfig.field.ipaddr")} />
                  <PathText form={form} path={`${base}/netmask`} label={t("netconfig.field.netmask")} />
                </div>
                <div className={s.row}>
                  <PathCheck form={form} path={`${base}/httpsAllow`} label={t("netconfig.lan.httpsAllow")} />
                  <PathCheck form={form} path={`${base}/blockLAN`} label={t("netconfig.lan.blockLAN")} />
                </div>
                <PathList
                  form={form}
                  path={`${base}/whiteip`}
                  label={t("netconfig.lan.whiteip")}
                  hint={t("netconfig.hint.hostList")}
                />
              </>
            ) : null}
          </fieldset>
        );
      })}
    </>
  );
}
