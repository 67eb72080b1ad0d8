import { UNASSIGNED_GROUP_ID } from "@portico/sdk/rules";
import { useEffect, useState } from "react";
import { useINodeGroups, useRemoveINodeGroup } from "../../data/inodeGroups";
import { useINodeLiveUpdates } from "../../data/inodeLiveUpdates";
import type { INodeGroup } from "../../data/inodeTypes";
import { useConfigGroupOptions, useRoamingChannels } from "../../data/networkOptions";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useScopedRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { RowAction } from "../../ui/RowAction";
import { useToast } from "../../ui/Toast";
import { type PagingState, useViewPaging } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import { INodeGroupDialog } from "./INodeGroupDialog";
import { inodesMessages } from "./i18n";
import * as s from "./inodes.css";
import { UpgradeGroupDialog } from "./UpgradeGroupDialog";

/** The view state of {@link INodeGroupList}: its page (0-based) and page size (@default 20). */
export type INodeGroupListState = PagingState;

/** Props of {@link INodeGroupList}. */
export interface INodeGroupListProps {
  /** View state (the page); controlled when given, the list's own otherwise. */
  state?: INodeGroupListState;
  /** Called with the whole next state when the user pages or changes the page size. */
  onStateChange?(next: INodeGroupListState): void;
  businessId: number;
  /** The business has no iNode group yet (the console opens the first iNode group wizard). */
  onNoGroups?(): void;
  /** Show a group's devices (-1: those in no group). */
  onShowDevices?(groupId: number): void;
  /** Open a group's pre-authorisation list. */
  onShowPreAuth?(groupId: number): void;
  /**
   * The firmware upgrade job whose progress dialog is open, when the host keeps it (the console in `?upgrade=`, so a
   * reload or a shared link shows the job again); the list's own otherwise.
   */
  upgradeJobId?: number | null;
  /** Called with the job once a group upgrade is queued, and with null when its dialog closes. */
  onUpgradeJobChange?(jobId: number | null): void;
}

/**
 * The iNode groups of a business, then the virtual 'Unassigned Group INodes' (-1), with add, edit (VLAN per
 * WAN) and delete ('Do you really want to delete' plus the name; its devices become unassigned).
 * @example <INodeGroupList businessId={bid} onNoGroups={() => go("first-inode-group")} />
 */
