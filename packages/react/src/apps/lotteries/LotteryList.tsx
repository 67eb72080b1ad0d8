import { useState } from "react";
import { type Lottery, useLotteries, useRemoveLottery } from "../../data/lotteries";
import { usePermission } from "../../data/useCan";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useEnvSettings } from "../../provider/useEnvSettings";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { RowAction } from "../../ui/RowAction";
import { useToast } from "../../ui/Toast";
import { useConfirmedRemove } from "../../ui/useConfirmedRemove";
import { type PagingState, useViewPaging } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import { lotteryMessages } from "./i18n";
import { LotteryEditDialog } from "./LotteryEditDialog";
import * as s from "./lotteries.css";

/** The view state of {@link LotteryList}: its page (0-based) and page size (@default 20). */
export type LotteryListState = PagingState;

/** Props of {@link LotteryList}. */
export interface LotteryListProps {
  businessId: number;
  /** The selected project (event menu type): a new lottery belongs to it, and one must be selected to add. */
  appId?: number;
  /** View state (the page); controlled when given, the list's own otherwise. */
  state?: LotteryListState;
  onStateChange?(next: LotteryListState): void;
  className?: string;
}

/**
 * /apps/lotteries: the lotteries of a business with their template, prize, candidate and drawn counts. Add and
 * edit open the lottery dialog (template, strip image, Excel import, prizes and candidates, draw link); remove
 * asks first. In the event menu type a project must be selected before adding (Msg-Must-Select-Project-First).
 * @example <LotteryList businessId={bid} />
 */
export function LotteryList(props: LotteryListProps) {
  const { businessId, appId, className } = props;
  useAreaMessages(lotteryMessages);
  const { t, locale } = usePortico();
  const toast = useToast();
  const env = useEnvSettings();
  const lotteries = useLotteries(businessId);
  const remove = useRemoveLottery(businessId);
  const removal = useConfirmedRemove<Lottery>({
    message: (x) => t("lotteries.removeConfirm", { name: x.name }),
    remove: (x) => remove.mutateAsync(x.id),
    done: t("lotteries.toast.removed"),
  });
  const paging = useViewPaging(props.state, props.onStateChange);
  const mayEdit = usePermission(businessId, "put") === true;
  // null: closed; "new": adding; a lottery: editing it.
  const [editing, setEditing] = useState<Lottery | "new" | null>(null);

  const add = () => {
    if (env.data?.leftMenuType === "event" && !appId) {
      toast.error(t("error.PROJECT_REQUIRED"), 5000);
      return;
    }
    setEditing("new");
  };
  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const number = (n: number) => n.toLocaleString(LOCALE_TAGS[locale]);
  const columns: DataTableColumn<Lottery>[] = [
    { key: "name", header: t("lotteries.col.name"), cell: (x) => x.name },
    { key: "title", header: t("lotteries.col.title"), cell: (x) => x.title },
    {
      key: "template",
      header: t("lotteries.col.template"),
      cell: (x) => t(`lotteries.template.${x.config.templateType}`),
    },
    { key: "prizes", header: t("lotteries.col.prizes"), cell: (x) => number(x.prizeCount) },
    { key: "candidates", header: t("lotteries.col.candidates"), cell: (x) => number(x.candidateCount) },
    {
      key: "drawn",
      header: t("lotteries.col.drawn"),
      cell: (x) => `${number(x.drawnCount)} / ${number(x.prizeCount)}`,
    },
    {
      key: "updated",
      header: t("lotteries.col.updated"),
      cell: (x) => dateFormat.format(new Date(x.updatedTs * 1000)),
    },
    {
      key: "actions",
      header: <span className={s.muted}>{t("lotteries.col.actions")}</span>,
      cell: (x) => (
        <span className={s.actions}>
          {mayEdit ? (
            <RowAction
              icon="edit"
              onClick={() => setEditing(x)}
              label={t("lotteries.editOf", { name: x.name })}
              tooltip={t("lotteries.edit")}
            />
          ) : (
            // A read-only caller opens the same dialog to look (its fields are disabled).
            <RowAction
              icon="preview"
              onClick={() => setEditing(x)}
              label={t("lotteries.viewOf", { name: x.name })}
              tooltip={t("lotteries.view")}
            />
          )}
          <WriteControl businessId={businessId} verb="delete" hide>
            <RowAction
              icon="remove"
              variant="danger"
              onClick={() => void removal.ask(x)}
              label={t("lotteries.removeOf", { name: x.name })}
              tooltip={t("lotteries.remove")}
            />
          </WriteControl>
        </span>
      ),
    },
  ];

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("lotteries.list.title")}</h2>
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={add}>{t("lotteries.add")}</Button>
        </WriteControl>
      </div>
      <DataTable
        caption={t("lotteries.list.title")}
        {...paging.whole(lotteries)}
        columns={columns}
        getRowKey={(x) => x.id}
        emptyText={t("lotteries.list.empty")}
      />
      {editing ? (
        <LotteryEditDialog
          key={editing === "new" ? "new" : editing.id}
          businessId={businessId}
          lottery={editing === "new" ? null : editing}
          {...(appId ? { appId } : {})}
          open
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removal.element}
    </PorticoRoot>
  );
}
