import { useState } from "react";
import { useBusiness } from "../../data/businesses";
import {
  EDM_PAGE_SIZE,
  type EdmCampaign,
  type EdmCampaignSort,
  useEdmCampaigns,
  useEnableEdmSchedule,
  useRemoveEdmCampaign,
  useRemoveEdmSchedule,
} from "../../data/edmCampaigns";
import { useCan } from "../../data/useCan";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { Alert } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { useToast } from "../../ui/Toast";
import { useViewState } from "../../ui/useViewState";
import { WriteControl } from "../../ui/WriteControl";
import { EdmCampaignWizard } from "./EdmCampaignWizard";
import { EdmSenderBanner } from "./EdmSenderBanner";
import { EdmTemplateList } from "./EdmTemplateList";
import * as s from "./edm.css";
import { edmMessages } from "./i18n";

/** The list's view state, kept in the route's query string by the host. */
export interface EdmCampaignListState {
  /** 0-based page. */
  page?: number;
  pageSize?: number;
  sort?: EdmCampaignSort;
  /** The campaign open in the wizard (0 = a new one); none = the wizard is closed. */
  edit?: number;
}

/** Props of {@link EdmCampaignList}. */
export interface EdmCampaignListProps {
  businessId: number;
  state?: EdmCampaignListState;
  onStateChange?(next: EdmCampaignListState): void;
  className?: string;
}

const SORTS: readonly EdmCampaignSort[] = ["createdAt:desc", "createdAt:asc", "subject:asc", "nextDeliveryAt:asc"];

/** The report route of a campaign. */
export const edmReportPath = (businessId: number, campaignId: number) =>
  `/businesses/${businessId}/edm/${campaignId}/report`;

/**
 * /edm: the business's e-mail campaigns, server paged from 10 and sorted `field:dir`, with their status, next
 * delivery and schedule toggle (enabling takes the status from the answer; disabling asks first and clears
 * nextDeliveryAt; a failure reverts the toggle), the sender check, the templates and the six-step wizard.
 * @example <EdmCampaignList businessId={bid} state={state} onStateChange={setState} />
 */
