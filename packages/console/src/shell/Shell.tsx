import { PorticoRoot, useEnvSettings, useMe, usePortico } from "@portico/react";
import { useBusinessPreference } from "@portico/react/business";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { ConsoleBusinessProvider } from "../business/BusinessContext";
import { NewBusinessDialog } from "../business/NewBusinessDialog";
import { useBusinessSelection } from "../business/useBusinessSelection";
import { GuideProgress } from "../guide/GuideProgress";
import { guideHidden } from "../guide/guideMode";
import { IntroTour } from "../guide/IntroTour";
import { useAdminUnlock } from "../guide/useAdminUnlock";
import { breadcrumbFor } from "../routes/breadcrumb";
import { buildMenu } from "../routes/menu";
import { resolveLocation } from "../routes/resolveLocation";
import { Breadcrumb } from "./Breadcrumb";
import { ScreenOutlet } from "./ScreenOutlet";
import * as s from "./Shell.css";
import { Sidebar } from "./Sidebar";
import { TopNav } from "./TopNav";
import { useLogout } from "./useLogout";
import { MOBILE_QUERY, useMediaQuery } from "./useMediaQuery";

/**
 * The signed-in console: top navigation with the business switcher, sidebar menu (a drawer under 979 px) with
 * the guide-mode progress, breadcrumb and the content area of the current route, inside the current business
 * (useBusinessSelection). Waits for the environment settings so that menu-type rules apply at once.
 */
export function Shell() {
  const { t } = usePortico();
  const { pathname, search } = useLocation();
  const env = useEnvSettings();
  const { data: me } = useMe();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { fading, logout } = useLogout();
  const menuId = useId();
  const [touring, setTouring] = useState(false);
  const endTour = useCallback(() => setTouring(false), []);
  const adminUnlocked = useAdminUnlock();

  const menuType = env.data?.leftMenuType ?? (env.isError ? "default" : undefined);
  const resolution = useMemo(
    () =>
      menuType === undefined
        ? ({ kind: "pending" } as const)
        : resolveLocation(pathname, search, {
            menuType,
            hasUsername: me ? Boolean(me.username) : undefined,
            accountKind: me?.kind,
          }),
    [pathname, search, menuType, me],
  );
  const selection = useBusinessSelection(menuType);
  const { bid } = selection.value;
  const preference = useBusinessPreference(menuType === "wifi" ? bid : 0).data;
  const hidden = useMemo(() => guideHidden(menuType, preference?.status), [menuType, preference]);
  // The system section (the map of every device) is for platform administrators; the admin unlock still shows it
  // to others, whose screen then keeps to their own business without calling the administrators' endpoints.
  const showSystem = adminUnlocked || me?.platformAdmin === true;
  const menuHidden = useMemo(
    () => (showSystem ? hidden : { ...hidden, sections: [...(hidden.sections ?? []), "system" as const] }),
    [hidden, showSystem],
  );
  const groups = useMemo(() => buildMenu(menuType, bid, undefined, menuHidden), [menuType, bid, menuHidden]);

  // Favicon from the environment settings.
  useEffect(() => {
    if (!env.data?.favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement("link");
      link.rel = "icon";
      document.head.appendChild(link);
    }
    link.href = env.data.favicon;
  }, [env.data?.favicon]);

  // Leaving mobile closes the drawer; a navigation closes it too.
  useEffect(() => setDrawerOpen(false), [mobile, pathname]);

  const menuVisible = mobile ? drawerOpen : !collapsed;
  const toggle = () => (mobile ? setDrawerOpen((o) => !o) : setCollapsed((c) => !c));

  return (
    <ConsoleBusinessProvider value={selection.value}>
      <PorticoRoot className={fading ? `${s.root} ${s.fading}` : s.root} data-layout={mobile ? "mobile" : "desktop"}>
        <a href="#main" className={s.skip}>
          {t("console.nav.skip")}
        </a>
        <TopNav
          env={env.data}
          menuId={menuId}
          menuVisible={menuVisible}
          onToggleMenu={toggle}
          onLogout={logout}
          onTour={() => setTouring(true)}
        />
        <div className={s.body}>
          {mobile && drawerOpen ? (
            <button
              type="button"
              className={s.backdrop}
              aria-label={t("console.nav.toggleMenu")}
              tabIndex={-1}
              onClick={() => setDrawerOpen(false)}
            />
          ) : null}
          <div
            className={
              mobile
                ? drawerOpen
                  ? s.sidebar.drawer
                  : s.sidebar.collapsed
                : collapsed
                  ? s.sidebar.collapsed
                  : s.sidebar.open
            }
          >
            <GuideProgress menuType={menuType} status={preference?.status} />
            <Sidebar
              groups={groups}
              id={menuId}
              hiddenSections={hidden.sections}
              onNavigate={() => setDrawerOpen(false)}
            />
          </div>
          <main id="main" className={s.main} tabIndex={-1}>
            <Breadcrumb crumbs={breadcrumbFor(resolution)} />
            <ScreenOutlet resolution={resolution} />
          </main>
        </div>
        {env.data?.copyright ? <footer className={s.footer}>{env.data.copyright}</footer> : null}
        <NewBusinessDialog
          open={selection.newOpen}
          onOpenChange={selection.setNewOpen}
          menuType={menuType}
          first={(selection.businesses?.length ?? 0) === 0}
          onCreated={selection.value.switchTo}
        />
        <IntroTour open={touring} onClose={endTour} />
      </PorticoRoot>
    </ConsoleBusinessProvider>
  );
}
