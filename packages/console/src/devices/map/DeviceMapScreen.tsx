import { useAreaMessages, useMe, usePortico } from "@portico/react";
import { DeviceMap, deviceMapMessages } from "@portico/react/devices";
import { Alert } from "@portico/react/ui";
import { useNavigate } from "react-router";
import { useConsoleBusiness } from "../../business/BusinessContext";
import type { ScreenProps } from "../../routes/screens";

const detailPath = (bid: number, cuid: string) => `/businesses/${bid}/inodegroups/${encodeURIComponent(cuid)}/info`;

/**
 * /system/inodes: the map of every device for platform administrators (`platformAdmin` of /v3/me). Anyone else sees
 * the map of the selected business with a note saying so: the administrators' call is never made for them, so the
 * browser logs no refused request. Owners find their own map in the iNode groups' map tab.
 */
export default function DeviceMapScreen(_: ScreenProps) {
  useAreaMessages(deviceMapMessages);
  const { t } = usePortico();
  const navigate = useNavigate();
  const { bid } = useConsoleBusiness();
  const me = useMe();
  if (!me.data) return null;

  if (!me.data.platformAdmin) {
    return (
      <>
        <Alert tone="warning">{t("devicemap.businessOnly")}</Alert>
        {bid > 0 ? <DeviceMap key={bid} businessId={bid} onSelect={(cuid) => navigate(detailPath(bid, cuid))} /> : null}
      </>
    );
  }
  return <DeviceMap onSelect={(cuid, d) => navigate(detailPath(d.businessId, cuid))} />;
}
