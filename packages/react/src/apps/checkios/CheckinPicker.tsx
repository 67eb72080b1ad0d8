import { useEffect } from "react";
import { useCheckins } from "../../data/checkios";
import { usePortico } from "../../provider/context";
import { SelectField } from "../../ui/SelectField";

/** Props of {@link CheckinPicker}. */
export interface CheckinPickerProps {
  businessId: number;
  /** The chosen counter (0 = none yet). */
  value: number;
  onChange(checkinId: number): void;
}

/**
 * Picks one of the business's counters; picks the first by itself when none is chosen.
 * @example <CheckinPicker businessId={bid} value={cid} onChange={setCid} />
 */
export function CheckinPicker({ businessId, value, onChange }: CheckinPickerProps) {
  const { t } = usePortico();
  const list = useCheckins(businessId);
  const items = list.data?.items ?? [];
  const first = items[0]?.id;
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);
  return (
    <SelectField
      label={t("checkios.field.checkin")}
      value={value ? String(value) : ""}
      onChange={(v) => onChange(Number(v))}
      options={
        items.length
          ? items.map((c) => ({ value: String(c.id), label: c.name }))
          : [{ value: "", label: list.isFetching ? t("checkios.loading") : t("checkios.list.empty") }]
      }
    />
  );
}
