import { INodeGroupList } from "@portico/react/devices";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";
import { INodeGroupTabs } from "./INodeGroupTabs";

/**
 * /businesses/{bid}/inodegroups/list?upgrade: the iNode groups. With no group yet the user goes to the first iNode
 * group wizard (part 1 section 4, first-time flow). A group firmware upgrade job in progress is kept in `?upgrade=`
 * (replaced, not pushed), so a reload or a shared link opens its progress again.
 */
export default function INodeGroupListScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const upgrade = Number(search.get("upgrade"));
  const keepUpgrade = (jobId: number | null) =>
    navigate(`/businesses/${bid}/inodegroups/list${jobId === null ? "" : `?upgrade=${jobId}`}`, { replace: true });
  const toWizard = useCallback(
    () => navigate(`/businesses/${bid}/inodegroups/first-inode-group`, { replace: true }),
    [navigate, bid],
  );
  return (
    <INodeGroupTabs bid={bid} tab="list">
      <INodeGroupList
        key={bid}
        businessId={bid}
        onNoGroups={toWizard}
        onShowDevices={(groupId) => navigate(`/businesses/${bid}/inodegroups/inodelist?group=${groupId}`)}
        onShowPreAuth={(groupId) => navigate(`/businesses/${bid}/inodegroups/preauth?igid=${groupId}`)}
        upgradeJobId={Number.isInteger(upgrade) && upgrade > 0 ? upgrade : null}
        onUpgradeJobChange={keepUpgrade}
      />
    </INodeGroupTabs>
  );
}
