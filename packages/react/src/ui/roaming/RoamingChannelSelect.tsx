import type { ReactNode } from "react";
import { useCreateRoamingChannel, useRoamingChannels } from "../../data/roamingChannels";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { Button } from "../Button";
import { SelectField } from "../SelectField";
import { useToast } from "../Toast";
import { WriteControl } from "../WriteControl";
import { roamingMessages } from "./i18n";
import * as s from "./roamingChannel.css";

/** Props of {@link RoamingChannelSelect}. */
export interface RoamingChannelSelectProps {
  businessId: number;
  /** The chosen roaming channel id; null = none. */
  value: number | null;
  onChange(roamingId: number | null): void;
  /** @default "Roaming channel" */
  label?: ReactNode;
  disabled?: boolean;
  /** An inline error under the select (e.g. the server's refusal of the group save). */
  error?: string | null;
}

/**
 * Picks the cross-group roaming channel of an iNode group ('CH-n'; CH-01 to CH-03 exist by default) or none, and
 * adds the next 'CH-n' channel, which becomes the choice.
 * @example <RoamingChannelSelect businessId={bid} value={group.roamingId} onChange={(id) => set("roamingId", id)} />
 */
export function RoamingChannelSelect({
  businessId,
  value,
  onChange,
  label,
  disabled,
  error,
}: RoamingChannelSelectProps) {
  useAreaMessages(roamingMessages);
  const { t } = usePortico();
  const toast = useToast();
  const channels = useRoamingChannels(businessId);
  const create = useCreateRoamingChannel(businessId);
  const options = [
    { value: "", label: t("roaming.none") },
    ...(channels.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const loadError = channels.error ? errorMessage(t, channels.error) : null;
  return (
    <div className={s.toolbar}>
      <SelectField
        className={s.grow}
        label={label ?? t("roaming.label")}
        options={options}
        value={value === null ? "" : String(value)}
        disabled={disabled || !channels.data}
        aria-busy={channels.isLoading || undefined}
        error={error ?? (loadError ? t("roaming.loadError", { message: loadError }) : null)}
        onChange={(v) => onChange(v ? Number(v) : null)}
      />
      <WriteControl businessId={businessId} verb="post">
        <Button
          variant="secondary"
          disabled={disabled || !channels.data}
          loading={create.isPending}
          onClick={async () => {
            try {
              const c = await create.mutateAsync(undefined);
              toast.success(t("roaming.created", { name: c.name }));
              onChange(c.id);
            } catch (e) {
              toast.error(e);
            }
          }}
        >
          {t("roaming.add")}
        </Button>
      </WriteControl>
    </div>
  );
}