export function INodeGroupList(props: INodeGroupListProps) {
  const { businessId, onNoGroups, onShowDevices, onShowPreAuth, onUpgradeJobChange } = props;
  useAreaMessages(inodesMessages);
  const { t } = usePortico();
  const scoped = useScopedRoot();
  const toast = useToast();
  const { confirm, element } = useConfirm();
  const groups = useINodeGroups(businessId);
  const configs = useConfigGroupOptions(businessId);
  const channels = useRoamingChannels(businessId);
  const remove = useRemoveINodeGroup(businessId);
  const [editing, setEditing] = useState<INodeGroup | "new" | null>(null);
  const [upgrading, setUpgrading] = useState<INodeGroup | null>(null);
  const [ownJobId, setOwnJobId] = useState<number | null>(null);
  const upgradeJobId = props.upgradeJobId !== undefined ? props.upgradeJobId : ownJobId;
  const setUpgradeJob = (jobId: number | null) => {
    setOwnJobId(jobId);
    onUpgradeJobChange?.(jobId);
  };
  // Every group comes in one answer: the table pages it here.
  const paging = useViewPaging(props.state, props.onStateChange);
  useINodeLiveUpdates(businessId);

  const real = groups.data?.filter((g) => g.id !== UNASSIGNED_GROUP_ID);
  // Only on data fetched since this list mounted: a cached list from before a wizard run must not bounce back.
  const noGroups = real !== undefined && real.length === 0 && groups.isFetchedAfterMount && !groups.isFetching;
  useEffect(() => {
    if (noGroups) onNoGroups?.();
  }, [noGroups, onNoGroups]);

  const nameOf = (g: INodeGroup) => (g.id === UNASSIGNED_GROUP_ID ? t("Unassigned Group INodes") : g.name);
  const columns: DataTableColumn<INodeGroup>[] = [
    { key: "name", header: t("inodes.col.groupName"), cell: nameOf },
    {
      key: "count",
      header: t("inodes.col.devices"),
      cell: (g) =>
        onShowDevices ? (
          <Button
            variant="link"
            onClick={() => onShowDevices(g.id)}
            aria-label={t("inodes.group.showDevices", { name: nameOf(g), count: g.inodes.length })}
          >
            {g.inodes.length}
          </Button>
        ) : (
          g.inodes.length
        ),
    },
    { key: "timeZone", header: t("inodes.col.timeZone"), cell: (g) => g.timeZone },
    { key: "model", header: t("inodes.col.model"), cell: (g) => g.modelId ?? "" },
    {
      key: "config",
      header: t("inodes.col.configuration"),
      cell: (g) => configs.data?.find((c) => c.id === g.configurationId)?.name ?? "",
    },
    {
      key: "roaming",
      header: t("inodes.col.roaming"),
      cell: (g) => channels.data?.find((c) => c.id === g.roamingId)?.name ?? "",
    },
    // Every real group has its firmware upgrade action (disabled without `put`), so the actions column always shows.
    {
      key: "actions",
      header: t("inodes.col.actions"),
      cell: (g) =>
        g.id === UNASSIGNED_GROUP_ID ? null : (
          <span className={s.toolbar}>
            <WriteControl businessId={businessId} verb="put" hide>
              <RowAction
                icon="edit"
                onClick={() => setEditing(g)}
                label={t("inodes.group.edit", { name: g.name })}
                tooltip={t("inodes.edit")}
              />
            </WriteControl>
            {/* Shown disabled (not hidden) to a read-only sub-account: the group upgrade exists but is out of reach. */}
            <WriteControl businessId={businessId} verb="put">
              <RowAction
                icon="upgrade"
                onClick={() => setUpgrading(g)}
                label={t("inodes.upgrade.label", { name: g.name })}
                tooltip={t("inodes.upgrade.open")}
              />
            </WriteControl>
            {onShowPreAuth ? (
              <RowAction
                icon="preauth"
                onClick={() => onShowPreAuth(g.id)}
                label={t("inodes.preauth.open")}
                tooltip={t("inodes.preauth.open")}
              />
            ) : null}
            <WriteControl businessId={businessId} verb="delete" hide>
              <RowAction
                icon="remove"
                variant="danger"
                label={t("inodes.group.remove", { name: g.name })}
                tooltip={t("inodes.remove")}
                onClick={async () => {
                  if (!(await confirm({ message: `${t("Do you really want to delete")} ${g.name}?`, danger: true })))
                    return;
                  try {
                    await remove.mutateAsync(g.id);
                    toast.success(t("Remove"));
                  } catch (e) {
                    toast.error(e);
                  }
                }}
              />
            </WriteControl>
          </span>
        ),
    },
  ];
  return (
    <section className={`${scoped.className} ${s.stack}`} style={scoped.style} aria-label={t("inodes.groups.title")}>
      {element}
      <div className={s.toolbar}>
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={() => setEditing("new")}>{t("inodes.groups.add")}</Button>
        </WriteControl>
      </div>
      <DataTable
        caption={t("inodes.groups.title")}
        {...paging.whole(groups)}
        columns={columns}
        getRowKey={(g) => g.id}
        error={groups.data ? null : groups.error}
      />
      <UpgradeGroupDialog
        businessId={businessId}
        group={upgrading}
        jobId={upgradeJobId}
        onClose={() => {
          setUpgrading(null);
          if (upgradeJobId !== null) setUpgradeJob(null);
        }}
        onStarted={setUpgradeJob}
      />
      <INodeGroupDialog
        businessId={businessId}
        group={editing === "new" ? null : editing}
        open={editing !== null}
        onOpenChange={(o) => {
          if (!o) setEditing(null);
        }}
      />
    </section>
  );
}
