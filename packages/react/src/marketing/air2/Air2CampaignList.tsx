import { useState } from "react";
import { useAir2Campaigns, useAir2Project, useRemoveAir2Campaign, useSetAir2CampaignActive } from "../../data/air2";
import type { Air2Campaign } from "../../data/air2Types";
import { useCan } from "../../data/useCan";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { RowAction } from "../../ui/RowAction";
import { useToast } from "../../ui/Toast";
import { useConfirmedRemove } from "../../ui/useConfirmedRemove";
import { type PagingState, useViewPaging } from "../../ui/usePaging";
import { WriteControl, writeControlProps } from "../../ui/WriteControl";
import * as s from "./air2.css";
import { air2Messages } from "./i18n";

/** The view state of {@link Air2CampaignList}: its page and page size. */
export type Air2CampaignListState = PagingState;

/** Props of {@link Air2CampaignList}. */
export interface Air2CampaignListProps {
  businessId: number;
  projectId: number;
  state?: Air2CampaignListState;
  onStateChange?(next: Air2CampaignListState): void;
  className?: string;
}

/** Console paths of a project's campaign screens. */
export const air2Paths = {
  campaigns: (bid: number, pid: number) => `/businesses/${bid}/air2/${pid}`,
  newCampaign: (bid: number, pid: number) => `/businesses/${bid}/air2/${pid}/new`,
  editor: (bid: number, pid: number, cid: number | string, step?: number) =>
    `/businesses/${bid}/air2/${pid}/${cid}${step ? `?step=${step}` : ""}`,
  stat: (bid: number, pid: number, cid: number) => `/businesses/${bid}/air2/${pid}/${cid}/stat`,
};

/**
 * /air2/{pid}: the campaigns of a project with their activation toggles. Turning one on or off asks first; a
 * failure resets the toggle (it always shows the server's state). New opens the type selector.
 * @example <Air2CampaignList businessId={bid} projectId={pid} />
 */
export function Air2CampaignList(props: Air2CampaignListProps) {
  const { businessId, projectId, className } = props;
  useAreaMessages(air2Messages);
  const { t, navigate, locale } = usePortico();
  const toast = useToast();
  const project = useAir2Project(businessId, projectId);
  const campaigns = useAir2Campaigns(businessId, projectId);
  const setActive = useSetAir2CampaignActive(businessId);
  const remove = useRemoveAir2Campaign(businessId);
  const canToggle = useCan(businessId, "put");
  const { confirm, element: confirmElement } = useConfirm();
  const paging = useViewPaging(props.state, props.onStateChange);
  // The toggle the user asked for while it is asked and saved; cleared on failure, so the toggle resets.
  const [asked, setAsked] = useState<Record<number, boolean>>({});
  const removal = useConfirmedRemove<Air2Campaign>({
    message: (c) => t("air2.campaign.removeConfirm", { name: c.name }),
    remove: (c) => remove.mutateAsync(c.id),
    done: t("air2.campaign.removed"),
  });

  const toggle = async (c: Air2Campaign, on: boolean) => {
    setAsked((a) => ({ ...a, [c.id]: on }));
    const ok = await confirm({
      message: t(on ? "air2.activate.confirm" : "air2.deactivate.confirm", { name: c.name }),
      confirmText: t(on ? "air2.activate" : "air2.deactivate"),
    });
    if (ok) {
      try {
        await setActive.mutateAsync({ campaignId: c.id, active: on });
        toast.success(t(on ? "air2.activated" : "air2.deactivated"));
      } catch (err) {
        toast.error(err);
      }
    }
    setAsked(({ [c.id]: _, ...rest }) => rest);
  };

  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const columns: DataTableColumn<Air2Campaign>[] = [
    { key: "name", header: t("air2.col.name"), cell: (c) => c.name },
    { key: "type", header: t("air2.col.type"), cell: (c) => t(`air2.type.${c.type}`) },
    {
      key: "channels",
      header: t("air2.col.channels"),
      cell: (c) => c.channels.map((ch) => t(`air2.channel.${ch.type}`)).join(", ") || "-",
    },
    { key: "created", header: t("air2.col.created"), cell: (c) => dateFormat.format(new Date(c.createTs * 1000)) },
    {
      key: "enabled",
      header: t("air2.col.enabled"),
      cell: (c) => {
        const on = asked[c.id] ?? c.enabled;
        return (
          <input
            type="checkbox"
            role="switch"
            checked={on}
            aria-checked={on}
            aria-label={t("air2.toggleOf", { name: c.name })}
            disabled={c.id in asked}
            onChange={() => void toggle(c, !on)}
            {...writeControlProps("put", canToggle, t("write.denied.put"))}
          />
        );
      },
    },
    {
      key: "actions",
      header: <span className={s.muted}>{t("air2.col.actions")}</span>,
      cell: (c) => (
        <span className={s.actions}>
          <RowAction
            icon={c.enabled ? "preview" : "edit"}
            onClick={() => navigate(air2Paths.editor(businessId, projectId, c.id))}
            label={t("air2.campaign.openOf", { name: c.name })}
            tooltip={t(c.enabled ? "air2.campaign.view" : "air2.campaign.edit")}
          />
          <RowAction
            icon="statistics"
            onClick={() => navigate(air2Paths.stat(businessId, projectId, c.id))}
            label={t("air2.campaign.statOf", { name: c.name })}
            tooltip={t("air2.campaign.stat")}
          />
          <WriteControl businessId={businessId} verb="delete" hide>
            <RowAction
              icon="remove"
              variant="danger"
              onClick={() => void removal.ask(c)}
              label={t("air2.campaign.removeOf", { name: c.name })}
              tooltip={t("air2.remove")}
            />
          </WriteControl>
        </span>
      ),
    },
  ];

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{project.data?.name ?? t("air2.campaigns.title")}</h2>
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={() => navigate(air2Paths.newCampaign(businessId, projectId))}>
            {t("air2.campaign.add")}
          </Button>
        </WriteControl>
      </div>
      <DataTable
        caption={t("air2.campaigns.title")}
        {...paging.whole(campaigns)}
        columns={columns}
        getRowKey={(c) => c.id}
        emptyText={t("air2.campaigns.empty")}
      />
      {confirmElement}
      {removal.element}
    </PorticoRoot>
  );
}
