import type { INode } from "../../data/inodeTypes";
import { usePortico } from "../../provider/context";
import * as s from "./inodes.css";

/** The device's state in words (colour only repeats it): Online, Offline or Not configured. */
export function INodeStatusBadge({ node }: { node: Pick<INode, "status"> }) {
  const { t } = usePortico();
  const kind = node.status.state === "unconf" ? "unconf" : node.status.online ? "online" : "offline";
  return (
    <span className={s.badge[kind]} data-status={kind}>
      {t(`inodes.status.${kind}`)}
    </span>
  );
}
