import { useCallback, useEffect, useRef, useState } from "react";
import {
  useAir2Campaign,
  useAir2ChannelTypes,
  useSaveAir2Channels,
  useSaveAir2Settings,
  useSetAir2CampaignActive,
} from "../../data/air2";
import type { Air2ChannelInput, Air2SettingsSection } from "../../data/air2Types";
import { useBusiness } from "../../data/businesses";
import { useCan } from "../../data/useCan";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { Alert } from "../../ui/Form";
import { useToast } from "../../ui/Toast";
import { useViewState } from "../../ui/useViewState";
import { WriteControl, WriteFieldset } from "../../ui/WriteControl";
import { air2Paths } from "./Air2CampaignList";
import { Air2ChannelsStep } from "./Air2ChannelsStep";
import { Air2FilterPreview } from "./Air2FilterPreview";
import { Air2SettingsStep } from "./Air2SettingsStep";
import { Air2TestDialog } from "./Air2TestDialog";
import * as s from "./air2.css";
import { air2Messages } from "./i18n";

/** The editor's steps in order: the three settings sections, then the channels. */
export const AIR2_STEPS = ["general", "filters", "scheduler", "channels"] as const;

/** The view state of {@link Air2CampaignEditor}: its step, 1 to 4 (@default 1). */
export interface Air2CampaignEditorState {
  step?: number;
}

/** Props of {@link Air2CampaignEditor}. */
export interface Air2CampaignEditorProps {
  businessId: number;
  projectId: number;
  /** 0 is the placeholder id the type selector opens after a failed create: the editor says it could not load. */
  campaignId: number;
  state?: Air2CampaignEditorState;
  onStateChange?(next: Air2CampaignEditorState): void;
  /** After save-and-activate; default navigates to the project's campaign list. */
  onDone?(): void;
  className?: string;
}

const toInput = (c: { type: "sms" | "email"; subject?: string; content: string; shortUrlEnabled?: boolean }) =>
  c.type === "email"
    ? { type: c.type, subject: c.subject ?? "", content: c.content }
    : { type: c.type, content: c.content, shortUrlEnabled: Boolean(c.shortUrlEnabled) };

/**
 * /air2/{pid}/{cid}?step: the campaign editor. Steps general, filters and scheduler are built from the server's
 * widgets and saved as {data}; the channels step edits sms and email channels up to the server's limit. Next saves
 * the step; an activated campaign is shown read-only (the server refuses its changes too). Save and activate saves
 * the channels, activates and returns to the list. The filters step previews up to 100 recipients; a test dialog
 * sends the saved channels to e-mails and phones.
 * @example <Air2CampaignEditor businessId={bid} projectId={pid} campaignId={cid} />
 */
