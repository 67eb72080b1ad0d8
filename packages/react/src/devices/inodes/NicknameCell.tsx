import { isNameLengthValid } from "@portico/sdk/rules";
import { useId, useState } from "react";
import { useUpdateINode } from "../../data/inodes";
import type { INode } from "../../data/inodeTypes";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { RowAction } from "../../ui/RowAction";
import { useToast } from "../../ui/Toast";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./inodes.css";

/** The shown name of a device: its nickname, else its cuid. */
export const displayName = (node: Pick<INode, "nickname" | "cuid">) => node.nickname || node.cuid;

/**
 * The name cell of the iNode list: the name opens the device; 'Rename' turns it into an input that saves on
 * Enter (name-length rule first) and cancels on Escape. A failed save keeps what was typed.
 */
export function NicknameCell({ businessId, node, onOpen }: { businessId: number; node: INode; onOpen(): void }) {
  const { t } = usePortico();
  const toast = useToast();
  const update = useUpdateINode(businessId);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const save = async () => {
    if (draft === null) return;
    const name = draft.trim();
    if (!name) return setError(t("validation.required"));
    if (!isNameLengthValid(name)) return setError(t("inodes.error.nameLength"));
    if (name === node.nickname) return setDraft(null);
    try {
      await update.mutateAsync({ cuid: node.cuid, nickname: name });
      setDraft(null);
      setError(null);
      toast.success(t("Update"));
    } catch (e) {
      setError(errorMessage(t, e));
    }
  };

  if (draft === null) {
    return (
      <span className={s.nameView}>
        <Button variant="link" onClick={onOpen}>
          {displayName(node)}
        </Button>
        <WriteControl businessId={businessId} verb="put" hide>
          {/* A row action as an icon, so the name column keeps its width. */}
          <RowAction
            icon="edit"
            label={t("inodes.rename", { name: displayName(node) })}
            tooltip={t("inodes.renameShort")}
            onClick={() => setDraft(node.nickname ?? "")}
          />
        </WriteControl>
      </span>
    );
  }
  return (
    <span className={s.nameCell}>
      <input
        className={s.inlineInput}
        aria-label={t("inodes.field.nickname")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={draft}
        autoFocus
        disabled={update.isPending}
        onChange={(e) => {
          setDraft(e.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            void save();
          } else if (e.key === "Escape") {
            e.preventDefault();
            setDraft(null);
            setError(null);
          }
        }}
      />
      <Button onClick={() => void save()} loading={update.isPending}>
        {t("inodes.save")}
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          setDraft(null);
          setError(null);
        }}
      >
        {t("Cancel")}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className={s.inlineError}>
          {error}
        </p>
      ) : null}
    </span>
  );
}