export function EdmCampaignList(props: EdmCampaignListProps) {
  const { businessId, className } = props;
  useAreaMessages(edmMessages);
  const { t, navigate, locale } = usePortico();
  const toast = useToast();
  const [view, setView] = useViewState(props.state, props.onStateChange, {
    page: 0,
    pageSize: EDM_PAGE_SIZE,
    sort: "createdAt:desc" as EdmCampaignSort,
    edit: undefined as number | undefined,
  });
  const timeZone = useBusiness(businessId).data?.profile.timeZone;
  const list = useEdmCampaigns(businessId, view.page * view.pageSize, view.pageSize, view.sort);
  const enable = useEnableEdmSchedule(businessId);
  const disable = useRemoveEdmSchedule(businessId);
  const remove = useRemoveEdmCampaign(businessId);
  const { confirm, element: confirmElement } = useConfirm();
  const canPut = useCan(businessId, "put");
  const [templatesOpen, setTemplatesOpen] = useState(false);
  // The toggle shows the wanted state while the call runs, and falls back to the server's on failure.
  const [pendingToggle, setPendingToggle] = useState<Record<number, boolean>>({});

  const when = (ts: number | null | undefined) =>
    ts
      ? new Date(ts * 1000).toLocaleString(LOCALE_TAGS[locale], { timeZone, dateStyle: "short", timeStyle: "short" })
      : "";
  const toggle = async (c: EdmCampaign, on: boolean) => {
    if (!on && !(await confirm({ message: t("edm.confirm.unschedule") }))) return;
    if (on && !c.schedule) return;
    setPendingToggle((p) => ({ ...p, [c.id]: on }));
    try {
      if (on && c.schedule) {
        await enable.mutateAsync({ id: c.id, schedule: c.schedule });
        toast.success(t("The EDM has been scheduled to send!"), 5000);
      } else await disable.mutateAsync(c.id);
    } catch (err) {
      toast.error(err);
    } finally {
      setPendingToggle(({ [c.id]: _, ...rest }) => rest);
    }
  };
  const askRemove = async (c: EdmCampaign) => {
    if (!(await confirm({ message: t("edm.confirm.remove"), danger: true }))) return;
    try {
      await remove.mutateAsync(c.id);
      toast.success(t("edm.toast.removed"));
    } catch (err) {
      toast.error(err);
    }
  };

  const columns: DataTableColumn<EdmCampaign>[] = [
    { key: "subject", header: t("edm.col.subject"), cell: (c) => <span className={s.wrap}>{c.subject}</span> },
    { key: "status", header: t("edm.col.status"), cell: (c) => t(`edm.status.${c.status}`) },
    { key: "next", header: t("edm.col.next"), cell: (c) => when(c.nextDeliveryAt) },
    { key: "created", header: t("edm.col.created"), cell: (c) => when(c.createdAt) },
    {
      key: "schedule",
      header: t("edm.col.schedule"),
      cell: (c) => (
        <WriteControl businessId={businessId} verb="post">
          <input
            type="checkbox"
            role="switch"
            aria-label={t("edm.scheduleOf", { subject: c.subject })}
            checked={pendingToggle[c.id] ?? c.scheduleEnabled === 1}
            aria-checked={pendingToggle[c.id] ?? c.scheduleEnabled === 1}
            disabled={!c.schedule || c.id in pendingToggle}
            onChange={(e) => void toggle(c, e.currentTarget.checked)}
          />
        </WriteControl>
      ),
    },
    {
      key: "actions",
      header: t("edm.col.actions"),
      cell: (c) => (
        <div className={s.actions}>
          {/* A read-only sub-account opens the same wizard read-only: a view, not an edit. */}
          <Button
            variant="link"
            aria-label={t(canPut ? "edm.editOf" : "edm.viewOf", { subject: c.subject })}
            onClick={() => setView({ edit: c.id })}
          >
            {t(canPut ? "edm.edit" : "edm.view")}
          </Button>
          <Button
            variant="link"
            aria-label={t("edm.reportOf", { subject: c.subject })}
            onClick={() => navigate(edmReportPath(businessId, c.id))}
          >
            {t("edm.report")}
          </Button>
          <WriteControl businessId={businessId} verb="delete">
            <Button
              variant="link"
              aria-label={t("edm.removeOf", { subject: c.subject })}
              onClick={() => void askRemove(c)}
            >
              {t("edm.remove")}
            </Button>
          </WriteControl>
        </div>
      ),
    },
  ];

  if (!(businessId > 0))
    return (
      <PorticoRoot className={cx(s.page, className)}>
        <h2 className={s.title}>{t("edm.list.title")}</h2>
        <Alert tone="warning">{t("intro-global-step-business")}</Alert>
      </PorticoRoot>
    );

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("edm.list.title")}</h2>
        <Button variant="secondary" onClick={() => setTemplatesOpen(true)}>
          {t("edm.list.templates")}
        </Button>
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={() => setView({ edit: 0 })}>{t("edm.list.add")}</Button>
        </WriteControl>
      </div>
      <EdmSenderBanner businessId={businessId} />
      <SelectField
        label={t("edm.list.sort")}
        options={SORTS.map((v) => ({ value: v, label: t(`edm.sort.${v}`) }))}
        value={view.sort}
        onChange={(v) => setView({ sort: v, page: 0 })}
      />
      <DataTable
        caption={t("edm.list.caption")}
        columns={columns}
        rows={list.data?.edmCampaigns}
        total={list.data?.total ?? 0}
        page={view.page}
        pageSize={view.pageSize}
        onPageChange={(p) => setView({ page: p })}
        onPageSizeChange={(n) => setView({ pageSize: n, page: 0 })}
        getRowKey={(c) => c.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t("edm.list.empty")}
      />
      {view.edit !== undefined ? (
        <EdmCampaignWizard
          businessId={businessId}
          campaignId={view.edit}
          readOnly={!canPut && view.edit > 0}
          onClose={() => setView({ edit: undefined })}
          onSaved={(id) => setView({ edit: id })}
        />
      ) : null}
      <EdmTemplateList businessId={businessId} open={templatesOpen} onClose={() => setTemplatesOpen(false)} />
      {confirmElement}
    </PorticoRoot>
  );
}
