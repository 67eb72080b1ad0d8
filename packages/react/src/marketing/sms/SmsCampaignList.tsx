import { useState } from "react";
import { type SmsCampaign, useRemoveSmsCampaign, useSmsCampaigns } from "../../data/smsCampaigns";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { DEFAULT_PAGE_SIZE } from "../../ui/pageSizes";
import { RowAction } from "../../ui/RowAction";
import { useConfirmedRemove } from "../../ui/useConfirmedRemove";
import { tablePaging, useViewState } from "../../ui/useViewState";
import { WriteControl } from "../../ui/WriteControl";
import { smsMessages } from "./i18n";
import { SmsCampaignDialog } from "./SmsCampaignDialog";
import * as s from "./sms.css";

/** The list's view state (kept by the host, e.g. in the URL). */
export interface SmsCampaignListState {
  /** 0-based page. @default 0 */
  page?: number;
  /** Campaigns a page. @default 20 */
  pageSize?: number;
}

/** Props of {@link SmsCampaignList}. */
export interface SmsCampaignListProps {
  businessId: number;
  /** View state; controlled when given, the widget's own (page 0, 20 a page) otherwise. */
  state?: SmsCampaignListState;
  onStateChange?(next: SmsCampaignListState): void;
  /** Opens the add dialog on the first render (the console's `/sms?post`). @default false */
  startAdding?: boolean;
  /** Opens a campaign's editor; default navigates to /businesses/{bid}/sms/{sid}. */
  onOpenCampaign?(campaign: SmsCampaign): void;
  className?: string;
}

/**
 * /sms: the business's SMS campaigns (20 a page, latest change first) with recipients, sends and the last change;
 * the add dialog names a new campaign and opens its editor; delete asks first.
 * @example <SmsCampaignList businessId={bid} onOpenCampaign={(c) => go(`/sms/${c.id}`)} />
 */
export function SmsCampaignList({
  businessId,
  state,
  onStateChange,
  startAdding = false,
  onOpenCampaign,
  className,
}: SmsCampaignListProps) {
  useAreaMessages(smsMessages);
  const { t, navigate, locale } = usePortico();
  const [view, setView] = useViewState(state, onStateChange, { page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const campaigns = useSmsCampaigns(businessId, view.page * view.pageSize, view.pageSize);
  const remove = useRemoveSmsCampaign(businessId);
  const [adding, setAdding] = useState(startAdding);

  const open = (c: SmsCampaign) =>
    onOpenCampaign ? onOpenCampaign(c) : navigate(`/businesses/${businessId}/sms/${c.id}`);

  const removal = useConfirmedRemove<SmsCampaign>({
    message: (c) => t("sms.removeConfirm", { name: c.name }),
    remove: (c) => remove.mutateAsync(c.id),
    done: t("sms.toast.remove"),
  });
  const askRemove = async (c: SmsCampaign) => {
    const lastOnPage = campaigns.data?.campaigns.length === 1 && view.page > 0;
    if ((await removal.ask(c)) && lastOnPage) setView({ ...view, page: view.page - 1 });
  };

  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const columns: DataTableColumn<SmsCampaign>[] = [
    { key: "name", header: t("sms.col.name"), cell: (c) => c.name },
    { key: "count", header: t("sms.col.count"), cell: (c) => c.count },
    { key: "sends", header: t("sms.col.sends"), cell: (c) => c.sends },
    { key: "updated", header: t("sms.col.updated"), cell: (c) => dateFormat.format(new Date(c.updatedTs * 1000)) },
    {
      key: "actions",
      header: <span className={s.muted}>{t("sms.col.actions")}</span>,
      cell: (c) => (
        <span className={s.actions}>
          <RowAction
            icon="edit"
            onClick={() => open(c)}
            label={t("sms.openOf", { name: c.name })}
            tooltip={t("sms.open")}
          />
          <WriteControl businessId={businessId} verb="delete" hide>
            <RowAction
              icon="remove"
              variant="danger"
              onClick={() => void askRemove(c)}
              label={t("sms.removeOf", { name: c.name })}
              tooltip={t("sms.remove")}
            />
          </WriteControl>
        </span>
      ),
    },
  ];

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("sms.list.title")}</h2>
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={() => setAdding(true)}>{t("sms.add")}</Button>
        </WriteControl>
      </div>
      <DataTable
        caption={t("sms.list.caption")}
        columns={columns}
        rows={campaigns.data?.campaigns}
        total={campaigns.data?.total ?? 0}
        {...tablePaging(view, setView)}
        getRowKey={(c) => c.id}
        loading={campaigns.isFetching}
        error={campaigns.error}
        onRetry={() => void campaigns.refetch()}
        emptyText={t("sms.list.empty")}
      />
      <SmsCampaignDialog businessId={businessId} open={adding} onOpenChange={setAdding} onSaved={open} />
      {removal.element}
    </PorticoRoot>
  );
}
