import { PorticoRoot, useEnvSettings, usePortico } from "@portico/react";
import type { ReactNode } from "react";
import { LanguageSwitcher } from "./LanguageSwitcher";
import * as p from "./PublicPage.css";
import * as s from "./Shell.css";

/** Frame of the public pages (sign-in, sign-up, password reset, e-mail verification): logo, language, copyright. */
export function PublicPage({ children }: { children: ReactNode }) {
  const { t } = usePortico();
  const { data: env } = useEnvSettings();
  return (
    <PorticoRoot className={p.publicPage}>
      <header className={p.publicHeader}>
        <div className={s.brand}>
          {env?.logo ? <img src={env.logo} alt="" className={s.logo} /> : null}
          <span>{t("console.app.name")}</span>
        </div>
        <LanguageSwitcher />
      </header>
      <main className={p.publicMain}>{children}</main>
      {env?.copyright ? <footer className={s.muted}>{env.copyright}</footer> : null}
    </PorticoRoot>
  );
}
