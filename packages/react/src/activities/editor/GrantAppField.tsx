import { useState } from "react";
import { useAuthAppChoices, useUpdateActivityProfile } from "../../data/activityEditor";
import { usePortico } from "../../provider/context";
import { SelectField } from "../../ui/SelectField";
import { useToast } from "../../ui/Toast";

/** Props of {@link GrantAppField}. */
export interface GrantAppFieldProps {
  businessId: number;
  activityId: number;
  /** The running copy's grant app. */
  value: number | null | undefined;
}

/** The activity's grant app (updateActivityProfile): set at once, not through the preview copy. */
export function GrantAppField({ businessId, activityId, value }: GrantAppFieldProps) {
  const { t } = usePortico();
  const toast = useToast();
  const apps = useAuthAppChoices(businessId);
  const update = useUpdateActivityProfile(businessId, activityId);
  const [current, setCurrent] = useState(value ?? null);
  if (apps.isError) return null;
  const change = async (v: string) => {
    const next = v ? Number(v) : null;
    const before = current;
    setCurrent(next);
    try {
      await update.mutateAsync(next);
    } catch (err) {
      setCurrent(before);
      toast.error(err);
    }
  };
  return (
    <SelectField
      label={t("editor.grantApp")}
      value={current ? String(current) : ""}
      disabled={update.isPending}
      options={[
        { value: "", label: t("editor.skip.none") },
        ...(apps.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
      ]}
      onChange={(v) => void change(v)}
    />
  );
}
