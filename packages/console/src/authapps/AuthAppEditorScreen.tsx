import { AuthAppEditor } from "@portico/react/authapps";
import type { ScreenProps } from "../routes/screens";

/** /businesses/{bid}/apps/authapps/{aid}?name: edits one authentication app. */
export default function AuthAppEditorScreen({ params, search }: ScreenProps) {
  const bid = Number(params.bid);
  const aid = Number(params.aid);
  return <AuthAppEditor key={`${bid}/${aid}`} businessId={bid} appId={aid} name={search.get("name") ?? undefined} />;
}
