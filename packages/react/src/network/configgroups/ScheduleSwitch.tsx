import { errorText } from "@portico/sdk";
import { useEffect, useState } from "react";
import { useSetScheduleEnabled } from "../../data/configGroups";
import { usePortico } from "../../provider/context";
import { useToast } from "../../ui/Toast";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./configgroups.css";

/** Props of {@link ScheduleSwitch}. */
export interface ScheduleSwitchProps {
  businessId: number;
  configGroup: { id: number; name: string; scheduleEnabled: boolean };
  /** Read-only callers see the state but cannot flip it. */
  disabled?: boolean;
  /** Show the visible "Schedule" text beside the switch (the label is always there for screen readers). */
  showLabel?: boolean;
}

/**
 * Switches a configuration group's schedule on or off. On failure the switch resets to off (0) and the server's
 * message, in the request's language, shows in the error box (part 1 section 4).
 * @example <ScheduleSwitch businessId={bid} configGroup={cg} />
 */
export function ScheduleSwitch({ businessId, configGroup, disabled, showLabel }: ScheduleSwitchProps) {
  const { t } = usePortico();
  const toast = useToast();
  const mutation = useSetScheduleEnabled(businessId);
  const [on, setOn] = useState(configGroup.scheduleEnabled);
  useEffect(() => setOn(configGroup.scheduleEnabled), [configGroup.scheduleEnabled]);

  const flip = () => {
    const next = !on;
    setOn(next);
    mutation.mutate(
      { id: configGroup.id, enabled: next },
      {
        onError: (err) => {
          setOn(false);
          // The localised server message (description), not our own translation of its code.
          toast.error(errorText(err) || err);
        },
      },
    );
  };

  return (
    <WriteControl businessId={businessId} verb="put">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={showLabel ? undefined : t("configgroups.schedule.switchLabel", { name: configGroup.name })}
        className={s.switchRoot}
        disabled={disabled || mutation.isPending}
        aria-busy={mutation.isPending || undefined}
        onClick={flip}
      >
        <span className={s.switchTrack} aria-hidden="true">
          <span className={s.switchThumb} />
        </span>
        {showLabel ? <span>{t("configgroups.schedule.switch")}</span> : null}
      </button>
    </WriteControl>
  );
}
