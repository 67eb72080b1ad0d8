import { ActivityEditor } from "@portico/react/activities";
import { useConsoleBusiness } from "../../business/BusinessContext";
import type { ScreenProps } from "../../routes/screens";

/**
 * /businesses/{bid}/activities/{aid}?actmode=modules: the activity editor (the route shows 'Deprecated'
 * without actmode=modules; the editor says the same of a legacy activity). Module types follow the menu type.
 */
export default function ActivityEditorScreen({ params }: ScreenProps) {
  const { menuType } = useConsoleBusiness();
  const bid = Number(params.bid);
  const aid = Number(params.aid);
  return <ActivityEditor key={`${bid}/${aid}`} businessId={bid} activityId={aid} menuType={menuType} />;
}
