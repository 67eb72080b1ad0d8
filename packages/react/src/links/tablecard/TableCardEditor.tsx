import { Dialog as RadixDialog } from "radix-ui";
import { useId, useMemo, useRef, useState } from "react";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { Alert } from "../../ui/Form";
import { useReturnFocus } from "../../ui/useReturnFocus";
import { tableCardMessages } from "./i18n";
import { TableCardPanel } from "./TableCardPanel";
import * as s from "./tablecard.css";
import { printedUrl, TEMPLATES, TEXT_ROLES, type TemplateId, type TextRole } from "./templates";
import { useDesignerModules, useTableCardCanvas } from "./useTableCardCanvas";
import { canExportPng, exportMultiplier, fitZoom, zoomIn, zoomOut } from "./zoom";

/** Props of {@link TableCardEditor}. */
export interface TableCardEditorProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The link printed as the QR code. */
  url: string;
  /** The headline (the activity's or business's name); each template has its own otherwise. */
  name?: string;
  /** The template it opens with. @default "bnb" */
  initialTemplate?: TemplateId;
}

/**
 * The table-card (QR stand) editor: a full-screen dialog with the four templates (bnb, cafe, restaurant, hotel),
 * text, colour and font-weight editing, background colour, zoom (x1.1 / x0.9 / fit) and 'Export PNG', which
 * downloads a PNG exactly 2480 px wide. fabric and qrcode load only when it first opens.
 * @example <TableCardEditor open={open} onOpenChange={setOpen} url={link.porticoUrl} name={activity.name} />
 */
export function TableCardEditor({ open, onOpenChange, url, name, initialTemplate = "bnb" }: TableCardEditorProps) {
  useAreaMessages(tableCardMessages);
  const { t, elementClass } = usePortico();
  const descId = useId();
  const [templateId, setTemplateId] = useState<TemplateId>(initialTemplate);
  const [zoom, setZoom] = useState(0.25);
  const [unsupported, setUnsupported] = useState(false);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const stageRef = useRef<HTMLElement | null>(null);
  const template = TEMPLATES[templateId];
  const { mods, failed: loadFailed } = useDesignerModules(open);

  const texts = useMemo<Record<TextRole, string>>(
    () => ({
      headline: name?.trim() || t(`tablecard.template.${templateId}.headline`),
      sub: t(`tablecard.template.${templateId}.sub`),
      scan: t("tablecard.scan"),
      url: printedUrl(url),
    }),
    [name, templateId, url, t],
  );
  const fit = () => {
    const box = stageRef.current;
    // The stage's padding on both sides stays free.
    if (box) setZoom(fitZoom(box.clientWidth - 48, box.clientHeight - 48, template.width, template.height));
  };
  const stage = useTableCardCanvas({ mods, host, template, texts, url, zoom, onDrawn: fit });

  const exportPng = () => {
    const canvas = stage.canvas;
    if (!canvas) return;
    if (!canExportPng()) {
      setUnsupported(true);
      return;
    }
    canvas.discardActiveObject();
    let data = "";
    try {
      data = canvas.toDataURL({ format: "png", multiplier: exportMultiplier(canvas.width) });
    } catch {
      data = "";
    }
    if (!data.startsWith("data:image/png")) {
      setUnsupported(true);
      return;
    }
    const a = document.createElement("a");
    a.href = data;
    a.download = `table-card-${templateId}.png`;
    document.body.appendChild(a);
    a.click();
    a.remove();
  };

  const shownTexts = TEXT_ROLES.map((r) => stage.card?.texts.get(r)?.text ?? texts[r]).join(" / ");
  const failed = loadFailed || stage.failed;
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <PorticoRoot>
          <RadixDialog.Overlay className={s.overlay} />
          <RadixDialog.Content className={`${s.content} ${elementClass("dialog")}`} onCloseAutoFocus={returnFocus}>
            <div className={s.header}>
              <RadixDialog.Title className={s.title}>
                {name ? t("tablecard.titleOf", { name }) : t("tablecard.title")}
              </RadixDialog.Title>
              <div className={s.toolbar} role="toolbar" aria-label={t("tablecard.title")}>
                <Button variant="secondary" onClick={() => setZoom(zoomOut)} disabled={!stage.card}>
                  {t("tablecard.zoomOut")}
                </Button>
                <span className={s.zoomLevel} aria-live="polite">
                  {t("tablecard.zoomLevel", { percent: Math.round(zoom * 100) })}
                </span>
                <Button variant="secondary" onClick={() => setZoom(zoomIn)} disabled={!stage.card}>
                  {t("tablecard.zoomIn")}
                </Button>
                <Button variant="secondary" onClick={fit} disabled={!stage.card}>
                  {t("tablecard.fit")}
                </Button>
                <Button onClick={exportPng} disabled={!stage.card}>
                  {t("tablecard.export")}
                </Button>
                <RadixDialog.Close asChild>
                  <Button variant="secondary">{t("tablecard.close")}</Button>
                </RadixDialog.Close>
              </div>
              <RadixDialog.Description className={s.description}>{t("tablecard.description")}</RadixDialog.Description>
              {unsupported ? <Alert tone="danger">{t("tablecard.unsupported")}</Alert> : null}
            </div>
            <div className={s.body}>
              <TableCardPanel templateId={templateId} onTemplate={setTemplateId} stage={stage} />
              {/* Scrollable when zoomed in: focusable so keyboard users can scroll it with the arrow keys. */}
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: axe asks scrollable regions to take focus */}
              <section ref={stageRef} className={s.stage} tabIndex={0} aria-label={t("tablecard.stage")}>
                {failed ? (
                  <div className={s.status}>
                    <Alert tone="danger">{t(canExportPng() ? "tablecard.loadFailed" : "tablecard.unsupported")}</Alert>
                  </div>
                ) : !stage.card ? (
                  <p className={s.status} role="status">
                    {t("tablecard.loading")}
                  </p>
                ) : null}
                <div role="img" aria-label={t("tablecard.canvas")} aria-describedby={descId}>
                  <div ref={setHost} className={s.canvasHost} hidden={!stage.card} />
                </div>
                <p id={descId} className={s.visuallyHidden}>
                  {t("tablecard.canvasDescription", {
                    template: t(`tablecard.template.${templateId}`),
                    width: template.width,
                    height: template.height,
                    texts: shownTexts,
                    url,
                  })}
                </p>
              </section>
            </div>
          </RadixDialog.Content>
        </PorticoRoot>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
