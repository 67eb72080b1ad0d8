import { useAir2CampaignTypes, useCreateAir2Campaign } from "../../data/air2";
import type { Air2Campaign, Air2CampaignType } from "../../data/air2Types";
import { useCan } from "../../data/useCan";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Alert } from "../../ui/Form";
import { useToast } from "../../ui/Toast";
import { writeControlProps } from "../../ui/WriteControl";
import { air2Paths } from "./Air2CampaignList";
import * as s from "./air2.css";
import { air2Messages } from "./i18n";

/** The campaign id the editor is opened with when creating failed (part 3: it still navigates). */
export const PLACEHOLDER_CAMPAIGN_ID = 0;

/** Props of {@link Air2TypeSelector}. */
export interface Air2TypeSelectorProps {
  businessId: number;
  projectId: number;
  /** Opens the editor of the new campaign (id 0 when creating failed); default navigates to /air2/{pid}/{cid}. */
  onCreated?(campaignId: number, campaign?: Air2Campaign): void;
  className?: string;
}

/**
 * /air2/{pid}/new: the campaign types of the server; picking one creates a campaign of it and opens its editor.
 * When creating fails the error is shown and the editor still opens, with the placeholder campaign id.
 * @example <Air2TypeSelector businessId={bid} projectId={pid} />
 */
export function Air2TypeSelector({ businessId, projectId, onCreated, className }: Air2TypeSelectorProps) {
  useAreaMessages(air2Messages);
  const { t, navigate } = usePortico();
  const toast = useToast();
  const types = useAir2CampaignTypes(businessId, projectId);
  const create = useCreateAir2Campaign(businessId, projectId);
  const canCreate = useCan(businessId, "post");
  const open = (id: number, c?: Air2Campaign) =>
    onCreated ? onCreated(id, c) : navigate(air2Paths.editor(businessId, projectId, id));

  const pick = (type: Air2CampaignType) =>
    create.mutate(type, {
      onSuccess: (c) => open(c.id, c),
      onError: (err) => {
        toast.error(err);
        open(PLACEHOLDER_CAMPAIGN_ID);
      },
    });

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <h2 className={s.title}>{t("air2.types.title")}</h2>
      {types.isError ? <Alert tone="danger">{t("air2.types.loadFailed")}</Alert> : null}
      <div className={s.types}>
        {(types.data?.types ?? []).map((ty) => (
          <button
            key={ty.type}
            type="button"
            className={s.typeCard}
            disabled={create.isPending}
            onClick={() => pick(ty.type)}
            {...writeControlProps("post", canCreate, t("write.denied.post"))}
          >
            <strong>{t(`air2.type.${ty.type}`)}</strong>
            <span className={s.muted}>{t(`air2.type.${ty.type}.hint`)}</span>
            <span className={s.muted}>{ty.channelTypes.map((c) => t(`air2.channel.${c}`)).join(" · ")}</span>
          </button>
        ))}
      </div>
    </PorticoRoot>
  );
}
