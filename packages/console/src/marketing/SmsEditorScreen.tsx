import { SmsEditor } from "@portico/react/marketing";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

/** /businesses/{bid}/sms/{sid}: one SMS campaign's segment, text, dashboard and send. */
export default function SmsEditorScreen({ params }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const sid = Number(params.sid);
  return (
    <SmsEditor
      key={`${bid}/${sid}`}
      businessId={bid}
      campaignId={sid}
      onBack={() => navigate(`/businesses/${bid}/sms`)}
    />
  );
}
