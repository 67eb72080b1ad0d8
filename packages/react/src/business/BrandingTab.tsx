import { useEffect, useState } from "react";
import { useBranding, usePortalLanguages, useUpdateBranding } from "../data/branding";
import type { Branding } from "../data/businessTypes";
import { errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Alert, FormError } from "../ui/Form";
import { useToast } from "../ui/Toast";
import { WriteControl } from "../ui/WriteControl";
import * as s from "./business.css";
import { LocaleSettingEditor } from "./LocaleSettingEditor";

/** The branding tab: continuePortal and tos languages over the portal language list (default zh-TW). */
export function BrandingTab({ businessId, readOnly }: { businessId: number; readOnly: boolean }) {
  const { t } = usePortico();
  const toast = useToast();
  const branding = useBranding(businessId);
  const langs = usePortalLanguages();
  const save = useUpdateBranding(businessId);
  const [draft, setDraft] = useState<Branding | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (branding.data && !draft) setDraft(branding.data);
  }, [branding.data, draft]);

  const error = branding.error ?? langs.error;
  if (error)
    return (
      <Alert tone="danger" title={t("Error")}>
        {errorMessage(t, error)}
      </Alert>
    );
  if (!draft || !langs.data) return <p role="status">{t("Loading")}</p>;
  const languages = langs.data.languages;
  const part = (key: "continuePortal" | "tos", title: string) => (
    <LocaleSettingEditor
      title={title}
      value={draft[key].localeSetting}
      languages={languages}
      readOnly={readOnly}
      onChange={(localeSetting) => setDraft({ ...draft, [key]: { localeSetting } })}
    />
  );
  return (
    <div className={s.inner}>
      <FormError error={failure} />
      <div className={s.grid2}>
        {part("continuePortal", t("business.branding.continuePortal"))}
        {part("tos", t("business.branding.tos"))}
      </div>
      {readOnly ? null : (
        <div className={s.footer}>
          <span />
          <WriteControl businessId={businessId} verb="put" hide>
            <Button
              loading={save.isPending}
              onClick={async () => {
                setFailure(null);
                try {
                  setDraft(await save.mutateAsync(draft));
                  toast.success(t("business.saved"));
                } catch (e) {
                  setFailure(errorMessage(t, e));
                }
              }}
            >
              {t("business.save")}
            </Button>
          </WriteControl>
        </div>
      )}
    </div>
  );
}
