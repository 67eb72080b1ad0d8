import { Dialog as RadixDialog } from "radix-ui";
import { useState } from "react";
import { useCreateNetworkConfig, useNetworkConfigs, useRemoveNetworkConfig } from "../../data/networkConfigs";
import type { NetworkConfig } from "../../data/networkConfigTypes";
import { useCan } from "../../data/useCan";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { useToast } from "../../ui/Toast";
import { useConfirmedRemove } from "../../ui/useConfirmedRemove";
import { usePaging } from "../../ui/usePaging";
import { useReturnFocus } from "../../ui/useReturnFocus";
import { useViewState } from "../../ui/useViewState";
import { WriteControl } from "../../ui/WriteControl";
import { netconfigMessages } from "./i18n";
import { NetworkConfigEditor, unsavedConfirm } from "./NetworkConfigEditor";
import { NewNetworkConfigDialog } from "./NewNetworkConfigDialog";
import * as s from "./netconfig.css";
import { useGuardedOpen } from "./useGuardedOpen";

/** Props of {@link NetworkConfigList}. */
export interface NetworkConfigListProps {
  businessId: number;
  /** View state (the template open in the editor, e.g. `?id=` in the URL); controlled when given, the list's own otherwise. */
  state?: NetworkConfigListState;
  /** Called with the whole next state when the user opens or closes a template. */
  onStateChange?(next: NetworkConfigListState): void;
  /** @deprecated Use `state={{ openId }}` (null: `{}`). */
  openId?: number | null;
  /** @deprecated Use `onStateChange` (called with `{ openId }`, `{}` when closed). */
  onOpenChange?(id: number | null): void;
}

/** The view state of {@link NetworkConfigList}. */
export interface NetworkConfigListState {
  /** The id of the template open in the editor; none = the list alone. */
  openId?: number;
}

/** Suffix of a duplicated template's name (the spec's rule for duplicated names). */
export const COPY_SUFFIX = " Copy";

/**
 * The network configuration templates of a business: add (the business's defaults), edit in the full editor,
 * duplicate (' Copy') and remove after 'Do you really want to delete' plus the name.
 * @example <NetworkConfigList businessId={bid} state={{ openId }} onStateChange={(s) => setOpenId(s.openId)} />
 */
