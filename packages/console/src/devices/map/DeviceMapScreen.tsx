import { errorCode, useAreaMessages, usePortico } from "@portico/react";
import {
  DeviceMap,
  type DeviceMapData,
  deviceMapKey,
  deviceMapMessages,
  useDeviceMapData,
} from "@portico/react/devices";
import { Alert } from "@portico/react/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useConsoleBusiness } from "../../business/BusinessContext";
import type { ScreenProps } from "../../routes/screens";

const detailPath = (bid: number, cuid: string) => `/businesses/${bid}/inodegroups/${encodeURIComponent(cuid)}/info`;

/**
 * /system/inodes: the map of every device for platform administrators. Anyone else (the server answers 403)
 * sees the map of the selected business, with a note saying so, rather than an error page.
 */
export default function DeviceMapScreen(_: ScreenProps) {
  useAreaMessages(deviceMapMessages);
  const { t } = usePortico();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { bid } = useConsoleBusiness();
  // The same query (and cache entry) the system DeviceMap reads, so probing costs no extra call.
  const system = useDeviceMapData();
  const refused = system.isError && errorCode(system.error) === "FORBIDDEN";

  if (refused) {
    return (
      <>
        <Alert tone="warning">{t("devicemap.businessOnly")}</Alert>
        {bid > 0 ? <DeviceMap key={bid} businessId={bid} onSelect={(cuid) => navigate(detailPath(bid, cuid))} /> : null}
      </>
    );
  }
  return (
    <DeviceMap
      onSelect={(cuid) => {
        const data = queryClient.getQueryData<DeviceMapData>(deviceMapKey());
        const d = data?.devices.find((x) => x.cuid === cuid);
        if (d) navigate(detailPath(d.businessId, cuid));
      }}
    />
  );
}
