import { ConfigGroupList } from "@portico/react/network";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../../routes/screens";
import { ConfigGroupTabs } from "./ConfigGroupTabs";

/**
 * /businesses/{bid}/configgroups/list: the configuration groups. With none yet the user goes to the first
 * configuration wizard (part 1 section 4, first-time flow).
 */
export default function ConfigGroupListScreen({ params }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const toWizard = useCallback(
    () => navigate(`/businesses/${bid}/configgroups/first-config-group`, { replace: true }),
    [navigate, bid],
  );
  return (
    <ConfigGroupTabs bid={bid} tab="list">
      <ConfigGroupList
        key={bid}
        businessId={bid}
        onEmpty={toWizard}
        onOpenCalendar={(cg) =>
          navigate(`/businesses/${bid}/configgroups/${cg.id}/calendar?name=${encodeURIComponent(cg.name)}`)
        }
      />
    </ConfigGroupTabs>
  );
}
