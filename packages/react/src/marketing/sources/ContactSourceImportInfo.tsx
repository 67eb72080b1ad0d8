import { useContactSourceImportApi } from "../../data/contactSources";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { sourceMessages } from "./i18n";
import * as s from "./sources.css";

/** Props of {@link ContactSourceImportInfo}. */
export interface ContactSourceImportInfoProps {
  businessId: number;
  sourceId: number;
}

/**
 * The import info block of a submitted source: the import API (POST with an access token), a body example built
 * from the columns, and the csv template's download link (a signed URL, valid a day).
 * @example <ContactSourceImportInfo businessId={bid} sourceId={sid} />
 */
export function ContactSourceImportInfo({ businessId, sourceId }: ContactSourceImportInfoProps) {
  useAreaMessages(sourceMessages);
  const { t } = usePortico();
  const info = useContactSourceImportApi(businessId, sourceId);
  return (
    <section className={s.section} aria-labelledby={`source-import-${sourceId}`}>
      <h3 id={`source-import-${sourceId}`} className={s.legend}>
        {t("sources.importInfo.title")}
      </h3>
      {info.error ? (
        <p role="alert">{errorMessage(t, info.error)}</p>
      ) : !info.data ? (
        <p className={s.muted} role="status">
          {t("Loading")}
        </p>
      ) : (
        <>
          <p className={s.muted}>{t("sources.importInfo.api")}</p>
          <p className={s.code} data-testid="source-import-api">
            {info.data.method} {info.data.importApi}
          </p>
          <p className={s.muted}>{t("sources.importInfo.body")}</p>
          <pre className={s.code}>{JSON.stringify(info.data.postBodyExample, null, 2)}</pre>
          <p>
            <a href={info.data.downloadUrl} download>
              {t("sources.importInfo.template")}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
