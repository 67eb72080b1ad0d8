import { INODE_STATUS_FILTERS, UNASSIGNED_GROUP_ID } from "@portico/sdk/rules";
import { useEffect, useState } from "react";
import { useINodeGroups } from "../../data/inodeGroups";
import { useINodeLiveUpdates } from "../../data/inodeLiveUpdates";
import { useINodes } from "../../data/inodes";
import type { INode, INodeStatusFilter, NewINode } from "../../data/inodeTypes";
import { useCan } from "../../data/useCan";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useScopedRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { usePaging } from "../../ui/usePaging";
import { useViewState } from "../../ui/useViewState";
import { WriteControl } from "../../ui/WriteControl";
import { BindINodeDialog } from "./BindINodeDialog";
import { GroupRoamingChannel } from "./GroupRoamingChannel";
import { INodeStatusBadge } from "./INodeStatusBadge";
import { inodesMessages } from "./i18n";
import * as s from "./inodes.css";
import { NicknameCell } from "./NicknameCell";
import { ScanINodesDialog } from "./ScanINodesDialog";
import { UnbindINodeButton } from "./UnbindINodeButton";

/** View state of {@link INodeList} a host may keep (in the query string, say); none = every device. */
export interface INodeListState {
  /** Only the devices online, offline or unconfigured. */
  status?: INodeStatusFilter;
  /** Only one group's devices (-1: those in no group). */
  groupId?: number;
}

/** Props of {@link INodeList}. */
export interface INodeListProps {
  businessId: number;
  /** View state (the filters); controlled when given, the widget's own otherwise. */
  state?: INodeListState;
  /** Called with the whole next state when the user changes a filter. */
  onStateChange?(next: INodeListState): void;
  /** @deprecated Use `state={{ groupId }}` (without `state`, the group shown first). */
  groupId?: number;
  /** @deprecated Use `state={{ status }}` (without `state`, the status filter shown first). */
  status?: INodeStatusFilter;
  /** A device was chosen; default: navigate to /businesses/{bid}/inodegroups/{cuid}/info. */
  onOpen?(cuid: string): void;
}

/** Rows per page (the spec's tables: 20 by default). */
const PAGE_SIZE = 20;

/**
 * The devices of a business, server-paged (a fleet of 50,000 loads one page at a time), filtered by status,
 * group and name, with inline nickname edit, unbinding (a row action), binding, scanning for new devices and the group's cross-group
 * roaming channel. Live events change a row in place: a device going offline shows without a reload.
 * @example <INodeList businessId={bid} onOpen={(cuid) => navigate(`/businesses/${bid}/inodegroups/${cuid}/info`)} />
 */