export function NetworkConfigList(props: NetworkConfigListProps) {
  const { businessId, openId } = props;
  useAreaMessages(netconfigMessages);
  const { t, locale } = usePortico();
  const toast = useToast();
  const list = useNetworkConfigs(businessId);
  const create = useCreateNetworkConfig(businessId);
  const remove = useRemoveNetworkConfig(businessId);
  const removal = useConfirmedRemove<NetworkConfig>({
    message: (c) => t("netconfig.removeConfirm", { name: c.name }),
    remove: (c) => remove.mutateAsync(c.id),
    done: t("netconfig.toast.remove"),
  });
  const { confirm, element } = removal;
  const paging = usePaging();
  const [view, setView] = useViewState<NetworkConfigListState>(
    props.state ?? (openId === undefined ? undefined : { openId: openId ?? undefined }),
    (next) => {
      props.onStateChange?.(next);
      props.onOpenChange?.(next.openId ?? null);
    },
    {},
  );
  const [adding, setAdding] = useState(false);
  const requested = view.openId ?? null;
  const setOpen = (id: number | null) => setView({ openId: id ?? undefined });
  // Closing the editor's dialog (Close, Escape, outside) with unsaved changes asks first.
  const [dirty, setDirty] = useState(false);
  const closeEditor = async () => {
    if (dirty && !(await confirm(unsavedConfirm(t)))) return;
    setDirty(false);
    setOpen(null);
  };
  // The open template follows the view state at once, unless unsaved changes make it ask (browser back, say).
  const open = useGuardedOpen(requested, dirty, {
    ask: () => confirm(unsavedConfirm(t)),
    onLeave: () => setDirty(false),
    onStay: setOpen, // the view state goes back to the template being edited
  });
  const editing = open ? list.data?.find((c) => c.id === open) : undefined;
  const returnFocus = useReturnFocus(!!open);

  const duplicate = async (c: NetworkConfig) => {
    try {
      await create.mutateAsync({ name: `${c.name}${COPY_SUFFIX}`.slice(0, 100), detail: c.detail });
      toast.success(t("netconfig.toast.add"));
    } catch (e) {
      toast.error(e);
    }
  };
  const onRemove = (c: NetworkConfig) => removal.ask(c);
  const date = new Intl.DateTimeFormat(locale === "tw" ? "zh-TW" : locale === "zh" ? "zh-CN" : locale, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const canAdd = useCan(businessId, "post");
  // Without put the editor opens for viewing, and the name says so.
  const canEdit = useCan(businessId, "put");
  const canRemove = useCan(businessId, "delete");
  const allColumns: DataTableColumn<NetworkConfig>[] = [
    {
      key: "name",
      header: t("netconfig.list.name"),
      cell: (c) => (
        <Button
          variant="link"
          onClick={() => setOpen(c.id)}
          aria-label={t(canEdit ? "netconfig.list.edit" : "netconfig.list.view", { name: c.name })}
        >
          {c.name}
        </Button>
      ),
    },
    { key: "updated", header: t("netconfig.list.updated"), cell: (c) => date.format(new Date(c.updatedTs * 1000)) },
    {
      key: "actions",
      header: t("netconfig.list.actions"),
      cell: (c) => (
        <span className={s.row}>
          <WriteControl businessId={businessId} verb="post" hide>
            <Button
              variant="secondary"
              onClick={() => duplicate(c)}
              aria-label={t("netconfig.list.duplicate", { name: c.name })}
            >
              {t("netconfig.duplicate")}
            </Button>
          </WriteControl>
          <WriteControl businessId={businessId} verb="delete" hide>
            <Button
              variant="danger"
              onClick={() => onRemove(c)}
              aria-label={t("netconfig.list.remove", { name: c.name })}
            >
              {t("netconfig.remove")}
            </Button>
          </WriteControl>
        </span>
      ),
    },
  ];
  // No row action the caller may use: no actions column.
  const columns = allColumns.filter((c) => c.key !== "actions" || canAdd || canRemove);
  return (
    <PorticoRoot>
      <div className={s.editor}>
        {open ? null : element}
        <div className={s.toolbar}>
          <p className={`${s.muted} ${s.grow}`}>{t("netconfig.list.intro")}</p>
          <WriteControl businessId={businessId} verb="post">
            <Button onClick={() => setAdding(true)}>{t("netconfig.add")}</Button>
          </WriteControl>
        </div>
        <DataTable
          caption={t("netconfig.list.caption")}
          columns={columns}
          rows={list.error ? [] : paging.slice(list.data)}
          total={list.data?.length ?? 0}
          {...paging.table}
          getRowKey={(c) => c.id}
          loading={list.isFetching}
          error={list.error ? t("netconfig.error.list") : undefined}
          onRetry={() => list.refetch()}
          emptyText={t("netconfig.list.empty")}
        />
      </div>
      <NewNetworkConfigDialog
        businessId={businessId}
        open={adding}
        onOpenChange={setAdding}
        onCreated={(c) => {
          setAdding(false);
          setOpen(c.id);
        }}
      />
      <RadixDialog.Root open={!!open} onOpenChange={(o) => (o ? null : void closeEditor())}>
        <RadixDialog.Portal>
          <PorticoRoot>
            <RadixDialog.Overlay className={s.overlay} />
            <RadixDialog.Content className={s.fullscreen} aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
              {element}
              <header className={s.header}>
                <RadixDialog.Title className={s.headerTitle}>
                  {editing ? t("netconfig.editor.titleNamed", { name: editing.name }) : t("netconfig.editor.title")}
                </RadixDialog.Title>
                <RadixDialog.Close asChild>
                  <Button variant="secondary">{t("Close")}</Button>
                </RadixDialog.Close>
              </header>
              <div className={s.body}>
                <div className={s.inner}>
                  {open ? (
                    <NetworkConfigEditor
                      businessId={businessId}
                      target="template"
                      templateId={open}
                      onCancel={() => {
                        setDirty(false);
                        setOpen(null);
                      }}
                      onDirtyChange={setDirty}
                      onSaved={() => {
                        setDirty(false);
                        setOpen(null);
                      }}
                    />
                  ) : null}
                </div>
              </div>
            </RadixDialog.Content>
          </PorticoRoot>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </PorticoRoot>
  );
}
