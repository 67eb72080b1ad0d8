import { useEffect, useRef, useState } from "react";
import {
  type CampaignType,
  DIALOG_CAMPAIGN_TYPES,
  type Link,
  useCampaignContents,
  useCreateLink,
  useUpdateLink,
} from "../data/links";
import { errorMessage } from "../i18n/errorMessage";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { FormDialog } from "../ui/FormDialog";
import { SelectField } from "../ui/SelectField";
import { TextField } from "../ui/TextField";
import { useToast } from "../ui/Toast";
import { linkMessages } from "./i18n";
import * as s from "./links.css";

/** Props of {@link ShortLinkDialog}. */
export interface ShortLinkDialogProps {
  businessId: number;
  /** The link to edit; omitted to add one. */
  link?: Link;
  /** The selected project (event menu type): sent with a new link, and only its activities are offered. */
  appId?: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved?(link: Link): void;
}

const NAME_MAX = 100;

/**
 * Adds or edits a short link: campaign type (activity, membership card, event ticket), the content of that
 * type, and a name. Save stays disabled until all three are set; a refused save keeps what was typed.
 * @example <ShortLinkDialog businessId={bid} open={open} onOpenChange={setOpen} />
 */
export function ShortLinkDialog({ businessId, link, appId, open, onOpenChange, onSaved }: ShortLinkDialogProps) {
  useAreaMessages(linkMessages);
  const { t } = usePortico();
  const toast = useToast();
  const create = useCreateLink(businessId);
  const update = useUpdateLink(businessId);
  const [type, setType] = useState<CampaignType | "">("");
  const [contentId, setContentId] = useState("");
  const [name, setName] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const contents = useCampaignContents(businessId, type, appId);

  // Each opening starts from the link as stored; a refetch while open never overwrites what was typed.
  const latest = useRef(link);
  latest.current = link;
  const openedFor = open ? (link?.id ?? "new") : null;
  useEffect(() => {
    if (openedFor === null) return;
    const l = latest.current;
    setType(l?.campaignType ?? "");
    setContentId(l ? String(l.campaignId) : "");
    setName(l?.name ?? "");
    setFormError(null);
  }, [openedFor]);

  const busy = create.isPending || update.isPending;
  const complete = type !== "" && contentId !== "" && name.trim() !== "";
  const typeOptions = [
    { value: "" as const, label: t("links.field.choose") },
    ...DIALOG_CAMPAIGN_TYPES.map((v) => ({ value: v, label: t(`links.type.${v}`) })),
  ];
  const items = contents.data ?? [];
  // An edited link whose content is gone (or not listed) still shows what it points at.
  const kept =
    link && type === link.campaignType && !items.some((c) => c.id === link.campaignId)
      ? [{ value: String(link.campaignId), label: link.contentName ?? t("links.content.removed") }]
      : [];
  const contentOptions = [
    { value: "", label: contents.isLoading ? t("links.content.loading") : t("links.field.choose") },
    ...kept,
    ...items.map((c) => ({ value: String(c.id), label: c.name })),
  ];

  const submit = async () => {
    if (!complete || busy) return;
    setFormError(null);
    const body = { campaignType: type as CampaignType, campaignId: Number(contentId), name: name.trim() };
    try {
      const saved = link
        ? await update.mutateAsync({ id: link.id, body })
        : await create.mutateAsync(appId ? { ...body, appId } : body);
      toast.success(t(link ? "links.toast.update" : "links.toast.add"));
      onSaved?.(saved);
      onOpenChange(false);
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={link ? t("links.dialog.title") : t("links.dialog.titleNew")}
      formError={formError}
      onSubmit={() => void submit()}
      submitLabel={t("links.save")}
      busy={busy}
      submitDisabled={!complete}
    >
      <SelectField
        label={t("links.field.campaignType")}
        options={typeOptions}
        value={type}
        onChange={(v) => {
          setType(v);
          setContentId("");
        }}
        autoFocus
      />
      <SelectField
        label={t("links.field.content")}
        options={contentOptions}
        value={contentId}
        onChange={setContentId}
        disabled={type === "" || contents.isLoading}
        error={contents.error ? errorMessage(t, contents.error) : null}
      />
      {type !== "" && contents.data && !contents.data.length && !kept.length ? (
        <p className={s.muted}>{t(appId ? "links.content.emptyProject" : "links.content.empty")}</p>
      ) : null}
      <TextField label={t("links.field.name")} name="name" value={name} maxLength={NAME_MAX} onChange={setName} />
      {complete ? null : <p className={s.muted}>{t("links.field.required")}</p>}
    </FormDialog>
  );
}
