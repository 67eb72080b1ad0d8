import { isSafeLink } from "@portico/sdk/rules";
import { type FormEvent, useEffect, useState } from "react";
import { useGreenDashboard, useRotateGreenToken, useUpdateGreenDashboard } from "../../data/channels";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { Alert } from "../../ui/Form";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { WriteControl, WriteFieldset } from "../../ui/WriteControl";
import * as s from "./channels.css";
import { channelMessages } from "./i18n";

/** Props of {@link GreenDashboard}. */
export interface GreenDashboardProps {
  businessId: number;
  className?: string;
}

/**
 * /greendashboard: embeds the business's green dashboard page: the owner's own http(s) page, or by default the
 * built-in public board of the business's WiFi (devices online, guests today, data served) at an unguessable
 * token URL that the owner can rotate.
 * @example <GreenDashboard businessId={bid} />
 */
export function GreenDashboard({ businessId, className }: GreenDashboardProps) {
  useAreaMessages(channelMessages);
  const { t } = usePortico();
  const toast = useToast();
  const q = useGreenDashboard(businessId);
  const update = useUpdateGreenDashboard(businessId);
  const rotate = useRotateGreenToken(businessId);
  const [url, setUrl] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  useEffect(() => {
    if (q.data) setUrl(q.data.url ?? "");
  }, [q.data]);
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!isSafeLink(url)) return setFieldError(t("green.url.invalid"));
    setFieldError(null);
    update.mutate(url.trim() || null, { onSuccess: () => toast.success(t("green.saved")) });
  };
  return (
    <PorticoRoot className={cx(s.page, className)}>
      <h1 className={s.title}>{t("green.title")}</h1>
      {(q.error || update.error || rotate.error) && (
        <Alert tone="danger" title={t("Error")}>
          <p>{errorMessage(t, q.error ?? update.error ?? rotate.error)}</p>
        </Alert>
      )}
      <form onSubmit={save}>
        <WriteFieldset businessId={businessId} className={s.toolbar}>
          <TextField
            label={t("green.url")}
            type="url"
            value={url}
            maxLength={2000}
            placeholder="https://"
            hint={t("green.url.hint")}
            error={fieldError}
            onChange={setUrl}
          />
          <Button type="submit" loading={update.isPending}>
            {t("green.save")}
          </Button>
        </WriteFieldset>
      </form>
      {q.data && (
        <div className={s.toolbar}>
          <p className={s.muted}>
            {t("green.board")}:{" "}
            <a className={s.breakAll} href={q.data.defaultUrl} target="_blank" rel="noreferrer noopener">
              {q.data.defaultUrl}
            </a>
          </p>
          <WriteControl businessId={businessId} verb="put">
            <Button
              variant="secondary"
              loading={rotate.isPending}
              onClick={() => rotate.mutate(undefined, { onSuccess: () => toast.success(t("green.rotate.done")) })}
            >
              {t("green.rotate")}
            </Button>
          </WriteControl>
        </div>
      )}
      {q.data && (
        <iframe
          className={s.frame}
          title={t("green.frame")}
          src={q.data.effectiveUrl}
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      )}
    </PorticoRoot>
  );
}
