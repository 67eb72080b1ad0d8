import { Suspense } from "react";
import { Navigate, useLocation } from "react-router";
import type { Resolution } from "../routes/resolveLocation";
import { screens } from "../routes/screens";
import { DeprecatedPage } from "./DeprecatedPage";
import { NotFoundPage } from "./NotFoundPage";

/**
 * The content area for a resolved location. A route whose screen does not exist yet renders nothing:
 * the shell stays, with its breadcrumb, and no fake content.
 */
export function ScreenOutlet({ resolution }: { resolution: Resolution }) {
  const { search } = useLocation();
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
      const Screen = resolution.route.exists ? screens[resolution.route.widget] : undefined;
      if (!Screen) return <div data-screen={resolution.route.widget} data-screen-exists="false" />;
      return (
        <Suspense fallback={null}>
          <Screen params={resolution.params} search={new URLSearchParams(search)} />
        </Suspense>
      );
    }
  }
}
