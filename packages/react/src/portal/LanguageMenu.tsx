import { useId } from "react";
import { usePortico } from "../provider/context";
import { visuallyHidden } from "../ui/styles.css";
import * as s from "./portal.css";
import type { PortalSession } from "./types";

/** The portal language menu (the business's active portal languages); hidden when there is only one. */
export function LanguageMenu({ session, onLang }: { session: PortalSession; onLang(code: string): void }) {
  const { t } = usePortico();
  const id = useId();
  if (session.languages.length < 2) return null;
  return (
    <div>
      <label htmlFor={id} className={visuallyHidden}>
        {t("portal.language")}
      </label>
      <select id={id} className={s.langSelect} value={session.lang} onChange={(e) => onLang(e.currentTarget.value)}>
        {session.languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.language}
          </option>
        ))}
      </select>
    </div>
  );
}
