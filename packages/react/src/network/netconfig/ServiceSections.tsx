import { DEFAULT_DHCP_LEASE } from "@portico/sdk/rules";
import { usePortico } from "../../provider/context";
import { PathCheck, PathNumber, PathText, PathTextList } from "./fields";
import * as s from "./netconfig.css";
import type { DetailForm } from "./useDetailForm";
import { BOUNDS } from "./validateDetail";

/** The contract's limits. */
const DNS_MAX = 4;
const PROBE_MAX = 20;

/** DNS servers (1 to 4 IPv4 addresses; defaults 8.8.8.8 and 8.8.4.4). */
export function DnsSection({ form }: { form: DetailForm }) {
  const { t } = usePortico();
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{t("netconfig.dns.legend")}</legend>
      <PathTextList
        form={form}
        path="detail/dns/servers"
        max={DNS_MAX}
        label={(n) => t("netconfig.dns.server", { n })}
        remove={(n) => t("netconfig.dns.remove", { n })}
        add={t("netconfig.dns.add")}
      />
    </fieldset>
  );
}

/** DHCP pools per LAN: on/off, first and last address (inside the LAN's subnet, first <= last), lease time. */
export function DhcpSection({ form }: { form: DetailForm }) {
  const { t } = usePortico();
  const pools = form.values.detail.dhcp ?? [];
  if (!pools.length) return <p className={s.muted}>{t("netconfig.dhcp.none")}</p>;
  return (
    <>
      {pools.map((p, i) => {
        const base = `detail/dhcp/${i}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: one pool per LAN, in LAN order
          <fieldset key={i} className={s.fieldset}>
            <legend className={s.legend}>{t("netconfig.dhcp.legend", { name: p.interface ?? `lan${i + 1}` })}</legend>
            <PathCheck form={form} path={`${base}/enable`} label={t("netconfig.dhcp.enable")} />
            <div className={s.grid}>
              <PathText form={form} path={`${base}/start`} label={t("netconfig.dhcp.start")} />
              <PathText form={form} path={`${base}/end`} label={t("netconfig.dhcp.end")} />
              <PathNumber
                form={form}
                path={`${base}/leaseTime`}
                label={t("netconfig.dhcp.leaseTime")}
                hint={t("netconfig.dhcp.leaseHint", { seconds: DEFAULT_DHCP_LEASE })}
                min={BOUNDS.leaseTime[0]}
                max={BOUNDS.leaseTime[1]}
              />
            </div>
          </fieldset>
        );
      })}
    </>
  );
}

/** The endpoint probe: on/off and the URLs it checks (empty entries are removed on save). */
export function ProbeSection({ form }: { form: DetailForm }) {
  const { t } = usePortico();
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{t("netconfig.probe.legend")}</legend>
      <PathCheck form={form} path="detail/endpoint/probe/enable" label={t("netconfig.probe.enable")} />
      <p className={s.muted}>{t("netconfig.probe.hint")}</p>
      <PathTextList
        form={form}
        path="detail/endpoint/probe/url"
        max={PROBE_MAX}
        type="url"
        label={(n) => t("netconfig.probe.url", { n })}
        remove={(n) => t("netconfig.probe.remove", { n })}
        add={t("netconfig.probe.add")}
      />
    </fieldset>
  );
}