export function INodeList(props: INodeListProps) {
  useAreaMessages(inodesMessages);
  const { businessId } = props;
  const { t, navigate } = usePortico();
  const scoped = useScopedRoot();
  // The deprecated props are where an uncontrolled list starts (a changed groupId still shows, as before).
  const [view, setView] = useViewState<INodeListState>(props.state, props.onStateChange, {
    status: props.status,
    groupId: props.groupId,
  });
  const { status, groupId } = view;
  const [typed, setTyped] = useState("");
  const [name, setName] = useState("");
  // New filters (also from the host's back button) start at the first page.
  const paging = usePaging(`${status}/${groupId}`, PAGE_SIZE);
  const [binding, setBinding] = useState<{ ac?: string; modelId?: string } | null>(null);
  const [scanning, setScanning] = useState(false);
  useINodeLiveUpdates(businessId);

  // Typing filters after a short pause, not on every key.
  useEffect(() => {
    const id = setTimeout(() => {
      setName(typed.trim());
      paging.setPage(0);
    }, 300);
    return () => clearTimeout(id);
  }, [typed, paging.setPage]);

  const query = { status, name: name || undefined, groupId, page: paging.page, pageSize: paging.size };
  const list = useINodes(businessId, query);
  const groups = useINodeGroups(businessId);
  const groupName = (id: number) =>
    id === UNASSIGNED_GROUP_ID ? t("Unassigned Group INodes") : (groups.data?.find((g) => g.id === id)?.name ?? "");
  const open = (cuid: string) =>
    props.onOpen ? props.onOpen(cuid) : navigate(`/businesses/${businessId}/inodegroups/${cuid}/info`);
  const chosenGroup = groupId !== undefined && groupId > 0 ? groups.data?.find((g) => g.id === groupId) : undefined;

  // Unbinding is the one row action: without delete the column would be empty, so it goes.
  const canUnbind = useCan(businessId, "delete");
  const columns: DataTableColumn<INode>[] = [
    {
      key: "name",
      header: t("inodes.col.name"),
      cell: (n) => <NicknameCell businessId={businessId} node={n} onOpen={() => open(n.cuid)} />,
    },
    { key: "status", header: t("inodes.col.status"), cell: (n) => <INodeStatusBadge node={n} /> },
    { key: "model", header: t("inodes.col.model"), cell: (n) => n.status.model ?? n.modelId ?? "" },
    { key: "group", header: t("inodes.col.group"), cell: (n) => groupName(n.groupId) },
    { key: "ac", header: t("inodes.col.ac"), cell: (n) => <span className={s.accessCode}>{n.ac}</span> },
    {
      key: "ip",
      header: t("inodes.col.ip"),
      cell: (n) => Object.values(n.info.wan).find((w) => w.ip)?.ip ?? "",
    },
    {
      key: "firmware",
      header: t("inodes.col.firmware"),
      cell: (n) => (
        <>
          {n.info.firmware.jffs2 ?? ""}
          {n.isUpgrading ? ` · ${t("inodes.upgrading")}` : n.status.upgrade ? ` · ${t("inodes.upgradeAvailable")}` : ""}
        </>
      ),
    },
  ];
  if (canUnbind) {
    columns.push({
      key: "actions",
      header: t("inodes.col.actions"),
      cell: (n) => <UnbindINodeButton businessId={businessId} node={n} compact />,
    });
  }

  return (
    <section className={`${scoped.className} ${s.stack}`} style={scoped.style} aria-label={t("inodes.list.title")}>
      <div className={s.toolbar}>
        <TextField className={s.grow} label={t("inodes.filter.name")} type="search" value={typed} onChange={setTyped} />
        <SelectField
          label={t("inodes.filter.status")}
          options={[
            { value: "", label: t("inodes.status.all") },
            ...INODE_STATUS_FILTERS.map((f) => ({ value: f, label: t(`inodes.status.${f}`) })),
          ]}
          value={status ?? ""}
          onChange={(v) => {
            setView({ status: (v || undefined) as INodeStatusFilter | undefined });
          }}
        />
        <SelectField
          label={t("inodes.filter.group")}
          options={[
            { value: "", label: t("inodes.group.all") },
            ...(groups.data ?? []).map((g) => ({ value: String(g.id), label: groupName(g.id) })),
          ]}
          value={groupId === undefined ? "" : String(groupId)}
          onChange={(v) => {
            setView({ groupId: v === "" ? undefined : Number(v) });
          }}
        />
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={() => setBinding({})}>{t("inodes.bind.open")}</Button>
        </WriteControl>
        <WriteControl businessId={businessId} verb="post">
          <Button variant="secondary" onClick={() => setScanning(true)}>
            {t("inodes.scan.open")}
          </Button>
        </WriteControl>
      </div>
      {chosenGroup ? <GroupRoamingChannel businessId={businessId} group={chosenGroup} /> : null}
      <DataTable
        caption={t("inodes.list.title")}
        columns={columns}
        rows={list.data?.inodes}
        total={list.data?.total ?? 0}
        {...paging.table}
        getRowKey={(n) => n.cuid}
        loading={list.isFetching}
        error={list.data ? null : list.error}
        onRetry={() => void list.refetch()}
        emptyText={t("inodes.list.empty")}
      />
      <ScanINodesDialog
        businessId={businessId}
        open={scanning}
        onOpenChange={setScanning}
        onBind={(d: NewINode) => {
          setScanning(false);
          setBinding({ ac: d.ac, modelId: d.modelId });
        }}
      />
      <BindINodeDialog
        businessId={businessId}
        open={binding !== null}
        onOpenChange={(o) => {
          if (!o) setBinding(null);
        }}
        initial={{ ...binding, ...(groupId !== undefined ? { groupId } : {}) }}
      />
    </section>
  );
}
