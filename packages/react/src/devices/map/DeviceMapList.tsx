import { DEVICE_MAP_PAGE_SIZE } from "@portico/sdk/rules";
import type { DeviceLocation } from "../../data/deviceMap";
import { usePortico } from "../../provider/context";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import * as s from "./deviceMap.css";

/** Props of {@link DeviceMapList}. */
export interface DeviceMapListProps {
  devices: DeviceLocation[] | undefined;
  page: number;
  onPageChange(page: number): void;
  onOpen(cuid: string): void;
  error?: unknown;
  onRetry?(): void;
}

/** The map's device list: 50 a page (part 3, device map), a row centres the map on its device. */
export function DeviceMapList({ devices, page, onPageChange, onOpen, error, onRetry }: DeviceMapListProps) {
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
  const start = page * DEVICE_MAP_PAGE_SIZE;
  return (
    <DataTable
      caption={t("devicemap.listCaption")}
      columns={columns}
      rows={devices?.slice(start, start + DEVICE_MAP_PAGE_SIZE)}
      total={devices?.length ?? 0}
      page={page}
      pageSize={DEVICE_MAP_PAGE_SIZE}
      onPageChange={onPageChange}
      getRowKey={(d) => d.cuid}
      onRowClick={(d) => onOpen(d.cuid)}
      error={error}
      onRetry={onRetry}
      emptyText={t("devicemap.empty")}
    />
  );
}
