import type { Canvas } from "fabric";
import { useEffect, useRef, useState } from "react";
import { type BuiltCard, buildCard, type FabricModule } from "./fabricStage";
import type { TableCardTemplate, TextRole } from "./templates";

type QrModule = { toDataURL(text: string, o: object): Promise<string> };

/** fabric and qrcode, loaded the first time the editor opens (never in the widget's own chunk). */
export function useDesignerModules(open: boolean) {
  const [mods, setMods] = useState<{ fabric: FabricModule; qrcode: QrModule } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || mods) return;
    let live = true;
    setFailed(false);
    Promise.all([import("fabric"), import("qrcode")])
      .then(([fabric, q]) => {
        if (live) setMods({ fabric, qrcode: ((q as { default?: QrModule }).default ?? q) as QrModule });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [open, mods]);
  return { mods, failed };
}

/**
 * A fabric canvas inside `host`, with `template` drawn on it (the QR code of `url`, the given texts) at `zoom`.
 * Resolves `card` once drawn; `selected` follows the text the user picked on the canvas.
 */
export function useTableCardCanvas(o: {
  mods: ReturnType<typeof useDesignerModules>["mods"];
  host: HTMLDivElement | null;
  template: TableCardTemplate;
  texts: Record<TextRole, string>;
  url: string;
  zoom: number;
  onDrawn(): void;
}) {
  const { mods, host, template, texts, url, zoom } = o;
  const [canvas, setCanvas] = useState<Canvas | null>(null);
  const cardRef = useRef<BuiltCard | null>(null);
  const [card, setCard] = useState<BuiltCard | null>(null);
  const [selected, setSelected] = useState<TextRole | null>(null);
  const [failed, setFailed] = useState(false);
  const [rev, setRev] = useState(0);
  const onDrawn = useRef(o.onDrawn);
  onDrawn.current = o.onDrawn;

  // One canvas per mount: created on a fresh <canvas> element so React never owns fabric's DOM.
  useEffect(() => {
    if (!mods || !host) return;
    const el = document.createElement("canvas");
    host.appendChild(el);
    let c: Canvas;
    try {
      c = new mods.fabric.Canvas(el, { preserveObjectStacking: true, selection: false });
    } catch {
      // No 2D context (a browser without canvas support): nothing can be drawn or exported.
      host.replaceChildren();
      setFailed(true);
      return;
    }
    const pick = () => {
      const obj = c.getActiveObject();
      setSelected(obj ? (cardRef.current?.roleOf.get(obj) ?? null) : null);
    };
    c.on("selection:created", pick);
    c.on("selection:updated", pick);
    c.on("selection:cleared", pick);
    c.on("text:changed", () => setRev((r) => r + 1));
    setCanvas(c);
    return () => {
      setCanvas(null);
      void c.dispose().finally(() => host.replaceChildren());
    };
  }, [mods, host]);

  // Redrawn when the template, the link or the default texts change (callers memoise `texts`).
  useEffect(() => {
    if (!mods || !canvas) return;
    let live = true;
    setCard(null);
    setSelected(null);
    mods.qrcode
      .toDataURL(url, {
        errorCorrectionLevel: "M",
        margin: 1,
        width: 1024,
        color: { dark: "#000000", light: "#ffffff" },
      })
      .then((qr) => buildCard(mods.fabric, canvas, template, texts, qr))
      .then((built) => {
        if (!live) return;
        cardRef.current = built;
        setCard(built);
        onDrawn.current();
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [mods, canvas, template, texts, url]);

  // Display size = design size x zoom; fabric's zoom keeps every object in design pixels.
  useEffect(() => {
    if (!canvas) return;
    canvas.setDimensions({ width: template.width * zoom, height: template.height * zoom });
    canvas.setZoom(zoom);
    canvas.requestRenderAll();
  }, [canvas, zoom, template]);

  return { canvas, card, selected, failed, rev, touch: () => setRev((r) => r + 1) };
}
