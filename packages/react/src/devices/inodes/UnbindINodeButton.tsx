import { useUnbindINode } from "../../data/inodes";
import type { INode } from "../../data/inodeTypes";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { RowAction } from "../../ui/RowAction";
import { useToast } from "../../ui/Toast";
import { WriteControl } from "../../ui/WriteControl";
import { inodesMessages } from "./i18n";
import { displayName } from "./NicknameCell";

/** Props of {@link UnbindINodeButton}. */
export interface UnbindINodeButtonProps {
  businessId: number;
  node: Pick<INode, "cuid" | "nickname">;
  /** Called once the server has unbound the device (the info screen leaves for the list). */
  onUnbound?(cuid: string): void;
  /** A table row's compact icon button (same accessible name, the verb as its tooltip) instead of a text button. */
  compact?: boolean;
}

/**
 * Unbinds (removes) an iNode from the business after the specification's confirm ('Do you really want to
 * delete' plus the name), then shows the 'Remove' toast; the device leaves the cached lists. Shown only to a caller
 * who may delete in the business (a read-only sub-account sees nothing); a refusal still shows the server's reason.
 * @example <UnbindINodeButton businessId={bid} node={inode} onUnbound={() => navigate(listUrl)} />
 */
export function UnbindINodeButton({ businessId, node, onUnbound, compact }: UnbindINodeButtonProps) {
  useAreaMessages(inodesMessages);
  const { t } = usePortico();
  const toast = useToast();
  const { confirm, element } = useConfirm();
  const unbind = useUnbindINode(businessId);
  const name = displayName(node);

  const run = async () => {
    const ok = await confirm({
      title: t("inodes.unbind.title"),
      message: (
        <>
          {`${t("Do you really want to delete")} ${name}?`}
          <br />
          {t("inodes.unbind.detail")}
        </>
      ),
      confirmText: t("inodes.unbind.confirm"),
      danger: true,
    });
    if (!ok) return;
    try {
      await unbind.mutateAsync(node.cuid);
      toast.success(t("Remove"));
      onUnbound?.(node.cuid);
    } catch (e) {
      toast.error(e);
    }
  };

  return (
    <>
      {element}
      <WriteControl businessId={businessId} verb="delete" hide>
        {compact ? (
          <RowAction
            icon="remove"
            variant="danger"
            label={t("inodes.unbind.label", { name })}
            tooltip={t("inodes.unbind.open")}
            loading={unbind.isPending}
            onClick={() => void run()}
          />
        ) : (
          <Button
            variant="danger"
            aria-label={t("inodes.unbind.label", { name })}
            loading={unbind.isPending}
            onClick={() => void run()}
          >
            {t("inodes.unbind.open")}
          </Button>
        )}
      </WriteControl>
    </>
  );
}
