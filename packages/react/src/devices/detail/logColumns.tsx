import type { TFunction } from "i18next";
import type { LogEntryOf, TextLogKind } from "../../data/inodeLogs";
import type { DataTableColumn } from "../../ui/DataTable";
import { formatTs } from "./format";

/** The table columns of each text log. */
export function logColumns<K extends TextLogKind>(
  kind: K,
  t: TFunction,
  tag: string,
): DataTableColumn<LogEntryOf[K]>[] {
  const time = { key: "ts", header: t("detail.field.time"), cell: (e: { ts: number }) => formatTs(e.ts, tag) };
  if (kind === "dns") {
    const cols: DataTableColumn<LogEntryOf["dns"]>[] = [
      time,
      { key: "mac", header: t("detail.field.mac"), cell: (e) => e.clientMac },
      { key: "ip", header: t("detail.field.ip"), cell: (e) => e.clientIp },
      { key: "domain", header: t("detail.logs.domain"), cell: (e) => e.domain },
      { key: "type", header: t("detail.logs.type"), cell: (e) => e.type },
      { key: "result", header: t("detail.logs.result"), cell: (e) => e.result },
      { key: "answer", header: t("detail.logs.answer"), cell: (e) => e.answer ?? "-" },
    ];
    return cols as never;
  }
  if (kind === "dhcp") {
    const cols: DataTableColumn<LogEntryOf["dhcp"]>[] = [
      time,
      { key: "event", header: t("detail.logs.event"), cell: (e) => e.event },
      { key: "mac", header: t("detail.field.mac"), cell: (e) => e.mac },
      { key: "ip", header: t("detail.field.ip"), cell: (e) => e.ip },
      { key: "host", header: t("detail.field.hostName"), cell: (e) => e.hostname },
    ];
    return cols as never;
  }
  const cols: DataTableColumn<LogEntryOf["wificlient"]>[] = [
    time,
    { key: "event", header: t("detail.logs.event"), cell: (e) => t(`detail.logs.wifi.${e.event}`) },
    { key: "mac", header: t("detail.field.mac"), cell: (e) => e.mac },
    { key: "ssid", header: t("detail.field.ssid"), cell: (e) => `${e.ssid} (${e.interface})` },
    { key: "signal", header: t("detail.logs.signal"), cell: (e) => `${e.signal} dBm` },
    { key: "rate", header: t("detail.logs.linkRate"), cell: (e) => `${e.txRate} / ${e.rxRate} Mbit/s` },
  ];
  return cols as never;
}

/** A stable row key of a log entry. */
export function logRowKey(e: LogEntryOf[TextLogKind], i: number): string {
  const mac = "clientMac" in e ? e.clientMac : e.mac;
  return `${e.ts}/${mac}/${i}`;
}
