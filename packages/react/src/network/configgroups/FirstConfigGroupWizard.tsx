import {
  applyWizardSsidNames,
  DEFAULT_FIRST_SETTING_NAME,
  DEFAULT_TIME_ZONE,
  disableSsid,
  type WifiBand,
} from "@portico/sdk/rules";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useActivities } from "../../data/activities";
import {
  useCreateConfigGroup,
  useFirstConfigGroupDefaults,
  useMarkFirstConfigGroupDone,
} from "../../data/configGroups";
import type { ConfigGroup } from "../../data/configGroupTypes";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { Alert, Form, FormError } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { timeZoneList } from "../../ui/timeZones";
import * as s from "./configgroups.css";
import { configGroupMessages } from "./i18n";
import { activitiesOf, type SsidActivityChoice, SsidActivityFields } from "./SsidActivityFields";
import { BANDS, type SsidsByBand, ssidsOf, withSsids } from "./SsidFields";

/** Props of {@link FirstConfigGroupWizard}. */
export interface FirstConfigGroupWizardProps {
  businessId: number;
  /**
   * The activity whose portal the SSIDs show (the first-activity wizard's 'Assign WiFi Captive Portal to SSID');
   * default: the business's most recently updated activity. The owner may change it per SSID.
   */
  activityId?: number | undefined;
  /** After the group is made; default navigates to /businesses/{bid}/configgroups/list. */
  onDone?(configGroup: ConfigGroup): void;
  className?: string;
}

/** SSIDs per radio the first wizard offers (the other default slots stay off). */
const WIZARD_SSIDS = 2;

// Wizard names: the base, '-n' from the second SSID on, ' 5G' on the 5 GHz radio; only for enabled SSIDs.
function named(ssids: SsidsByBand, base: string): SsidsByBand {
  const out = { ...ssids };
  for (const band of BANDS) out[band] = applyWizardSsidNames(ssids[band], base, band);
  return out;
}

/** Every enabled SSID shows `activityId` (none without one). */
function everySsid(ssids: SsidsByBand, activityId: number | undefined): SsidActivityChoice {
  if (!activityId) return {};
  const on = BANDS.flatMap((b) => ssids[b].filter((x) => x.enable).map((x) => String(x.index)));
  return Object.fromEntries(on.map((i) => [i, String(activityId)]));
}

/**
 * /configgroups/first-config-group: the first configuration ('My First Setting') with 2 SSIDs per radio named from
 * the business ('<name> WiFi', '-2', ' 5G'), in the business's time zone, each SSID showing the portal of the
 * activity just made. Completing it creates the group, marks the guide step done and opens the list.
 * @example <FirstConfigGroupWizard businessId={bid} />
 */
