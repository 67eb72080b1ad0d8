import {
  DEFAULT_INODE_GROUP_NAME,
  DEFAULT_INODE_NAME,
  DEFAULT_TIME_ZONE,
  defaultSsidName,
  isNameLengthValid,
  wizardSsidName,
} from "@portico/sdk/rules";
import { useCallback, useState } from "react";
import { useBusiness } from "../../data/businesses";
import { useConfigGroups } from "../../data/configGroups";
import { useINodeLiveUpdates } from "../../data/inodeLiveUpdates";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useScopedRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { Form, FormError } from "../../ui/Form";
import { toAccessCode } from "./accessCode";
import { BindingProgressDialog } from "./BindingProgressDialog";
import { inodesMessages } from "./i18n";
import * as s from "./inodes.css";
import { useFirstINodeGroupSetup } from "./useFirstINodeGroupSetup";
import { WIZARD_STEPS, type WizardStep, WizardStepFields, type WizardValues } from "./WizardStepFields";
import { baseSsidOf, freeConfigName } from "./wizardConfiguration";

/** Props of {@link FirstINodeGroupWizard}. */
export interface FirstINodeGroupWizardProps {
  businessId: number;
  /** After the binding progress; default: navigate to /businesses/{bid}/inodegroups/list. */
  onDone?(): void;
  onCancel?(): void;
}

/**
 * The first iNode group wizard: device, name, SSID, time zone, configuration. Completing it creates the group
 * (and 'My First Setting' named after the SSID when no configuration is chosen), binds the device, marks the
 * first-group guide step done and shows the binding progress, then the group list.
 * @example <FirstINodeGroupWizard businessId={bid} onDone={() => navigate(`/businesses/${bid}/inodegroups/list`)} />
 */
