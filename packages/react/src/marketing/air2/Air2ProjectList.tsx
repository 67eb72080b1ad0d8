import { type FormEvent, useState } from "react";
import { useAir2Projects, useCreateAir2Project, useRemoveAir2Project } from "../../data/air2";
import type { Air2Project } from "../../data/air2Types";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { FormDialog } from "../../ui/FormDialog";
import { RowAction } from "../../ui/RowAction";
import { TextField } from "../../ui/TextField";
import { useConfirmedRemove } from "../../ui/useConfirmedRemove";
import { type PagingState, useViewPaging } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import { Air2SenderCheck } from "./Air2SenderCheck";
import * as s from "./air2.css";
import { air2Messages } from "./i18n";

/** The view state of {@link Air2ProjectList}: its page (0-based) and page size (@default 20). */
export type Air2ProjectListState = PagingState;

/** Props of {@link Air2ProjectList}. */
export interface Air2ProjectListProps {
  businessId: number;
  state?: Air2ProjectListState;
  onStateChange?(next: Air2ProjectListState): void;
  /** Opens a project's campaigns; default navigates to /businesses/{bid}/air2/{pid}. */
  onOpen?(project: Air2Project): void;
  className?: string;
}

/** Where a project's campaigns live in the console. */
export const air2ProjectPath = (businessId: number, projectId: number) => `/businesses/${businessId}/air2/${projectId}`;

/**
 * /air2: the multi-channel projects of a business, after the sender check (an unverified sender is offered its
 * verification e-mail, a business without an e-mail the business settings). Add names a new project; remove asks.
 * @example <Air2ProjectList businessId={bid} />
 */
export function Air2ProjectList(props: Air2ProjectListProps) {
  const { businessId, onOpen, className } = props;
  useAreaMessages(air2Messages);
  const { t, navigate, locale } = usePortico();
  const projects = useAir2Projects(businessId);
  const create = useCreateAir2Project(businessId);
  const remove = useRemoveAir2Project(businessId);
  const paging = useViewPaging(props.state, props.onStateChange);
  const removal = useConfirmedRemove<Air2Project>({
    message: (p) => t("air2.project.removeConfirm", { name: p.name }),
    remove: (p) => remove.mutateAsync(p.id),
    done: t("air2.project.removed"),
  });
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const [formError, setFormError] = useState<string | null>(null);

  const open = (p: Air2Project) => (onOpen ? onOpen(p) : navigate(air2ProjectPath(businessId, p.id)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setFormError(t("air2.project.nameRequired"));
    create.mutate(name.trim(), {
      onSuccess: () => {
        setAdding(false);
        setName("");
      },
      onError: (err) => setFormError(errorMessage(t, err)),
    });
  };
  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium" });
  const columns: DataTableColumn<Air2Project>[] = [
    {
      key: "name",
      header: t("air2.col.name"),
      cell: (p) => (
        <Button variant="link" onClick={() => open(p)}>
          {p.name}
        </Button>
      ),
    },
    { key: "campaigns", header: t("air2.col.campaigns"), cell: (p) => p.campaignCount },
    { key: "created", header: t("air2.col.created"), cell: (p) => dateFormat.format(new Date(p.createTs * 1000)) },
    {
      key: "actions",
      header: <span className={s.muted}>{t("air2.col.actions")}</span>,
      cell: (p) => (
        <WriteControl businessId={businessId} verb="delete" hide>
          <RowAction
            icon="remove"
            variant="danger"
            onClick={() => void removal.ask(p)}
            label={t("air2.project.removeOf", { name: p.name })}
            tooltip={t("air2.remove")}
          />
        </WriteControl>
      ),
    },
  ];

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("air2.projects.title")}</h2>
        <WriteControl businessId={businessId} verb="post">
          <Button
            onClick={() => {
              setFormError(null);
              setAdding(true);
            }}
          >
            {t("air2.project.add")}
          </Button>
        </WriteControl>
      </div>
      <Air2SenderCheck businessId={businessId} />
      <DataTable
        caption={t("air2.projects.title")}
        {...paging.whole(projects)}
        columns={columns}
        getRowKey={(p) => p.id}
        emptyText={t("air2.projects.empty")}
      />
      <FormDialog
        open={adding}
        onClose={() => setAdding(false)}
        title={t("air2.project.add")}
        formError={formError}
        onSubmit={submit}
        submitLabel={t("air2.save")}
        busy={create.isPending}
      >
        <TextField label={t("air2.project.name")} value={name} onChange={setName} maxLength={100} required />
      </FormDialog>
      {removal.element}
    </PorticoRoot>
  );
}