export function FirstConfigGroupWizard({ businessId, activityId, onDone, className }: FirstConfigGroupWizardProps) {
  useAreaMessages(configGroupMessages);
  const { t, navigate } = usePortico();
  const toast = useToast();
  const defaults = useFirstConfigGroupDefaults(businessId);
  const create = useCreateConfigGroup(businessId);
  const markDone = useMarkFirstConfigGroupDone(businessId);
  const activities = useActivities(businessId);
  // Until the owner picks per SSID, every SSID shows the activity just made (else the newest).
  const [choice, setChoice] = useState<SsidActivityChoice | null>(null);
  const zones = useMemo(() => timeZoneList().map((z) => ({ value: z, label: z })), []);
  const [name, setName] = useState(DEFAULT_FIRST_SETTING_NAME);
  const [base, setBase] = useState("");
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);
  const [ssids, setSsids] = useState<SsidsByBand>({ "2.4g": [], "5g": [] });
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  // The form starts from the server's defaults once; later refetches never overwrite what was typed.
  const started = useRef(false);
  useEffect(() => {
    const d = defaults.data;
    if (!d || started.current) return;
    started.current = true;
    const from = ssidsOf(d.network);
    setName(d.name ?? DEFAULT_FIRST_SETTING_NAME);
    setBase(from["2.4g"][0]?.name ?? "");
    setTimeZone(d.timeZone ?? DEFAULT_TIME_ZONE);
    setSsids(from);
  }, [defaults.data]);

  const shown = named(ssids, base.trim());
  const chosen = choice ?? everySsid(shown, activityId ?? activities.data?.[0]?.id);
  const errors = {
    name: name.trim() ? null : t("validation.required"),
    base: base.trim() ? null : t("validation.required"),
    ssids: BANDS.some((b) => shown[b].some((x) => x.enable)) ? null : t("configgroups.wizard.noSsid"),
  };
  const toggle = (band: WifiBand, i: number, on: boolean) =>
    setSsids((cur) => ({
      ...cur,
      [band]: cur[band].map((x, j) => (j !== i ? x : on ? { ...x, enable: true } : disableSsid(x))),
    }));

  const submit = async () => {
    setSubmitted(true);
    setFormError(null);
    if (errors.name || errors.base || errors.ssids) return;
    try {
      const cg = await create.mutateAsync({
        ...(defaults.data ?? {}),
        name: name.trim(),
        timeZone,
        system: { ...(defaults.data?.system ?? {}), timeZone },
        network: withSsids(defaults.data?.network, shown),
        activities: activitiesOf(chosen, shown),
      });
      await markDone.mutateAsync();
      toast.success(t("configgroups.toast.add"));
      if (onDone) onDone(cg);
      else navigate(`/businesses/${businessId}/configgroups/list`);
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };

  let body: ReactNode;
  if (defaults.error) {
    body = (
      <Alert tone="danger" title={t("Error")}>
        <p>{errorMessage(t, defaults.error)}</p>
        <Button variant="secondary" onClick={() => void defaults.refetch()}>
          {t("Retry")}
        </Button>
      </Alert>
    );
  } else if (!defaults.data) {
    body = <p role="status">{t("Loading")}</p>;
  } else {
    body = (
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormError error={formError} />
        <div className={s.grid2}>
          <TextField
            label={t("configgroups.field.name")}
            name="name"
            value={name}
            maxLength={100}
            onChange={setName}
            error={submitted ? errors.name : null}
          />
          <TextField
            label={t("configgroups.wizard.ssidBase")}
            name="base"
            value={base}
            maxLength={27}
            onChange={setBase}
            hint={t("configgroups.wizard.ssidBaseHint")}
            error={submitted ? errors.base : null}
          />
          <SelectField
            label={t("configgroups.field.timeZone")}
            options={zones}
            value={timeZone}
            onChange={setTimeZone}
          />
        </div>
        <div className={s.grid2}>
          {BANDS.map((band) => (
            <fieldset key={band} className={s.section}>
              <legend className={s.sectionTitle}>{t(`configgroups.band.${band}`)}</legend>
              <ul className={s.list}>
                {shown[band].slice(0, WIZARD_SSIDS).map((ssid, i) => (
                  <li key={ssid.index} className={s.listRow}>
                    <label className={s.actions}>
                      <input
                        type="checkbox"
                        checked={ssid.enable}
                        onChange={(e) => toggle(band, i, e.currentTarget.checked)}
                      />
                      {ssid.enable && ssid.name ? ssid.name : t("configgroups.wizard.ssidOff", { n: i + 1 })}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
        </div>
        {submitted && errors.ssids ? <Alert tone="danger">{errors.ssids}</Alert> : null}
        <SsidActivityFields businessId={businessId} ssids={shown} value={chosen} onChange={setChoice} />
        <div className={s.actions}>
          <Button type="submit" loading={create.isPending || markDone.isPending}>
            {t("configgroups.wizard.complete")}
          </Button>
        </div>
      </Form>
    );
  }

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("configgroups.wizard.title")}</h2>
      </div>
      <p className={s.muted}>{t("configgroups.wizard.intro")}</p>
      {body}
    </PorticoRoot>
  );
}
