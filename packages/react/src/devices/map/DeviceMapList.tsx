import { DEVICE_MAP_PAGE_SIZE } from "@portico/sdk/rules";
import type { DeviceLocation } from "../../data/deviceMap";
import { usePortico } from "../../provider/context";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import * as s from "./deviceMap.css";

/** Props of {@link DeviceMapList}. */
export interface DeviceMapListProps {
  /** The rows of this page. */
  rows: DeviceLocation[] | undefined;
  /** Devices in all pages. */
  total: number;
  page: number;
  onPageChange(page: number): void;
  onOpen(device: DeviceLocation): void;
  error?: unknown;
  onRetry?(): void;
}

/** The map's device list: 50 a page (part 3, device map), a row centres the map on its device. */
export function DeviceMapList({ rows, total, page, onPageChange, onOpen, error, onRetry }: DeviceMapListProps) {
  const { t } = usePortico();
  const columns: DataTableColumn<DeviceLocation>[] = [
    { key: "name", header: t("devicemap.col.name"), cell: (d) => d.nickname || d.cuid },
    { key: "cuid", header: t("devicemap.col.cuid"), cell: (d) => d.cuid },
    {
      key: "status",
      header: t("devicemap.col.status"),
      cell: (d) => (
        <span className={s.status} data-online={d.online}>
          <span className={d.online ? s.dotOnline : s.dotOffline} aria-hidden="true" />
          {t(d.online ? "devicemap.online" : "devicemap.offline")}
        </span>
      ),
    },
    {
      key: "location",
      header: t("devicemap.col.location"),
      cell: (d) => d.address || `${d.latitude.toFixed(5)}, ${d.longitude.toFixed(5)}`,
    },
  ];
  return (
    <DataTable
      caption={t("devicemap.listCaption")}
      columns={columns}
      rows={rows}
      total={total}
      page={page}
      pageSize={DEVICE_MAP_PAGE_SIZE}
      onPageChange={onPageChange}
      getRowKey={(d) => d.cuid}
      onRowClick={onOpen}
      error={error}
      onRetry={onRetry}
      emptyText={t("devicemap.empty")}
    />
  );
}
