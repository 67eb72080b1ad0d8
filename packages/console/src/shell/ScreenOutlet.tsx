import { usePortico } from "@portico/react";
import { activityAddBlocker, projectIdOf } from "@portico/react/business";
import { Alert } from "@portico/react/ui";
import { lazy, Suspense } from "react";
import { Navigate, useLocation } from "react-router";
import { useConsoleBusiness } from "../business/BusinessContext";
import type { Resolution } from "../routes/resolveLocation";
import { screens } from "../routes/screens";
import { DeprecatedPage } from "./DeprecatedPage";
import { NotFoundPage } from "./NotFoundPage";

/** The iNode group tabs watch the connection (spec: connection monitor of the iNode group tabs). */
const MONITORED_SCREENS = new Set(["INodeGroupList", "INodeList", "INodeGrouping", "FloorPlanMap"]);
const ConnectionMonitor = lazy(() => import("@portico/react/devices").then((m) => ({ default: m.ConnectionMonitor })));

/** Screens that add something to the business: they need a business, and in event mode a project. */
const ADDING_SCREENS = new Set(["FirstActivityWizard"]);

/**
 * The content area for a resolved location. A route whose screen does not exist yet renders nothing:
 * the shell stays, with its breadcrumb, and no fake content. A business the caller cannot see shows the
 * 404 page, never data.
 */
export function ScreenOutlet({ resolution }: { resolution: Resolution }) {
  const { search } = useLocation();
  const { t } = usePortico();
  const { bid, menuType, notFound } = useConsoleBusiness();
  switch (resolution.kind) {
    case "redirect":
      return <Navigate to={resolution.to} replace />;
    case "notFound":
      return <NotFoundPage />;
    case "deprecated":
      return <DeprecatedPage />;
    case "pending":
      return null;
    case "screen": {
      if (notFound && resolution.params.bid !== undefined) return <NotFoundPage />;
      const widget = resolution.route.widget;
      if (ADDING_SCREENS.has(widget) && menuType !== undefined) {
        const why = activityAddBlocker({
          businessId: bid,
          eventMode: menuType === "event",
          appId: projectIdOf(search),
        });
        if (why) return <Alert tone="warning" title={t(`console.blocker.${why}`)} />;
      }
      const Screen = resolution.route.exists ? screens[widget] : undefined;
      if (!Screen) return <div data-screen={widget} data-screen-exists="false" />;
      return (
        <Suspense fallback={null}>
          <Screen params={resolution.params} search={new URLSearchParams(search)} />
          {MONITORED_SCREENS.has(widget) && <ConnectionMonitor />}
        </Suspense>
      );
    }
  }
}
