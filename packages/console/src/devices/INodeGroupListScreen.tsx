import { INodeGroupList } from "@portico/react/devices";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";
import { INodeGroupTabs } from "./INodeGroupTabs";

/**
 * /businesses/{bid}/inodegroups/list: the iNode groups. With no group yet the user goes to the first iNode
 * group wizard (part 1 section 4, first-time flow).
 */
export default function INodeGroupListScreen({ params }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
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
      />
    </INodeGroupTabs>
  );
}
