import { BusinessEditor, type BusinessEditorTab } from "@portico/react/business";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { landingPath } from "../routes/resolveLocation";
import type { ScreenProps } from "../routes/screens";
import { useConsoleBusiness } from "./BusinessContext";
import { switchBusinessPath } from "./switchBusinessPath";

/**
 * /businesses/{bid}/detail: the business editor as the screen (a full-screen dialog, open while the route is).
 * Closing it returns to the section the user came from (in this business), else the dashboard. The editor's
 * tab lives in the `tab` query parameter.
 */
export default function BusinessDetailScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const { menuType, sectionPath, removed } = useConsoleBusiness();
  const bid = Number(params.bid);
  const tab = (search.get("tab") ?? undefined) as BusinessEditorTab | undefined;
  // The editor closes itself after a removal: the selection rule has already chosen where to go.
  const wasRemoved = useRef(false);

  const close = () => {
    if (wasRemoved.current) return;
    const back = sectionPath();
    navigate(back ? switchBusinessPath(back, bid) : landingPath(bid, menuType));
  };

  return (
    <BusinessEditor
      key={bid}
      businessId={bid}
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      state={{ tab }}
      onStateChange={(s) => {
        const q = new URLSearchParams(search);
        if (s.tab) q.set("tab", s.tab);
        navigate(`/businesses/${bid}/detail?${q.toString()}`, { replace: true });
      }}
      onRemoved={(removedBid) => {
        wasRemoved.current = true;
        removed(removedBid);
      }}
    />
  );
}
