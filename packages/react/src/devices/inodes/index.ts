/** devices/inodes: iNode groups, the iNode list, grouping, the first iNode group wizard and pre-authorisation. */

export {
  fetchINodeGroups,
  invalidateINodeGroups,
  prefetchINodeGroups,
  useCreateINodeGroup,
  useINodeGroups,
  useMoveINodes,
  useRemoveINodeGroup,
  useUpdateINodeGroup,
} from "../../data/inodeGroups";
export { applyINodeEvent, INODE_LIVE_EVENTS, useINodeLiveUpdates } from "../../data/inodeLiveUpdates";
export {
  fetchINodeModelDescription,
  fetchINodeModels,
  useINodeModelDescription,
  useINodeModels,
} from "../../data/inodeModels";
export type { INodeQuery } from "../../data/inodes";
export {
  fetchINodes,
  invalidateINodes,
  patchCachedINode,
  prefetchINodes,
  useBindINode,
  useINodes,
  useUnbindINode,
  useUpdateINode,
} from "../../data/inodes";
export type * from "../../data/inodeTypes";
export { fetchConfigGroupOptions, useConfigGroupOptions } from "../../data/networkOptions";
export { fetchNewINodes, useNewINodes } from "../../data/newINodes";
export type { PreAuthOwner } from "../../data/preAuth";
export { fetchPreAuth, usePreAuth, useRemovePreAuth } from "../../data/preAuth";
export type { UpgradeJob, UpgradeJobDevice, UpgradeJobDevices, UpgradeJobRequest } from "../../data/upgradeJobs";
export {
  fetchUpgradeJobDevices,
  isJobFinished,
  startUpgradeJob,
  upgradeJobKeys,
  useUpgradeJob,
  useUpgradeJobProgress,
} from "../../data/upgradeJobs";
export { bindKey, toAccessCode } from "./accessCode";
export type { BindINodeDialogProps } from "./BindINodeDialog";
export { BindINodeDialog } from "./BindINodeDialog";
export type { BindingProgressDialogProps } from "./BindingProgressDialog";
export { BindingProgressDialog } from "./BindingProgressDialog";
export { BINDING_PROGRESS_MS, bindingProgress, POST_SETUP_REDIRECT_MS } from "./bindingProgress";
export type { FirstINodeGroupWizardProps } from "./FirstINodeGroupWizard";
export { FirstINodeGroupWizard } from "./FirstINodeGroupWizard";
export type { INodeGroupDialogProps } from "./INodeGroupDialog";
export { INodeGroupDialog } from "./INodeGroupDialog";
export type { INodeGroupingProps } from "./INodeGrouping";
export { INodeGrouping } from "./INodeGrouping";
export type { INodeGroupListProps, INodeGroupListState } from "./INodeGroupList";
export { INodeGroupList } from "./INodeGroupList";
export type { INodeListProps, INodeListState } from "./INodeList";
export { INodeList } from "./INodeList";
export { INodeStatusBadge } from "./INodeStatusBadge";
export { inodesMessages } from "./i18n";
export type { PreAuthListProps, PreAuthListState } from "./PreAuthList";
export { PreAuthList } from "./PreAuthList";
export type { ScanINodesDialogProps } from "./ScanINodesDialog";
export { ScanINodesDialog } from "./ScanINodesDialog";
export type { UnbindINodeButtonProps } from "./UnbindINodeButton";
export { UnbindINodeButton } from "./UnbindINodeButton";
export type { UpgradeGroupDialogProps } from "./UpgradeGroupDialog";
export { UpgradeGroupDialog } from "./UpgradeGroupDialog";
export type { UpgradeJobProgressProps } from "./UpgradeJobProgress";
export { UpgradeJobProgress } from "./UpgradeJobProgress";
export type { FirstINodeGroupInput } from "./useFirstINodeGroupSetup";
export { useFirstINodeGroupSetup } from "./useFirstINodeGroupSetup";
