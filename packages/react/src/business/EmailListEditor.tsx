import { useState } from "react";
import { type SubscriberListKind, useSubscriberEmails, useUpdateSubscriberEmails } from "../data/subscriberEmails";
import { errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Alert, FormError } from "../ui/Form";
import { TextField } from "../ui/TextField";
import { isEmail } from "../ui/validate";
import { WriteControl } from "../ui/WriteControl";
import * as s from "./business.css";

/** Props of {@link EmailListEditor}. */
export interface EmailListEditorProps {
  businessId: number;
  kind: SubscriberListKind;
  readOnly: boolean;
}

/** One subscriber e-mail list; each add or remove is saved at once, and a failed save keeps the typed e-mail. */
export function EmailListEditor({ businessId, kind, readOnly }: EmailListEditorProps) {
  const { t } = usePortico();
  const list = useSubscriberEmails(businessId, kind);
  const save = useUpdateSubscriberEmails(businessId, kind);
  const [email, setEmail] = useState("");
  const [inline, setInline] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const title = t(kind === "inode" ? "business.subscribers.inode" : "business.subscribers.report");
  const hint = t(kind === "inode" ? "business.subscribers.inodeHint" : "business.subscribers.reportHint");
  const put = async (emails: string[]) => {
    setFailure(null);
    try {
      await save.mutateAsync({ emails });
      return true;
    } catch (e) {
      setFailure(errorMessage(t, e));
      return false;
    }
  };
  const add = async () => {
    const e = email.trim();
    if (!isEmail(e)) return setInline(t("business.error.email"));
    setInline(null);
    const current = list.data?.emails ?? [];
    if (current.includes(e)) return setEmail("");
    if (await put([...current, e])) setEmail("");
  };

  return (
    <section className={s.section} aria-label={title}>
      <h3 className={s.sectionTitle}>{title}</h3>
      <p className={s.muted}>{hint}</p>
      <FormError error={failure} />
      {list.error ? (
        <Alert tone="danger" title={t("Error")}>
          {errorMessage(t, list.error)}
        </Alert>
      ) : !list.data ? (
        <p role="status">{t("Loading")}</p>
      ) : list.data.emails.length === 0 ? (
        <p className={s.muted}>{t("business.subscribers.empty")}</p>
      ) : (
        <ul className={s.list}>
          {list.data.emails.map((e) => (
            <li key={e} className={s.listItem}>
              <span className={s.grow}>{e}</span>
              {readOnly ? null : (
                <WriteControl businessId={businessId} verb="put" hide>
                  <Button
                    variant="link"
                    aria-label={t("business.subscribers.remove", { email: e })}
                    disabled={save.isPending}
                    onClick={() => put((list.data?.emails ?? []).filter((x) => x !== e))}
                  >
                    ✕
                  </Button>
                </WriteControl>
              )}
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : (
        <form
          className={s.row}
          noValidate
          onSubmit={(ev) => {
            ev.preventDefault();
            void add();
          }}
        >
          <TextField
            className={s.grow}
            label={t("business.subscribers.newEmail")}
            type="email"
            value={email}
            error={inline}
            onChange={(v) => {
              setEmail(v);
              setInline(null);
            }}
          />
          <WriteControl businessId={businessId} verb="put" hide>
            <Button type="submit" variant="secondary" loading={save.isPending}>
              {t("business.subscribers.add")}
            </Button>
          </WriteControl>
        </form>
      )}
    </section>
  );
}
