import { devicesKeys } from "./devicesKeys";

/** Query keys of one iNode's detail data, all under `devicesKeys.inode` so a device event refreshes them at once. */
export const detailKeys = {
  inode: devicesKeys.inode,
  visitors: (b: number, cuid: string) => [...devicesKeys.inode(b, cuid), "visitors"] as const,
  leases: (b: number, cuid: string) => [...devicesKeys.inode(b, cuid), "leases"] as const,
  lease: (b: number, cuid: string, ip: string) => [...devicesKeys.inode(b, cuid), "lease", ip] as const,
  statistics: (b: number, cuid: string) => [...devicesKeys.inode(b, cuid), "statistics"] as const,
  upgrade: (b: number, cuid: string) => [...devicesKeys.inode(b, cuid), "upgrade"] as const,
  events: (b: number, cuid: string, page: number, size: number) =>
    [...devicesKeys.inode(b, cuid), "events", page, size] as const,
  logs: (b: number, cuid: string, kind: string, radio5G: boolean) =>
    [...devicesKeys.inode(b, cuid), "logs", kind, radio5G] as const,
  systemInfo: (b: number, cuid: string) => [...devicesKeys.inode(b, cuid), "systemInfo"] as const,
  wifiInfo: (b: number, cuid: string) => [...devicesKeys.inode(b, cuid), "wifiInfo"] as const,
  upgradeHistory: (b: number, filter: { modelId: string | null; kind: string; page: number }) =>
    [...devicesKeys.scoped(b), "upgradeHistory", filter] as const,
};
