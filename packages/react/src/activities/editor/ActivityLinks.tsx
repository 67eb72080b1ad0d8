import type { Activity } from "../../data/activityEditorTypes";
import { LinkQrCode } from "../../links";
import { usePortico } from "../../provider/context";
import * as s from "./editor.css";

/** Props of {@link ActivityLinks}. */
export interface ActivityLinksProps {
  links: Activity["links"];
  /** The iNodes the last save deployed to, when there was one. */
  deployedTo?: string[] | undefined;
}

/** Where the saved activity went: its link(s) with their QR codes (made by the server) and the iNodes. */
export function ActivityLinks({ links, deployedTo }: ActivityLinksProps) {
  const { t } = usePortico();
  return (
    <section className={s.section} aria-labelledby="portico-editor-links">
      <h3 id="portico-editor-links" className={s.sectionTitle}>
        {t("editor.links.title")}
      </h3>
      {deployedTo ? (
        <p role="status">
          {deployedTo.length
            ? t("editor.links.deployedTo", { inodes: deployedTo.join(", ") })
            : t("editor.links.deployedNowhere")}
        </p>
      ) : null}
      {links.length === 0 ? <p className={s.muted}>{t("editor.links.none")}</p> : null}
      {links.map((l) => (
        <div key={l.id} className={s.row}>
          <LinkQrCode link={l} size={160} />
          <a href={l.porticoUrl} target="_blank" rel="noreferrer">
            {l.porticoUrl}
          </a>
        </div>
      ))}
    </section>
  );
}
