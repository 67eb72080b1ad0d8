import { useState } from "react";
import type { Module } from "../../data/activityEditorTypes";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { Button } from "../../ui/Button";
import * as s from "./editor.css";

/** Props of {@link ModuleList}. */
export interface ModuleListProps {
  modules: readonly Module[];
  onAdd(): void;
  onEdit(index: number): void;
  onRemove(index: number): void;
  /** Moves the module at `from` to position `to`. */
  onMove(from: number, to: number): void;
}

/**
 * The ordered module chain: drag a row by its handle, or use the move up/down buttons (keyboard). The first
 * module carries the terms-of-service checkbox and the last one isLastModule; both are shown as badges.
 */
export function ModuleList({ modules, onAdd, onEdit, onRemove, onMove }: ModuleListProps) {
  const { t } = usePortico();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const drop = (to: number) => {
    if (dragFrom !== null && dragFrom !== to) onMove(dragFrom, to);
    setDragFrom(null);
    setOver(null);
  };
  return (
    <section className={s.section} aria-labelledby="portico-editor-modules">
      <div className={s.row}>
        <h3 id="portico-editor-modules" className={cx(s.sectionTitle, s.grow)}>
          {t("editor.modules.title")}
        </h3>
        <Button onClick={onAdd}>{t("editor.modules.add")}</Button>
      </div>
      {modules.length === 0 ? <p className={s.muted}>{t("editor.modules.empty")}</p> : null}
      <ol className={s.list} aria-label={t("editor.modules.title")}>
        {modules.map((m, i) => (
          <li
            key={m.id}
            className={cx(s.moduleRow, dragFrom === i && s.dragging, over === i && dragFrom !== i && s.dropTarget)}
            draggable
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = "move";
              e.dataTransfer.setData("text/plain", m.id);
              setDragFrom(i);
            }}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(i);
            }}
            onDragEnd={() => {
              setDragFrom(null);
              setOver(null);
            }}
            onDrop={(e) => {
              e.preventDefault();
              drop(i);
            }}
          >
            <span className={s.handle} aria-hidden="true" title={t("editor.modules.drag")}>
              ⠿
            </span>
            <span>{i + 1}.</span>
            <span className={s.grow}>
              <strong>{m.profile.name}</strong> <span className={s.muted}>({t(`editor.type.${m.profile.mode}`)})</span>
            </span>
            <span className={s.row}>
              {i === 0 ? <span className={s.badge}>{t("editor.modules.tosFlag")}</span> : null}
              {i === modules.length - 1 ? <span className={s.badge}>{t("editor.modules.lastFlag")}</span> : null}
              {m.profile.skippable ? <span className={s.badge}>{t("editor.field.skippable")}</span> : null}
              <Button
                variant="secondary"
                disabled={i === 0}
                onClick={() => onMove(i, i - 1)}
                aria-label={t("editor.modules.upOf", { name: m.profile.name })}
              >
                ↑
              </Button>
              <Button
                variant="secondary"
                disabled={i === modules.length - 1}
                onClick={() => onMove(i, i + 1)}
                aria-label={t("editor.modules.downOf", { name: m.profile.name })}
              >
                ↓
              </Button>
              <Button
                variant="secondary"
                onClick={() => onEdit(i)}
                aria-label={t("editor.modules.editOf", { name: m.profile.name })}
              >
                {t("editor.edit")}
              </Button>
              <Button
                variant="danger"
                onClick={() => onRemove(i)}
                aria-label={t("editor.modules.removeOf", { name: m.profile.name })}
              >
                {t("editor.remove")}
              </Button>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Returns a copy of `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
