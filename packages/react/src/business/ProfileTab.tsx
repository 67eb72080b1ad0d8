import { useState } from "react";
import { browserTimeZone, DEFAULT_TIME_ZONE } from "../data/businessSelection";
import type { Business, BusinessProfileInput } from "../data/businessTypes";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Form, FormError } from "../ui/Form";
import { MapPicker } from "../ui/map/MapPicker";
import { DEFAULT_CENTER, type LatLng } from "../ui/map/moveByKey";
import { SelectField } from "../ui/SelectField";
import { TextField } from "../ui/TextField";
import { timeZoneList } from "../ui/timeZones";
import { useForm } from "../ui/useForm";
import { isEmail } from "../ui/validate";
import { WriteControl } from "../ui/WriteControl";
import * as s from "./business.css";

/** Props of {@link ProfileTab}. */
export interface ProfileTabProps {
  /** Undefined for a new business. */
  business?: Business;
  /** The signed-in user's e-mail, the default of a new business. */
  defaultEmail?: string;
  readOnly: boolean;
  /** Saves the profile; a throw keeps the input and shows the translated error. */
  onSave(profile: BusinessProfileInput): Promise<void>;
  /** The remove button, when the caller may remove this business. */
  removeButton?: React.ReactNode;
}

/** The profile tab: name, time zone, e-mail, address and the location on a map (zoom 14). */
export function ProfileTab({ business, defaultEmail, readOnly, onSave, removeButton }: ProfileTabProps) {
  const { t } = usePortico();
  const p = business?.profile;
  const [location, setLocation] = useState<LatLng>(p?.location ?? DEFAULT_CENTER);
  const zones = timeZoneList();
  const form = useForm({
    initialValues: {
      name: p?.name ?? "",
      timeZone: p?.timeZone || (business ? DEFAULT_TIME_ZONE : browserTimeZone() || DEFAULT_TIME_ZONE),
      email: p?.email ?? defaultEmail ?? "",
      address: p?.address ?? "",
    },
    validate: (v) => ({
      name: !v.name.trim() || v.name.length > 100 ? t("business.error.name") : null,
      timeZone: v.timeZone ? null : t("business.error.timeZone"),
      email: v.email.trim() && !isEmail(v.email.trim()) ? t("business.error.email") : null,
    }),
    onSubmit: (v) =>
      onSave({
        name: v.name.trim(),
        timeZone: v.timeZone,
        email: v.email.trim() || null,
        address: v.address.trim() || null,
        location,
      }),
  });
  const tz = form.values.timeZone;
  const options = (zones.includes(tz) || !tz ? zones : [tz, ...zones]).map((z) => ({ value: z, label: z }));
  const submit = (
    <Button type="submit" loading={form.submitting}>
      {business ? t("business.save") : t("business.create")}
    </Button>
  );
  return (
    <Form onSubmit={form.handleSubmit}>
      <FormError error={form.formError} />
      <div className={s.grid2}>
        <TextField label={t("business.field.name")} maxLength={100} disabled={readOnly} {...form.field("name")} />
        <SelectField
          label={t("business.field.timeZone")}
          options={options}
          disabled={readOnly}
          {...form.field("timeZone")}
        />
        <TextField
          label={t("business.field.email")}
          type="email"
          autoComplete="email"
          disabled={readOnly}
          {...form.field("email")}
        />
        <TextField label={t("business.field.address")} maxLength={300} disabled={readOnly} {...form.field("address")} />
      </div>
      <div className={s.field}>
        <span className={s.label}>{t("business.field.location")}</span>
        <MapPicker value={location} onChange={setLocation} zoom={14} disabled={readOnly} />
      </div>
      {readOnly ? null : (
        <div className={s.footer}>
          <span>{removeButton}</span>
          {business ? (
            <WriteControl businessId={business.id} verb="put" hide>
              {submit}
            </WriteControl>
          ) : (
            submit
          )}
        </div>
      )}
    </Form>
  );
}
