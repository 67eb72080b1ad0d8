import { ActivityList, type ActivityListState } from "@portico/react/activities";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useConsoleBusiness } from "../../business/BusinessContext";
import type { ScreenProps } from "../../routes/screens";
import { activityListQuery, activityListStateOf } from "./activityListState";

/**
 * /businesses/{bid}/activities?activityName&activityId&type&page (and the event-mode `project`): the activity
 * list; its view state lives in the query string, replaced without a reload. With no activities the user goes
 * to the first-activity wizard (part 1 section 2).
 */
export default function ActivityListScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const { menuType } = useConsoleBusiness();
  const bid = Number(params.bid);
  const project = Number(search.get("project")) || 0;
  const toWizard = useCallback(
    () =>
      navigate(`/businesses/${bid}/activities/first-activity${project ? `?project=${project}` : ""}`, {
        replace: true,
      }),
    [navigate, bid, project],
  );
  const onStateChange = (next: ActivityListState) => {
    const qs = activityListQuery(search, next).toString();
    navigate(`/businesses/${bid}/activities${qs ? `?${qs}` : ""}`, { replace: true });
  };
  return (
    <ActivityList
      key={`${bid}-${project}`}
      businessId={bid}
      appId={project}
      {...(menuType ? { menuType } : {})}
      state={activityListStateOf(search)}
      onStateChange={onStateChange}
      onEmpty={toWizard}
    />
  );
}
