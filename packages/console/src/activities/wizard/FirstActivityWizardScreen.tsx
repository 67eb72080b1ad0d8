import { FirstActivityWizard } from "@portico/react/activities";
import { WriteFieldset } from "@portico/react/ui";
import { useNavigate } from "react-router";
import { useConsoleBusiness } from "../../business/BusinessContext";
import type { ScreenProps } from "../../routes/screens";

/**
 * /businesses/{bid}/activities/first-activity?wizard (and the event-mode `project`): the first-activity wizard;
 * `wizard` preselects a template. In onePageBooking and event with activities already there it goes back to the
 * list. 'Assign WiFi Captive Portal to SSID' puts the activity on the SSIDs (or opens the first-configuration wizard
 * with it). The server marks the first-activity guide step; the widget refetches the preference the guide reads.
 */
export default function FirstActivityWizardScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const { menuType } = useConsoleBusiness();
  const bid = Number(params.bid);
  const project = Number(search.get("project")) || 0;
  const list = `/businesses/${bid}/activities${project ? `?project=${project}` : ""}`;
  return (
    // A wizard only creates: a caller without post sees it disabled, with the reason.
    <WriteFieldset businessId={bid} verb="post">
      <FirstActivityWizard
        key={`${bid}-${project}`}
        businessId={bid}
        appId={project}
        {...(menuType ? { menuType } : {})}
        template={search.get("wizard")}
        onBackToList={() => navigate(list, { replace: true })}
        onDone={(_next, _activity, path) => navigate(path)}
      />
    </WriteFieldset>
  );
}
