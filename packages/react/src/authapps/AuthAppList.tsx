import { useState } from "react";
import { useAuthApps, useRemoveAuthApp } from "../data/authApps";
import type { AuthApp, AuthAppProvider } from "../data/authAppTypes";
import { useBusiness } from "../data/businesses";
import { LOCALE_TAGS } from "../i18n/detectLocale";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { PorticoRoot } from "../theme/PorticoRoot";
import { Button } from "../ui/Button";
import { DataTable, type DataTableColumn } from "../ui/DataTable";
import { RowAction } from "../ui/RowAction";
import { useConfirmedRemove } from "../ui/useConfirmedRemove";
import { type PagingState, useViewPaging } from "../ui/usePaging";
import { WriteControl } from "../ui/WriteControl";
import * as s from "./authapps.css";
import { authAppMessages } from "./i18n";
import { NewAuthAppDialog } from "./NewAuthAppDialog";
import { ProviderPicker } from "./ProviderPicker";

/** The view state of {@link AuthAppList}: its page (0-based) and page size (@default 20). */
export type AuthAppListState = PagingState;

/** Props of {@link AuthAppList}. */
export interface AuthAppListProps {
  /** View state (the page); controlled when given, the list's own otherwise. */
  state?: AuthAppListState;
  /** Called with the whole next state when the user pages or changes the page size. */
  onStateChange?(next: AuthAppListState): void;
  businessId: number;
  /** Opens an app's editor; default navigates to /businesses/{bid}/apps/authapps/{aid}?name=... */
  onEdit?(app: AuthApp): void;
  /** Opens an app's preview; default navigates to /businesses/{bid}/apps/authapps/{aid}/preview */
  onPreview?(app: AuthApp): void;
  className?: string;
}

/** Where an app's editor lives in the console. */
export const authAppEditorPath = (businessId: number, app: Pick<AuthApp, "id" | "name">) =>
  `/businesses/${businessId}/apps/authapps/${app.id}?name=${encodeURIComponent(app.name)}`;
/** Where an app's preview lives in the console. */
export const authAppPreviewPath = (businessId: number, appId: number) =>
  `/businesses/${businessId}/apps/authapps/${appId}/preview`;

/**
 * /apps/authapps: the authentication apps of a business (duplicates removed by id). Add opens the provider
 * picker (oauth2 only), then the edit dialog; each row can be previewed, edited or removed after a confirm.
 * @example <AuthAppList businessId={bid} />
 */
export function AuthAppList(props: AuthAppListProps) {
  const { businessId, onEdit, onPreview, className } = props;
  useAreaMessages(authAppMessages);
  const { t, navigate, locale } = usePortico();
  const apps = useAuthApps(businessId);
  const _business = useBusiness(businessId);

  const remove = useRemoveAuthApp(businessId);
  const removal = useConfirmedRemove<AuthApp>({
    message: (a) => t("authapps.removeConfirm", { name: a.name }),
    remove: (a) => remove.mutateAsync(a.id),
    done: t("authapps.toast.remove"),
  });
  // Every app comes in one answer: the table pages it here.
  const paging = useViewPaging(props.state, props.onStateChange);
  const [picking, setPicking] = useState(false);
  const [provider, setProvider] = useState<AuthAppProvider | null>(null);

  const edit = (a: AuthApp) => (onEdit ? onEdit(a) : navigate(authAppEditorPath(businessId, a)));
  const preview = (a: AuthApp) => (onPreview ? onPreview(a) : navigate(authAppPreviewPath(businessId, a.id)));

  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const columns: DataTableColumn<AuthApp>[] = [
    { key: "name", header: t("authapps.col.name"), cell: (a) => a.name },
    { key: "provider", header: t("authapps.col.provider"), cell: (a) => t(`authapps.provider.${a.provider}`) },
    { key: "updated", header: t("authapps.col.updated"), cell: (a) => dateFormat.format(new Date(a.updatedTs * 1000)) },
    {
      key: "actions",
      header: <span className={s.muted}>{t("authapps.col.actions")}</span>,
      cell: (a) => (
        <span className={s.actions}>
          <RowAction
            icon="preview"
            onClick={() => preview(a)}
            label={t("authapps.previewOf", { name: a.name })}
            tooltip={t("authapps.preview")}
          />
          <WriteControl businessId={businessId} verb="put" hide>
            <RowAction
              icon="edit"
              onClick={() => edit(a)}
              label={t("authapps.editOf", { name: a.name })}
              tooltip={t("authapps.edit")}
            />
          </WriteControl>

          <WriteControl businessId={businessId} verb="delete" hide>
            <RowAction
              icon="remove"
              variant="danger"
              onClick={() => void removal.ask(a)}
              label={t("authapps.removeOf", { name: a.name })}
              tooltip={t("authapps.remove")}
            />
          </WriteControl>
        </span>
      ),
    },
  ];

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("authapps.list.title")}</h2>
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={() => setPicking(true)}>{t("authapps.add")}</Button>
        </WriteControl>
      </div>
      <DataTable
        caption={t("authapps.list.caption")}
        {...paging.whole(apps)}
        columns={columns}
        getRowKey={(a) => a.id}
        emptyText={t("authapps.list.empty")}
      />
      <ProviderPicker
        open={picking}
        onOpenChange={setPicking}
        onPick={(p) => {
          setPicking(false);
          setProvider(p);
        }}
      />
      <NewAuthAppDialog businessId={businessId} provider={provider} onClose={() => setProvider(null)} />
      {removal.element}
    </PorticoRoot>
  );
}
