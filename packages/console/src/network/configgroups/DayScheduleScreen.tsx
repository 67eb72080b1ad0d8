import { DaySchedule, type ScheduleEvent } from "@portico/react/network";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../../routes/screens";
import { NotFoundPage } from "../../shell/NotFoundPage";

// The route passes the event as JSON in `event`; anything malformed is a page that does not exist.
function parseEvent(raw: string | null): ScheduleEvent | null {
  try {
    const e = JSON.parse(raw ?? "") as Partial<ScheduleEvent>;
    const day = /^\d{4}-\d{2}-\d{2}$/;
    if (typeof e.id !== "string" || typeof e.title !== "string" || !day.test(e.start ?? "")) return null;
    if (e.end !== undefined && !day.test(e.end)) return null;
    return e as ScheduleEvent;
  } catch {
    return null;
  }
}

/** /businesses/{bid}/configgroups/{cgid}/calendar/schedule?event&past: the day schedule of one calendar event. */
export default function DayScheduleScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const cgid = Number(params.cgid);
  const event = parseEvent(search.get("event"));
  if (!event || !(cgid > 0)) return <NotFoundPage />;
  return (
    <DaySchedule
      key={`${bid}-${cgid}-${event.id}`}
      businessId={bid}
      configGroupId={cgid}
      event={event}
      date={search.get("date") ?? undefined}
      onBack={() => navigate(`/businesses/${bid}/configgroups/${cgid}/calendar`)}
    />
  );
}
