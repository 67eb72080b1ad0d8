import { FirstConfigGroupWizard } from "@portico/react/network";
import { WriteFieldset } from "@portico/react/ui";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/configgroups/first-config-group: the first configuration wizard, then the list. */
export default function FirstConfigGroupWizardScreen({ params }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  return (
    // A wizard only creates: a caller without post sees it disabled, with the reason.
    <WriteFieldset businessId={bid} verb="post">
      <FirstConfigGroupWizard
        key={bid}
        businessId={bid}
        onDone={() => navigate(`/businesses/${bid}/configgroups/list`, { replace: true })}
      />
    </WriteFieldset>
  );
}
