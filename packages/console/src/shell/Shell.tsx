import { PorticoRoot, useEnvSettings, useMe, usePortico } from "@portico/react";
import { useEffect, useId, useMemo, useState } from "react";
import { useLocation } from "react-router";
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
 * The signed-in console: top navigation, sidebar menu (a drawer under 979 px), breadcrumb and the content
 * area of the current route. Waits for the environment settings so that menu-type rules apply at once.
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

  const menuType = env.data?.leftMenuType ?? (env.isError ? "default" : undefined);
  const resolution = useMemo(
    () =>
      menuType === undefined
        ? ({ kind: "pending" } as const)
        : resolveLocation(pathname, search, { menuType, hasUsername: me ? Boolean(me.username) : undefined }),
    [pathname, search, menuType, me],
  );
  const bid = resolution.kind === "screen" ? (resolution.params.bid ?? "0") : "0";
  const groups = useMemo(() => buildMenu(menuType, bid), [menuType, bid]);

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
    <PorticoRoot className={fading ? `${s.root} ${s.fading}` : s.root} data-layout={mobile ? "mobile" : "desktop"}>
      <a href="#main" className={s.skip}>
        {t("console.nav.skip")}
      </a>
      <TopNav env={env.data} menuId={menuId} menuVisible={menuVisible} onToggleMenu={toggle} onLogout={logout} />
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
          <Sidebar groups={groups} id={menuId} onNavigate={() => setDrawerOpen(false)} />
        </div>
        <main id="main" className={s.main} tabIndex={-1}>
          <Breadcrumb crumbs={breadcrumbFor(resolution)} />
          <ScreenOutlet resolution={resolution} />
        </main>
      </div>
      {env.data?.copyright ? <footer className={s.footer}>{env.data.copyright}</footer> : null}
    </PorticoRoot>
  );
}
