import { AccessPointList } from "@portico/react/devices";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../../routes/screens";
import { filtersOf, withFilters } from "./detailRoutes";

/**
 * /businesses/{bid}/accesspoints?ap&accessPointName&status&cuid: the access-point list; its filters live in the
 * query string, replaced without a reload; a row opens /accesspoints/{apmc}.
 */
export default function AccessPointListScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  return (
    <AccessPointList
      key={bid}
      businessId={bid}
      state={filtersOf(search)}
      onStateChange={(f) => {
        const qs = withFilters(search, f).toString();
        navigate(`/businesses/${bid}/accesspoints${qs ? `?${qs}` : ""}`, { replace: true });
      }}
      onOpen={(ap) =>
        navigate(`/businesses/${bid}/accesspoints/${encodeURIComponent(ap.mac)}?cuid=${encodeURIComponent(ap.iNodeId)}`)
      }
    />
  );
}
