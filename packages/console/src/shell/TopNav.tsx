import { usePortico } from "@portico/react";
import type { EnvSettings } from "@portico/sdk";
import { BusinessBar } from "../business/BusinessBar";
import { LanguageSwitcher } from "./LanguageSwitcher";
import * as s from "./Shell.css";
import { UserMenu } from "./UserMenu";

/** Props of {@link TopNav}. */
export interface TopNavProps {
  env: EnvSettings | undefined;
  menuId: string;
  menuVisible: boolean;
  onToggleMenu(): void;
  onLogout(): Promise<void>;
  /** Starts the guided intro tour. */
  onTour(): void;
}

/** Top navigation: layout toggle, logo, business (and project) switcher, language switcher and the user menu. */
export function TopNav({ env, menuId, menuVisible, onToggleMenu, onLogout, onTour }: TopNavProps) {
  const { t } = usePortico();
  return (
    <header className={s.topbar}>
      <button
        type="button"
        className={s.iconButton}
        aria-controls={menuId}
        aria-expanded={menuVisible}
        aria-label={t("console.nav.toggleMenu")}
        onClick={onToggleMenu}
      >
        <span aria-hidden="true">☰</span>
      </button>
      {/* One brand mark: the logo (named by its alt text) when there is one, else the product's name. */}
      <div className={s.brand}>
        {env?.logo ? (
          <img src={env.logo} alt={t("console.app.name")} className={s.logo} />
        ) : (
          <span>{t("console.app.name")}</span>
        )}
      </div>
      <BusinessBar />
      <div className={s.spacer} />
      <LanguageSwitcher />
      <UserMenu onLogout={onLogout} onTour={onTour} />
    </header>
  );
}
