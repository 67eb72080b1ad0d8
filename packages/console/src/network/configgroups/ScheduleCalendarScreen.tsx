import { ScheduleCalendar } from "@portico/react/network";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../../routes/screens";
import { NotFoundPage } from "../../shell/NotFoundPage";

/** /businesses/{bid}/configgroups/{cgid}/calendar?name: the schedule calendar of one configuration group. */
export default function ScheduleCalendarScreen({ params }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const cgid = Number(params.cgid);
  if (!(cgid > 0)) return <NotFoundPage />;
  return (
    <ScheduleCalendar
      key={`${bid}-${cgid}`}
      businessId={bid}
      configGroupId={cgid}
      onOpenDay={(event, past) => {
        const q = new URLSearchParams({ event: JSON.stringify(event), past: String(past) });
        navigate(`/businesses/${bid}/configgroups/${cgid}/calendar/schedule?${q.toString()}`);
      }}
    />
  );
}
