import { useUpdateINodeGroup } from "../../data/inodeGroups";
import type { INodeGroup } from "../../data/inodeTypes";
import { useCan } from "../../data/useCan";
import { usePortico } from "../../provider/context";
import { RoamingChannelSelect } from "../../ui/roaming/RoamingChannelSelect";
import { useToast } from "../../ui/Toast";

/**
 * The cross-group roaming channel of one iNode group, saved at once: groups on the same channel ('CH-n') let
 * guests roam between them. The picker (with 'New channel') is the shared RoamingChannelSelect (ui/roaming).
 */
export function GroupRoamingChannel({ businessId, group }: { businessId: number; group: INodeGroup }) {
  const { t } = usePortico();
  const toast = useToast();
  const update = useUpdateINodeGroup(businessId);
  const canPut = useCan(businessId, "put");
  return (
    <RoamingChannelSelect
      businessId={businessId}
      value={group.roamingId ?? null}
      label={t("inodes.roaming.label", { group: group.name })}
      disabled={update.isPending || !canPut}
      onChange={async (roamingId) => {
        try {
          await update.mutateAsync({ groupId: group.id, body: { roamingId } });
          toast.success(t("Update"));
        } catch (e) {
          toast.error(e);
        }
      }}
    />
  );
}