export function Air2CampaignEditor(props: Air2CampaignEditorProps) {
  const { businessId, projectId, campaignId, onDone, className } = props;
  useAreaMessages(air2Messages);
  const { t, navigate } = usePortico();
  const toast = useToast();
  const [view, setView] = useViewState(props.state, props.onStateChange, { step: 1 });
  const step = Math.min(Math.max(Math.trunc(Number(view.step) || 1), 1), AIR2_STEPS.length);
  const name = AIR2_STEPS[step - 1]!;
  const timeZone = useBusiness(businessId).data?.profile.timeZone ?? "Asia/Taipei";
  const campaign = useAir2Campaign(businessId, campaignId);
  const channelTypes = useAir2ChannelTypes(businessId, campaignId);
  const saveSettings = useSaveAir2Settings(businessId, campaignId);
  const saveChannels = useSaveAir2Channels(businessId, campaignId);
  const setActive = useSetAir2CampaignActive(businessId);
  const canPut = useCan(businessId, "put");
  const { confirm, element: confirmElement } = useConfirm();
  const edited = useRef<Record<string, unknown>>({});
  const onSettingsChange = useCallback((d: Record<string, unknown>) => {
    edited.current = d;
  }, []);
  const [channels, setChannels] = useState<Air2ChannelInput[] | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [testing, setTesting] = useState(false);
  useEffect(() => {
    if (campaign.data && channels === null) setChannels(campaign.data.channels.map(toInput));
  }, [campaign.data, channels]);

  if (campaign.isError || campaignId <= 0)
    return (
      <PorticoRoot className={cx(s.page, className)}>
        <Alert tone="danger">{t("air2.editor.loadFailed")}</Alert>
        <div>
          <Button variant="secondary" onClick={() => navigate(air2Paths.campaigns(businessId, projectId))}>
            {t("air2.backToList")}
          </Button>
        </div>
      </PorticoRoot>
    );
  if (!campaign.data) return <p className={s.muted}>{t("air2.loading")}</p>;
  const activated = campaign.data.status === "activated";
  const busy = saveSettings.isPending || saveChannels.isPending || setActive.isPending;

  /** Saves the current step; resolves false when the server refused it (the error is shown). */
  const saveStep = async (): Promise<boolean> => {
    // Read-only callers and activated campaigns only look: nothing to save.
    if (activated || !canPut) return true;
    try {
      if (name === "channels") await saveChannels.mutateAsync(channels ?? []);
      else await saveSettings.mutateAsync({ section: name as Air2SettingsSection, data: edited.current });
      return true;
    } catch (err) {
      toast.error(err);
      return false;
    }
  };
  const go = (n: number) => {
    setPreviewing(false);
    setView({ step: n });
  };
  const saveAndActivate = async () => {
    if (!(await saveStep())) return;
    const ok = await confirm({
      message: t("air2.activate.confirm", { name: campaign.data.name }),
      confirmText: t("air2.activate"),
    });
    if (!ok) return;
    try {
      await setActive.mutateAsync({ campaignId, active: true });
      toast.success(t("air2.activated"));
      onDone ? onDone() : navigate(air2Paths.campaigns(businessId, projectId));
    } catch (err) {
      toast.error(err);
    }
  };

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{campaign.data.name}</h2>
        <Button variant="secondary" onClick={() => navigate(air2Paths.campaigns(businessId, projectId))}>
          {t("air2.backToList")}
        </Button>
      </div>
      <ol className={s.steps} aria-label={t("air2.editor.steps")}>
        {AIR2_STEPS.map((st, i) => (
          <li key={st} className={s.stepItem}>
            <Button
              variant={i + 1 === step ? "primary" : "secondary"}
              aria-current={i + 1 === step ? "step" : undefined}
              onClick={() => go(i + 1)}
            >
              {`${i + 1}. ${t(`air2.step.${st}`)}`}
            </Button>
          </li>
        ))}
      </ol>
      {activated ? <Alert tone="warning">{t("air2.editor.activatedNote")}</Alert> : null}
      <WriteFieldset businessId={businessId}>
        <fieldset disabled={activated} className={s.section}>
          <legend>{t(`air2.step.${name}`)}</legend>
          {name === "channels" ? (
            channelTypes.data && channels ? (
              <Air2ChannelsStep types={channelTypes.data} channels={channels} onChange={setChannels} />
            ) : (
              <p className={s.muted}>{t("air2.loading")}</p>
            )
          ) : (
            <Air2SettingsStep
              key={name}
              businessId={businessId}
              campaignId={campaignId}
              section={name}
              timeZone={timeZone}
              onChange={onSettingsChange}
            />
          )}
        </fieldset>
      </WriteFieldset>
      {name === "filters" ? (
        <div className={s.page}>
          <div>
            <Button
              variant="secondary"
              onClick={async () => {
                if (await saveStep()) setPreviewing(true);
              }}
            >
              {t("air2.preview.show")}
            </Button>
          </div>
          {previewing ? <Air2FilterPreview businessId={businessId} campaignId={campaignId} /> : null}
        </div>
      ) : null}
      <div className={s.actions}>
        <Button variant="secondary" disabled={step === 1} onClick={() => go(step - 1)}>
          {t("air2.back")}
        </Button>
        {step < AIR2_STEPS.length ? (
          <Button
            loading={busy}
            onClick={async () => {
              if (await saveStep()) go(step + 1);
            }}
          >
            {t("air2.next")}
          </Button>
        ) : null}
        {!activated ? (
          <WriteControl businessId={businessId} verb="put">
            <Button
              variant="secondary"
              loading={busy}
              onClick={async () => {
                if (await saveStep()) toast.success(t("air2.saved"));
              }}
            >
              {t("air2.save")}
            </Button>
          </WriteControl>
        ) : null}
        {name === "channels" && !activated ? (
          <WriteControl businessId={businessId} verb="put">
            <Button loading={busy} onClick={() => void saveAndActivate()}>
              {t("air2.saveAndActivate")}
            </Button>
          </WriteControl>
        ) : null}
        {name === "channels" ? (
          <WriteControl businessId={businessId} verb="post">
            <Button variant="secondary" onClick={() => setTesting(true)}>
              {t("air2.test.open")}
            </Button>
          </WriteControl>
        ) : null}
      </div>
      <Air2TestDialog campaignId={campaignId} open={testing} onClose={() => setTesting(false)} />
      {confirmElement}
    </PorticoRoot>
  );
}