export function FirstINodeGroupWizard({ businessId, onDone, onCancel }: FirstINodeGroupWizardProps) {
  useAreaMessages(inodesMessages);
  const { t, navigate } = usePortico();
  const scoped = useScopedRoot();
  const business = useBusiness(businessId);
  const configs = useConfigGroups(businessId);
  const setup = useFirstINodeGroupSetup(businessId);
  useINodeLiveUpdates(businessId);
  const [step, setStep] = useState(0);
  const [attempted, setAttempted] = useState<Partial<Record<WizardStep, boolean>>>({});
  const [values, setValues] = useState<WizardValues>({
    ac: "",
    modelId: "",
    nickname: DEFAULT_INODE_NAME,
    groupName: DEFAULT_INODE_GROUP_NAME,
    ssid: "",
    timeZone: "",
    configuration: "",
  });
  // Fields the user has typed in: a default no longer refills them, even when emptied.
  const [touched, setTouched] = useState<Partial<Record<keyof WizardValues, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [boundCuid, setBoundCuid] = useState<string | null>(null);
  const done = useCallback(
    () => (onDone ? onDone() : navigate(`/businesses/${businessId}/inodegroups/list`)),
    [onDone, navigate, businessId],
  );
  // Defaults that come from the business fill a field until the user types in it.
  // The existing configuration (the first wizard's) is the default, never a second 'My First Setting'; its SSID
  // is the default WiFi name.
  const profile = business.data?.profile;
  const configuration = values.configuration || (configs.data?.[0] ? String(configs.data[0].id) : "new");
  const chosen = configs.data?.find((c) => String(c.id) === configuration);
  const configSsid = baseSsidOf(chosen);
  const newName = freeConfigName((configs.data ?? []).map((c) => c.name));
  const shown: WizardValues = {
    ...values,
    configuration,
    ssid: touched.ssid ? values.ssid : configSsid || (profile?.name ? defaultSsidName(profile.name) : ""),
    timeZone: values.timeZone || profile?.timeZone || DEFAULT_TIME_ZONE,
  };

  const errors = validate(shown, t);
  const current = WIZARD_STEPS[step] ?? "device";
  const stepErrors = (k: WizardStep) => FIELDS[k].some((f) => errors[f]);
  const last = step === WIZARD_STEPS.length - 1;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setAttempted((a) => ({ ...a, [current]: true }));
    if (stepErrors(current)) return;
    if (!last) return setStep(step + 1);
    const bad = WIZARD_STEPS.findIndex(stepErrors);
    if (bad >= 0) return setStep(bad);
    setBusy(true);
    setFormError(null);
    try {
      setBoundCuid(
        await setup({
          ...shown,
          ac: toAccessCode(shown.ac) ?? shown.ac,
          nickname: shown.nickname.trim(),
          groupName: shown.groupName.trim(),
          ssid: shown.ssid.trim(),
          configuration: shown.configuration === "new" ? "new" : Number(shown.configuration),
          newName,
          renameSsidsOf: chosen && shown.ssid.trim() !== configSsid ? chosen : undefined,
        }),
      );
    } catch (err) {
      setFormError(errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${scoped.className} ${s.wizard}`} style={scoped.style} aria-labelledby="first-inode-title">
      <h2 id="first-inode-title" className={s.title}>
        {t("inodes.wizard.title")}
      </h2>
      <ol className={s.steps} aria-label={t("inodes.wizard.steps")}>
        {WIZARD_STEPS.map((k, i) => (
          <li key={k} className={s.step} aria-current={i === step ? "step" : undefined}>
            {t(`inodes.wizard.step.${k}`)}
          </li>
        ))}
      </ol>
      <Form onSubmit={submit}>
        <FormError error={formError} />
        <WizardStepFields
          businessId={businessId}
          step={current}
          values={shown}
          configGroups={configs.data ?? []}
          newConfigName={newName}
          errors={attempted[current] ? errors : {}}
          onChange={(patch) => {
            setValues((v) => ({ ...v, ...patch }));
            setTouched((x) => ({ ...x, ...Object.fromEntries(Object.keys(patch).map((k) => [k, true])) }));
          }}
        />
        <div className={s.footer}>
          <span>
            {step > 0 ? (
              <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={busy}>
                {t("inodes.wizard.back")}
              </Button>
            ) : onCancel ? (
              <Button variant="secondary" onClick={onCancel}>
                {t("Cancel")}
              </Button>
            ) : null}
          </span>
          <Button type="submit" loading={busy}>
            {t(last ? "inodes.wizard.complete" : "inodes.wizard.next")}
          </Button>
        </div>
      </Form>
      {boundCuid ? <BindingProgressDialog businessId={businessId} cuid={boundCuid} onDone={done} /> : null}
    </section>
  );
}

const FIELDS: Record<WizardStep, (keyof WizardValues)[]> = {
  device: ["ac", "modelId", "nickname"],
  name: ["groupName"],
  ssid: ["ssid"],
  timeZone: ["timeZone"],
  configuration: ["configuration"],
};

function validate(v: WizardValues, t: (k: string) => string): Partial<Record<keyof WizardValues, string>> {
  const name = (text: string) =>
    !text.trim() ? t("validation.required") : isNameLengthValid(text.trim()) ? undefined : t("inodes.error.nameLength");
  const out: Partial<Record<keyof WizardValues, string>> = {
    ac: !v.ac.trim() ? t("validation.required") : toAccessCode(v.ac) ? undefined : t("inodes.error.ac"),
    modelId: v.modelId ? undefined : t("validation.required"),
    nickname: name(v.nickname),
    groupName: name(v.groupName),
    ssid: !v.ssid.trim() ? t("validation.required") : ssidFits(v.ssid.trim()) ? undefined : t("inodes.error.ssid"),
    timeZone: v.timeZone ? undefined : t("validation.required"),
    configuration: v.configuration ? undefined : t("inodes.error.configuration"),
  };
  return Object.fromEntries(Object.entries(out).filter(([, e]) => e)) as typeof out;
}

/** An SSID is at most 32 bytes; the longest wizard name is the base plus '-2' and ' 5G'. */
const ssidFits = (base: string) => new TextEncoder().encode(wizardSsidName(base, 1, "5g")).length <= 32;
