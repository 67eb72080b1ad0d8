import { FirstConfigGroupWizard } from "@portico/react/network";
import { WriteFieldset } from "@portico/react/ui";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../../routes/screens";

/**
 * /businesses/{bid}/configgroups/first-config-group?activity: the first configuration wizard, its SSIDs showing the
 * portal of `activity` (the first-activity wizard's 'Assign WiFi Captive Portal to SSID'), then the list.
 */
export default function FirstConfigGroupWizardScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const activity = Number(search.get("activity")) || undefined;
  return (
    // A wizard only creates: a caller without post sees it disabled, with the reason.
    <WriteFieldset businessId={bid} verb="post">
      <FirstConfigGroupWizard
        key={bid}
        businessId={bid}
        activityId={activity}
        onDone={() => navigate(`/businesses/${bid}/configgroups/list`, { replace: true })}
      />
    </WriteFieldset>
  );
}
