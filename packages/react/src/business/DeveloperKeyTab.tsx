import { useState } from "react";
import { useDeveloperKey, useGenerateDeveloperKey } from "../data/developerKey";
import { errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { useConfirm } from "../ui/Confirm";
import { Alert, FormError } from "../ui/Form";
import { useToast } from "../ui/Toast";
import { WriteControl } from "../ui/WriteControl";
import * as s from "./business.css";

/** The developer key tab: the key preview and its calls; a new key is shown once, with a copy button. */
export function DeveloperKeyTab({ businessId, readOnly }: { businessId: number; readOnly: boolean }) {
  const { t } = usePortico();
  const toast = useToast();
  const { confirm, element } = useConfirm();
  const key = useDeveloperKey(businessId);
  const generate = useGenerateDeveloperKey(businessId);
  // Held in component state only: leaving the tab forgets the full key for good.
  const [fresh, setFresh] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (key.error)
    return (
      <Alert tone="danger" title={t("Error")}>
        {errorMessage(t, key.error)}
      </Alert>
    );
  if (!key.data) return <p role="status">{t("Loading")}</p>;
  const { keyPreview, apis } = key.data;

  const onGenerate = async () => {
    if (keyPreview && !(await confirm({ message: t("business.key.replaceConfirm"), danger: true }))) return;
    setFailure(null);
    try {
      const res = await generate.mutateAsync();
      setFresh(res.key ?? null);
    } catch (e) {
      setFailure(errorMessage(t, e));
    }
  };
  const copy = async () => {
    if (!fresh) return;
    try {
      await navigator.clipboard.writeText(fresh);
      toast.success(t("business.key.copied"));
    } catch (e) {
      toast.error(e);
    }
  };

  return (
    <div className={s.inner}>
      {element}
      <FormError error={failure} />
      {fresh ? (
        <Alert tone="warning" title={t("business.key.shownOnce")}>
          <div className={s.row}>
            <code className={`${s.mono} ${s.grow}`} data-testid="developer-key">
              {fresh}
            </code>
            <Button variant="secondary" onClick={copy}>
              {t("business.key.copy")}
            </Button>
          </div>
        </Alert>
      ) : null}
      <p>{keyPreview ? t("business.key.preview", { preview: keyPreview }) : t("business.key.none")}</p>
      {readOnly ? null : (
        <div>
          <WriteControl businessId={businessId} verb="post" hide>
            <Button onClick={onGenerate} loading={generate.isPending}>
              {t("business.key.generate")}
            </Button>
          </WriteControl>
        </div>
      )}
      <section className={s.section}>
        <h3 className={s.sectionTitle}>{t("business.key.apis")}</h3>
        <ul className={s.list}>
          {apis.map((a) => (
            <li key={`${a.method} ${a.path}`} className={`${s.listItem} ${s.mono}`}>
              {a.method} {a.path}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
