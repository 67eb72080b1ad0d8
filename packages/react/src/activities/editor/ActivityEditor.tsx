import { type MenuType, toMenuType } from "@portico/sdk/rules";
import { useActivity, useActivityPreview } from "../../data/activityEditor";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useEnvSettings } from "../../provider/useEnvSettings";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { Alert } from "../../ui/Form";
import { WriteFieldset } from "../../ui/WriteControl";
import { EditorBody } from "./EditorBody";
import * as s from "./editor.css";
import { editorMessages } from "./i18n";

/** Props of {@link ActivityEditor}. */
export interface ActivityEditorProps {
  businessId: number;
  activityId: number;
  /** Which module types are offered; default: the environment's leftMenuType. */
  menuType?: MenuType | string | undefined;
  className?: string;
}

/**
 * /activities/{aid}: the activity editor. Modules in order (add, configure in a full-screen dialog, reorder by
 * drag or keyboard, remove with a confirm), skip modules, the panels (terms, mobile web, usage control,
 * network config, white list, analytics, CMX, iNodes), a preview, auto-save into the preview copy ('saved'
 * for 2 s) and Save, which deploys the running copy. Legacy activities show 'Deprecated'.
 * @example <ActivityEditor businessId={bid} activityId={aid} />
 */
export function ActivityEditor({ businessId, activityId, menuType, className }: ActivityEditorProps) {
  useAreaMessages(editorMessages);
  const { t } = usePortico();
  const env = useEnvSettings();
  const activity = useActivity(businessId, activityId);
  const preview = useActivityPreview(businessId, activityId);
  const menu = toMenuType(menuType ?? env.data?.leftMenuType);
  const failed = activity.error ?? preview.error;
  let body: React.ReactNode;
  if (failed) {
    body = (
      <Alert tone="danger" title={t("Error")}>
        {errorMessage(t, failed)}{" "}
        <Button variant="link" onClick={() => void Promise.all([activity.refetch(), preview.refetch()])}>
          {t("editor.retry")}
        </Button>
      </Alert>
    );
  } else if (!activity.data || !preview.data) {
    body = (
      <p className={s.muted} role="status">
        {t("editor.loading")}
      </p>
    );
  } else if (activity.data.profile.mode !== "modules") {
    body = <p role="status">{t("editor.deprecated")}</p>;
  } else {
    // Without put the editor is for viewing: every field and button disabled, under a note saying why.
    body = (
      <WriteFieldset businessId={businessId}>
        <EditorBody
          key={activityId}
          businessId={businessId}
          activity={activity.data}
          preview={preview.data}
          menuType={menu}
        />
      </WriteFieldset>
    );
  }
  return <PorticoRoot className={cx(s.page, className)}>{body}</PorticoRoot>;
}
