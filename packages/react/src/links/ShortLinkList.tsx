import { useState } from "react";
import { useBusiness } from "../data/businesses";
import { type Link, useLinks, useRemoveLink } from "../data/links";
import { LOCALE_TAGS } from "../i18n/detectLocale";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { useEnvSettings } from "../provider/useEnvSettings";
import { cx } from "../theme/cx";
import { PorticoRoot } from "../theme/PorticoRoot";
import { Button } from "../ui/Button";
import { DataTable, type DataTableColumn } from "../ui/DataTable";
import { DEFAULT_PAGE_SIZE } from "../ui/pageSizes";
import { RowAction } from "../ui/RowAction";
import { useToast } from "../ui/Toast";
import { useConfirmedRemove } from "../ui/useConfirmedRemove";
import { tablePaging, useViewState } from "../ui/useViewState";
import { WriteControl } from "../ui/WriteControl";
import { linkMessages } from "./i18n";
import { LinkQrCode } from "./LinkQrCode";
import * as s from "./links.css";
import { ShortLinkDialog } from "./ShortLinkDialog";
import { TableCardEditor } from "./tablecard/TableCardEditor";

/** The list's view state (kept by the host, e.g. in the URL). */
export interface ShortLinkListState {
  /** 0-based page. @default 0 */
  page?: number;
  /** Links a page. @default 20 */
  pageSize?: number;
}

/** Props of {@link ShortLinkList}. */
export interface ShortLinkListProps {
  businessId: number;
  /**
   * The selected project (event menu type): only the links whose campaign is in it are listed, the dialog
   * offers only its activities, and a link can only be added with one (0 = 'All Items' = none).
   */
  appId?: number;
  /** View state; controlled when given, the widget's own (page 0, 20 a page) otherwise. */
  state?: ShortLinkListState;
  /** Called with the whole next state when the user pages or changes the page size. */
  onStateChange?(next: ShortLinkListState): void;
  /** Opens a link's statistics; default navigates to /businesses/{bid}/channels/shorturl/{sid}/statistics. */
  onOpenStatistics?(link: Link): void;
  className?: string;
}

/**
 * /channels/shorturl: the business's short links (20 a page) with campaign type, content, short URL with a
 * copy button, QR thumbnail with download, add/edit dialog, delete with confirm and the statistics action.
 * @example <ShortLinkList businessId={bid} appId={projectId} />
 */
export function ShortLinkList({
  businessId,
  appId,
  state,
  onStateChange,
  onOpenStatistics,
  className,
}: ShortLinkListProps) {
  useAreaMessages(linkMessages);
  const { t, navigate, locale } = usePortico();
  const toast = useToast();
  const env = useEnvSettings();
  const _business = useBusiness(businessId);
  const [view, setView] = useViewState(state, onStateChange, { page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const project = appId && appId > 0 ? appId : undefined;
  const links = useLinks(businessId, view.page * view.pageSize, view.pageSize, project);
  const remove = useRemoveLink(businessId);
  const [editing, setEditing] = useState<Link | "new" | null>(null);
  // The link whose QR stand (table card) is being designed.
  const [printing, setPrinting] = useState<Link | null>(null);

  const openStatistics = (l: Link) =>
    onOpenStatistics ? onOpenStatistics(l) : navigate(`/businesses/${businessId}/channels/shorturl/${l.id}/statistics`);

  const add = () => {
    // Event mode: a link belongs to a project, so one must be selected first (the server says so too).
    if (env.data?.leftMenuType === "event" && !project) toast.error(t("error.PROJECT_REQUIRED"), 5000);
    else setEditing("new");
  };

  const copy = async (l: Link) => {
    try {
      await navigator.clipboard.writeText(l.porticoUrl);
      toast.success(t("links.copied"));
    } catch {
      toast.error(t("links.copyFailed"));
    }
  };

  const removal = useConfirmedRemove<Link>({
    message: (l) => t("links.removeConfirm", { name: l.name }),
    remove: (l) => remove.mutateAsync(l.id),
    done: t("links.toast.remove"),
  });
  const askRemove = async (l: Link) => {
    const lastOnPage = links.data?.links.length === 1 && view.page > 0;
    // The last row of a later page: step back so the table is not left empty.
    if ((await removal.ask(l)) && lastOnPage) setView({ ...view, page: view.page - 1 });
  };

  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const columns: DataTableColumn<Link>[] = [
    { key: "name", header: t("links.col.name"), cell: (l) => l.name },
    { key: "type", header: t("links.col.campaignType"), cell: (l) => t(`links.type.${l.campaignType}`) },
    {
      key: "content",
      header: t("links.col.content"),
      cell: (l) => l.contentName ?? <span className={s.muted}>{t("links.content.removed")}</span>,
    },
    {
      key: "url",
      header: t("links.col.url"),
      cell: (l) => (
        <span className={s.url}>
          <a href={l.porticoUrl} target="_blank" rel="noreferrer">
            {l.porticoUrl}
          </a>
          <RowAction
            icon="copy"
            onClick={() => void copy(l)}
            label={t("links.copyOf", { name: l.name })}
            tooltip={t("links.copy")}
          />
        </span>
      ),
    },
    { key: "qr", header: t("links.col.qr"), cell: (l) => <LinkQrCode link={l} size={64} /> },
    { key: "created", header: t("links.col.created"), cell: (l) => dateFormat.format(new Date(l.createdTs * 1000)) },
    {
      key: "actions",
      header: <span className={s.muted}>{t("links.col.actions")}</span>,
      cell: (l) => (
        <span className={s.actions}>
          <RowAction
            icon="statistics"
            onClick={() => openStatistics(l)}
            label={t("links.statisticsOf", { name: l.name })}
            tooltip={t("links.statistics")}
          />
          <RowAction
            icon="tableCard"
            onClick={() => setPrinting(l)}
            label={t("links.tableCardOf", { name: l.name })}
            tooltip={t("links.tableCard")}
          />
          <WriteControl businessId={businessId} verb="put" hide>
            <RowAction
              icon="edit"
              onClick={() => setEditing(l)}
              label={t("links.editOf", { name: l.name })}
              tooltip={t("links.edit")}
            />
          </WriteControl>

          <WriteControl businessId={businessId} verb="delete" hide>
            <RowAction
              icon="remove"
              variant="danger"
              onClick={() => void askRemove(l)}
              label={t("links.removeOf", { name: l.name })}
              tooltip={t("links.remove")}
            />
          </WriteControl>
        </span>
      ),
    },
  ];

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("links.list.title")}</h2>
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={add}>{t("links.add")}</Button>
        </WriteControl>
      </div>
      <DataTable
        caption={t("links.list.caption")}
        columns={columns}
        rows={links.data?.links}
        total={links.data?.total ?? 0}
        {...tablePaging(view, setView)}
        getRowKey={(l) => l.id}
        loading={links.isFetching}
        error={links.error}
        onRetry={() => void links.refetch()}
        emptyText={t(project ? "links.list.emptyProject" : "links.list.empty")}
      />
      <ShortLinkDialog
        businessId={businessId}
        link={editing === "new" || editing === null ? undefined : editing}
        appId={project}
        open={editing !== null}
        onOpenChange={(o) => {
          if (!o) setEditing(null);
        }}
      />
      <TableCardEditor
        open={printing !== null}
        onOpenChange={(o) => {
          if (!o) setPrinting(null);
        }}
        url={printing?.porticoUrl ?? ""}
        name={printing?.contentName ?? printing?.name}
      />
      {removal.element}
    </PorticoRoot>
  );
}
