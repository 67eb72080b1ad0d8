import { FirstINodeGroupWizard } from "@portico/react/devices";
import { WriteFieldset } from "@portico/react/ui";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

/** /businesses/{bid}/inodegroups/first-inode-group: the first iNode group wizard, then the group list. */
export default function FirstINodeGroupWizardScreen({ params }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  return (
    // A wizard only creates: a caller without post sees it disabled, with the reason.
    <WriteFieldset businessId={bid} verb="post">
      <FirstINodeGroupWizard
        key={bid}
        businessId={bid}
        onDone={() => navigate(`/businesses/${bid}/inodegroups/list`)}
      />
    </WriteFieldset>
  );
}
