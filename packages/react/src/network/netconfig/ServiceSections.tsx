import { DEFAULT_DHCP_LEASE } from "@portico/sdk/rules";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { PathCheck, PathNumber, PathText } from "./fields";
import * as s from "./netconfig.css";
import type { DetailForm } from "./useDetailForm";
import { BOUNDS } from "./validateDetail";

/** The contract's limits. */
const DNS_MAX = 4;
const PROBE_MAX = 20;

/** DNS servers (1 to 4 IPv4 addresses; defaults 8.8.8.8 and 8.8.4.4). */
export function DnsSection({ form }: { form: DetailForm }) {
  const { t } = usePortico();
  const servers = form.values.detail.dns?.servers ?? [];
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{t("netconfig.dns.legend")}</legend>
      {servers.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a server is identified by its position
        <div key={i} className={s.toolbar}>
          <PathText form={form} path={`detail/dns/servers/${i}`} label={t("netconfig.dns.server", { n: i + 1 })} />
          <Button
            variant="secondary"
            onClick={() =>
              form.set(
                "detail/dns/servers",
                servers.filter((_, j) => j !== i),
              )
            }
          >
            {t("netconfig.dns.remove", { n: i + 1 })}
          </Button>
        </div>
      ))}
      {servers.length < DNS_MAX ? (
        <div>
          <Button variant="secondary" onClick={() => form.set("detail/dns/servers", [...servers, ""])}>
            {t("netconfig.dns.add")}
          </Button>
        </div>
      ) : null}
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
  const urls = form.values.detail.endpoint?.probe?.url ?? [];
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{t("netconfig.probe.legend")}</legend>
      <PathCheck form={form} path="detail/endpoint/probe/enable" label={t("netconfig.probe.enable")} />
      <p className={s.muted}>{t("netconfig.probe.hint")}</p>
      {urls.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a URL entry is identified by its position
        <div key={i} className={s.toolbar}>
          <PathText
            form={form}
            path={`detail/endpoint/probe/url/${i}`}
            type="url"
            label={t("netconfig.probe.url", { n: i + 1 })}
          />
          <Button
            variant="secondary"
            onClick={() =>
              form.set(
                "detail/endpoint/probe/url",
                urls.filter((_, j) => j !== i),
              )
            }
          >
            {t("netconfig.probe.remove", { n: i + 1 })}
          </Button>
        </div>
      ))}
      {urls.length < PROBE_MAX ? (
        <div>
          <Button variant="secondary" onClick={() => form.set("detail/endpoint/probe/url", [...urls, ""])}>
            {t("netconfig.probe.add")}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
