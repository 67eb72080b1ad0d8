import { INODE_STATUS_FILTERS } from "@portico/sdk/rules";
import { type FormEvent, useEffect, useState } from "react";
import {
  type AccessPointFilters,
  type AccessPointRow,
  type AccessPointSort,
  useBusinessAccessPoints,
} from "../../data/accessPoints";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useLiveEvent } from "../../provider/useLiveEvent";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { usePaging } from "../../ui/usePaging";
import { useViewState } from "../../ui/useViewState";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "../detail/detail.css";
import { formatTs } from "../detail/format";
import { AddAccessPointsDialog } from "./AddAccessPointsDialog";
import { accessPointsMessages } from "./i18n";

/** The orders the list offers (the server sorts; name:asc is its default). */
export const ACCESS_POINT_SORTS: readonly AccessPointSort[] = [
  "name:asc",
  "name:desc",
  "mac:asc",
  "mac:desc",
  "iNodeName:asc",
  "iNodeName:desc",
  "snapshotTs:desc",
  "snapshotTs:asc",
];

/**
 * The view state of {@link AccessPointList}: its filters and order (`accessPointName`, `iNodeName`, `status`,
 * `cuid`, `sort`), every field optional; none means every access point, by name.
 */
export type AccessPointListState = AccessPointFilters;

/** Props of {@link AccessPointList}. */
export interface AccessPointListProps {
  businessId: number;
  /** View state: the filters (a host keeps them in the query string); controlled when given, the widget's own otherwise. */
  state?: AccessPointListState;
  /** Called with the whole next state when the user changes a filter or the order. */
  onStateChange?(next: AccessPointListState): void;
  /** @deprecated Use `state` (the same filters). */
  filters?: AccessPointFilters;
  /** @deprecated Use `onStateChange` (called with the same filters). */
  onFiltersChange?(filters: AccessPointFilters): void;
  /** Opens an access point's statistics (/accesspoints/{apmc}). */
  onOpen?(ap: AccessPointRow): void;
}

/**
 * The access points of a business (/accesspoints): filter by access point name, iNode name and status, open one's
 * statistics, and scan an iNode to add the access points it sees.
 * @example <AccessPointList businessId={1} state={f} onStateChange={setF} onOpen={(ap) => go(ap.mac)} />
 */
export function AccessPointList(props: AccessPointListProps) {
  const { businessId, onOpen } = props;
  useAreaMessages(accessPointsMessages);
  const { t, locale } = usePortico();
  const [f, setFilters] = useViewState<AccessPointListState>(
    props.state ?? props.filters,
    (next) => {
      props.onStateChange?.(next);
      props.onFiltersChange?.(next);
    },
    {},
  );
  const [draft, setDraft] = useState({ accessPointName: f.accessPointName ?? "", iNodeName: f.iNodeName ?? "" });
  // A host that changes the filters (back button) updates the text fields.
  useEffect(
    () => setDraft({ accessPointName: f.accessPointName ?? "", iNodeName: f.iNodeName ?? "" }),
    [f.accessPointName, f.iNodeName],
  );
  // The page belongs to the filters it was chosen under: new filters (also from the host's back button) start at 0.
  const paging = usePaging(JSON.stringify([f.accessPointName, f.iNodeName, f.status, f.cuid, f.sort]));
  const [adding, setAdding] = useState(false);
  // The server filters and pages: only the rows on screen travel, whatever the size of the fleet.
  const sort = f.sort && ACCESS_POINT_SORTS.includes(f.sort) ? f.sort : undefined;
  const list = useBusinessAccessPoints(businessId, f, {
    startIndex: paging.startIndex,
    limit: paging.size,
    ...(sort ? { sort } : {}),
  });
  useLiveEvent(["iNodeOnline", "iNodeOffline", "iNodeStatusChange"], () => void list.refetch());

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    paging.setPage(0);
    setFilters(draft);
  };
  const columns: DataTableColumn<AccessPointRow>[] = [
    {
      key: "name",
      header: t("accesspoints.field.name"),
      cell: (ap) =>
        onOpen ? (
          <Button
            variant="link"
            onClick={() => onOpen(ap)}
            aria-label={t("accesspoints.open", { name: ap.name ?? ap.mac })}
          >
            {ap.name ?? ap.mac}
          </Button>
        ) : (
          (ap.name ?? ap.mac)
        ),
    },
    { key: "mac", header: t("accesspoints.field.mac"), cell: (ap) => ap.mac },
    { key: "ip", header: t("accesspoints.field.ip"), cell: (ap) => ap.ip },
    { key: "inode", header: t("accesspoints.field.inode"), cell: (ap) => ap.iNodeName ?? ap.iNodeId },
    {
      key: "status",
      header: t("accesspoints.field.status"),
      cell: (ap) => (
        <span className={ap.iNodeOnline ? s.badge.on : s.badge.off}>{t(`accesspoints.status.${ap.iNodeStatus}`)}</span>
      ),
    },
    { key: "ts", header: t("accesspoints.field.snapshot"), cell: (ap) => formatTs(ap.snapshotTs, LOCALE_TAGS[locale]) },
  ];

  return (
    <section className={s.page} aria-label={t("accesspoints.title")}>
      <div className={s.toolbar}>
        <h2 className={s.heading}>{t("accesspoints.title")}</h2>
        <span className={s.grow} />
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={() => setAdding(true)}>{t("accesspoints.add.open")}</Button>
        </WriteControl>
      </div>
      <form className={s.toolbar} onSubmit={onSearch}>
        <TextField
          label={t("accesspoints.filter.name")}
          value={draft.accessPointName}
          onChange={(v) => setDraft((d) => ({ ...d, accessPointName: v }))}
        />
        <TextField
          label={t("accesspoints.filter.inode")}
          value={draft.iNodeName}
          onChange={(v) => setDraft((d) => ({ ...d, iNodeName: v }))}
        />
        <SelectField
          label={t("accesspoints.filter.status")}
          value={f.status ?? ""}
          options={[
            { value: "", label: t("accesspoints.status.all") },
            ...INODE_STATUS_FILTERS.map((v) => ({ value: v, label: t(`accesspoints.status.${v}`) })),
          ]}
          onChange={(v) => {
            paging.setPage(0);
            setFilters({ ...draft, status: v as AccessPointFilters["status"] });
          }}
        />
        <Button type="submit" variant="secondary">
          {t("accesspoints.filter.apply")}
        </Button>
        <span className={s.grow} />
        <SelectField
          label={t("accesspoints.sort.label")}
          value={sort ?? "name:asc"}
          options={ACCESS_POINT_SORTS.map((v) => ({ value: v, label: t(`accesspoints.sort.${v.replace(":", ".")}`) }))}
          onChange={(v) => setFilters({ sort: v === "name:asc" ? undefined : (v as AccessPointSort) })}
        />
      </form>
      <DataTable
        columns={columns}
        rows={list.data?.accessPoints}
        total={list.data?.total ?? 0}
        {...paging.table}
        getRowKey={(ap) => `${ap.iNodeId}/${ap.mac}`}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => list.refetch()}
        emptyText={t("accesspoints.empty")}
      />
      <AddAccessPointsDialog
        businessId={businessId}
        open={adding}
        onOpenChange={setAdding}
        cuid={f.cuid}
        onSaved={() => void list.refetch()}
      />
    </section>
  );
}
