import type { ClientsUsage } from "../../data/apStatistics";
import { usePortico } from "../../provider/context";
import { DataTable } from "../../ui/DataTable";
import { formatBytes } from "../detail/format";

type Ssid = ClientsUsage["radios"][number]["ssids"][number];

/** One radio's client usage table: its SSIDs (up to 4) with stations now, the peak and the traffic. */
export function ClientsUsageTable({ radio, title }: { radio: ClientsUsage["radios"][number]; title: string }) {
  const { t } = usePortico();
  return (
    <DataTable<Ssid>
      caption={title}
      columns={[
        { key: "ssid", header: t("accesspoints.usage.ssid"), cell: (x) => x.ssid },
        { key: "iface", header: t("accesspoints.usage.interface"), cell: (x) => x.interface },
        { key: "now", header: t("accesspoints.usage.clients"), cell: (x) => x.clients },
        { key: "peak", header: t("accesspoints.usage.peak"), cell: (x) => x.peakClients },
        { key: "tx", header: t("accesspoints.usage.sent"), cell: (x) => `${formatBytes(x.txBytes)}B` },
        { key: "rx", header: t("accesspoints.usage.received"), cell: (x) => `${formatBytes(x.rxBytes)}B` },
      ]}
      rows={radio.ssids}
      total={radio.ssids.length}
      page={0}
      pageSize={Math.max(radio.ssids.length, 1)}
      onPageChange={() => {}}
      getRowKey={(x) => x.interface}
      emptyText={t("accesspoints.usage.empty")}
    />
  );
}
