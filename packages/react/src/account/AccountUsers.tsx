import { type ReactNode, useId, useState } from "react";
import { useBusinessOptions } from "../data/businessOptions";
import { type Subscriber, useRemoveSubscriber, useSubscribers } from "../data/subscribers";
import { errorMessage } from "../i18n/errorMessage";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { useMe } from "../provider/useMe";
import { cx } from "../theme/cx";
import { PorticoRoot } from "../theme/PorticoRoot";
import { Button } from "../ui/Button";
import { useConfirm } from "../ui/Confirm";
import { DataTable, type DataTableColumn } from "../ui/DataTable";
import { Alert } from "../ui/Form";
import { useToast } from "../ui/Toast";
import { type PagingState, useViewPaging } from "../ui/usePaging";
import * as s from "./account.css";
import { accessLevelOf } from "./acl";
import { accountMessages } from "./i18n";
import { SubscriberDialog } from "./SubscriberDialog";

/** The spec's page size of the user table. */
export const USERS_PAGE_SIZE = 100;

/** The view state of {@link AccountUsers}: its page (0-based) and page size (@default {@link USERS_PAGE_SIZE}). */
export type AccountUsersState = PagingState;

/** Props of {@link AccountUsers}. */
export interface AccountUsersProps {
  /** View state (the page); controlled when given, the list's own otherwise. */
  state?: AccountUsersState;
  /** Called with the whole next state when the user pages or changes the page size. */
  onStateChange?(next: AccountUsersState): void;
  /** Extra class on the widget root. */
  className?: string;
}

/**
 * The owner's sub-accounts (/account/users): a table of users with add, edit (name, e-mail, password, access per
 * business and point-of-sale role) and delete ('Do you really want to delete this user?'). Owners only: a
 * sub-account sees a 'not available' notice. A failed list load shows 'Cannot get subscriber list!'.
 * @example <PorticoProvider baseUrl="" getToken={() => getCookie("token")}><AccountUsers /></PorticoProvider>
 */
export function AccountUsers({ className, state, onStateChange }: AccountUsersProps) {
  useAreaMessages(accountMessages);
  const { t } = usePortico();
  const me = useMe();
  let notice: ReactNode = null;
  if (me.error) notice = <Alert tone="danger">{errorMessage(t, me.error)}</Alert>;
  else if (!me.data) notice = <p role="status">{t("Loading")}</p>;
  else if (me.data.kind !== "owner") notice = <Alert tone="warning">{t("account.users.notAvailable")}</Alert>;
  return (
    <PorticoRoot className={cx(s.page, className)}>
      {notice ? (
        <section className={s.section}>{notice}</section>
      ) : (
        <UsersTable state={state} onStateChange={onStateChange} />
      )}
    </PorticoRoot>
  );
}

function UsersTable({ state, onStateChange }: Pick<AccountUsersProps, "state" | "onStateChange">) {
  const { t } = usePortico();
  const toast = useToast();
  const titleId = useId();
  const users = useSubscribers();
  const businesses = useBusinessOptions();
  const remove = useRemoveSubscriber();
  const { confirm, element: confirmElement } = useConfirm();
  const [editing, setEditing] = useState<Subscriber | "new" | null>(null);
  const paging = useViewPaging(state, onStateChange, USERS_PAGE_SIZE);

  const onDelete = async (u: Subscriber) => {
    const ok = await confirm({
      title: t("account.users.deleteTitle"),
      message: t("Do you really want to delete this user?"),
      confirmText: t("account.users.delete"),
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(u.subscriberId);
      toast.success(t("account.users.deleted"));
    } catch (err) {
      toast.error(err);
    }
  };

  const columns: DataTableColumn<Subscriber>[] = [
    { key: "name", header: t("account.users.colName"), cell: (u) => u.profile.name ?? "" },
    { key: "email", header: t("account.users.colEmail"), cell: (u) => u.profile.email },
    {
      key: "businesses",
      header: t("account.users.colBusinesses"),
      cell: (u) =>
        u.myBiz.length
          ? u.myBiz
              .map((b) =>
                t("account.accessIn", {
                  business: b.name,
                  level: t(`account.access.${accessLevelOf(u.profile.acl[String(b.id)])}`),
                }),
              )
              .join(", ")
          : t("account.users.noAccess"),
    },
    {
      key: "actions",
      header: t("account.users.colActions"),
      width: "1%",
      cell: (u) => (
        <span className={s.rowActions}>
          <Button variant="secondary" onClick={() => setEditing(u)}>
            {t("account.users.edit")}
          </Button>
          <Button variant="danger" onClick={() => void onDelete(u)}>
            {t("account.users.delete")}
          </Button>
        </span>
      ),
    },
  ];

  const all = users.data;
  const rows = paging.slice(all);
  const listError = users.error ? `${t("Cannot get subscriber list!")} ${errorMessage(t, users.error)}` : undefined;

  return (
    <section className={s.section} aria-labelledby={titleId}>
      <div className={s.sectionHead}>
        <h2 id={titleId} className={s.sectionTitle}>
          {t("account.users.title")}
        </h2>
        <Button onClick={() => setEditing("new")}>{t("account.users.add")}</Button>
      </div>
      <p className={s.muted}>{t("account.users.intro")}</p>
      <DataTable
        columns={columns}
        rows={listError ? undefined : rows}
        total={all?.length ?? 0}
        {...paging.table}
        getRowKey={(u) => u.subscriberId}
        loading={users.isFetching}
        error={listError}
        onRetry={() => void users.refetch()}
        emptyText={t("account.users.empty")}
      />
      {editing ? (
        <SubscriberDialog
          key={editing === "new" ? "new" : editing.subscriberId}
          subscriber={editing}
          businesses={businesses.data}
          businessesError={businesses.error}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {confirmElement}
    </section>
  );
}
