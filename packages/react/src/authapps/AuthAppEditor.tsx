import { useId } from "react";
import { useAuthApp, useUpdateAuthApp } from "../data/authApps";
import type { AuthApp } from "../data/authAppTypes";
import { errorMessage } from "../i18n/errorMessage";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { PorticoRoot } from "../theme/PorticoRoot";
import { Button } from "../ui/Button";
import { Alert } from "../ui/Form";
import { useToast } from "../ui/Toast";
import { WriteControl, WriteFieldset } from "../ui/WriteControl";
import { AuthAppForm } from "./AuthAppForm";
import { authAppPreviewPath } from "./AuthAppList";
import * as s from "./authapps.css";
import { authAppMessages } from "./i18n";

/** Props of {@link AuthAppEditor}. */
export interface AuthAppEditorProps {
  businessId: number;
  appId: number;
  /** The app's name from the route (`?name=`), shown while it loads. */
  name?: string;
  onSaved?(app: AuthApp): void;
  /** Opens the preview; default navigates to /businesses/{bid}/apps/authapps/{aid}/preview */
  onPreview?(): void;
  className?: string;
}

/**
 * /apps/authapps/{aid}?name: edits every field of an authentication app. URLs are checked as typed; a failed
 * save shows the server's error and keeps everything typed; a save shows a toast.
 * @example <AuthAppEditor businessId={bid} appId={aid} name={search.get("name") ?? undefined} />
 */
export function AuthAppEditor({ businessId, appId, name, onSaved, onPreview, className }: AuthAppEditorProps) {
  useAreaMessages(authAppMessages);
  const { t, navigate } = usePortico();
  const toast = useToast();
  const formId = useId();
  const app = useAuthApp(businessId, appId);
  const update = useUpdateAuthApp(businessId);
  const shown = app.data?.name ?? name ?? "";

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>
          {t("authapps.editor.title")}
          {shown ? `: ${shown}` : ""}
        </h2>
        <Button
          variant="secondary"
          onClick={() => (onPreview ? onPreview() : navigate(authAppPreviewPath(businessId, appId)))}
        >
          {t("authapps.preview")}
        </Button>
      </div>
      {app.error ? (
        <Alert tone="danger" title={t("authapps.editor.loadFailed")}>
          <p>{errorMessage(t, app.error)}</p>
          <Button variant="secondary" onClick={() => void app.refetch()}>
            {t("Retry")}
          </Button>
        </Alert>
      ) : !app.data ? (
        <p className={s.muted} role="status" aria-busy="true">
          {t("Loading")}
        </p>
      ) : (
        <>
          <WriteFieldset businessId={businessId}>
            <AuthAppForm
              key={app.data.id}
              id={formId}
              app={app.data}
              provider={app.data.provider}
              onSubmit={async (input) => {
                const saved = await update.mutateAsync({ id: appId, body: input });
                toast.success(t("authapps.toast.update"));
                onSaved?.(saved);
              }}
            />
          </WriteFieldset>
          <div className={s.actions}>
            <WriteControl businessId={businessId} verb="put">
              <Button type="submit" form={formId} disabled={update.isPending}>
                {t("authapps.save")}
              </Button>
            </WriteControl>
          </div>
        </>
      )}
    </PorticoRoot>
  );
}
