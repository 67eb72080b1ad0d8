import type { Canvas, FabricObject, Textbox } from "fabric";
import type { TableCardTemplate, TextRole } from "./templates";

/** The fabric module, loaded lazily by the editor (`import("fabric")`). */
export type FabricModule = typeof import("fabric");

/** What a built card gives the editor: its texts by role (to edit them from the side panel). */
export interface BuiltCard {
  texts: Map<TextRole, Textbox>;
  roleOf: WeakMap<FabricObject, TextRole>;
}

const FONT =
  "'Helvetica Neue', Helvetica, Arial, 'Noto Sans CJK TC', 'Noto Sans CJK SC', 'Noto Sans CJK JP', sans-serif";
// fabric 7 centres objects on their position by default; the templates are laid out from the top-left.
const TOP_LEFT = { originX: "left", originY: "top" } as const;

/**
 * Draws a template on a fabric canvas in design pixels: shapes, texts (editable Textboxes) and the QR code image.
 * Only the texts can be selected; shapes and the code stay put.
 * @example const card = await buildCard(fabric, canvas, TEMPLATES.cafe, texts, qrDataUrl);
 */
export async function buildCard(
  fabric: FabricModule,
  canvas: Canvas,
  template: TableCardTemplate,
  texts: Record<TextRole, string>,
  qrDataUrl: string,
): Promise<BuiltCard> {
  canvas.clear();
  canvas.backgroundColor = template.background;
  const built: BuiltCard = { texts: new Map(), roleOf: new WeakMap() };
  const fixed = { selectable: false, evented: false } as const;
  const qr = await fabric.FabricImage.fromURL(qrDataUrl);
  for (const o of template.objects) {
    if (o.kind === "rect") {
      const rotated = o.angle
        ? { originX: "center", originY: "center", left: o.left + o.width / 2, top: o.top + o.height / 2 }
        : { ...TOP_LEFT, left: o.left, top: o.top };
      canvas.add(
        new fabric.Rect({
          ...fixed,
          ...rotated,
          width: o.width,
          height: o.height,
          fill: o.fill,
          rx: o.rx ?? 0,
          ry: o.rx ?? 0,
          stroke: o.stroke ?? null,
          strokeWidth: o.strokeWidth ?? 0,
          opacity: o.opacity ?? 1,
          angle: o.angle ?? 0,
        } as ConstructorParameters<typeof fabric.Rect>[0]),
      );
    } else if (o.kind === "circle") {
      canvas.add(
        new fabric.Circle({
          ...fixed,
          ...TOP_LEFT,
          left: o.left,
          top: o.top,
          radius: o.radius,
          fill: o.fill,
          opacity: o.opacity ?? 1,
        }),
      );
    } else if (o.kind === "qr") {
      qr.set({ ...fixed, ...TOP_LEFT, left: o.left, top: o.top });
      qr.scaleToWidth(o.size);
      canvas.add(qr);
    } else {
      const box = new fabric.Textbox(texts[o.role], {
        ...TOP_LEFT,
        left: o.left,
        top: o.top,
        width: o.width,
        fontSize: o.fontSize,
        fontWeight: o.fontWeight,
        fontFamily: FONT,
        fill: o.fill,
        textAlign: o.textAlign,
        // Moving is fine; resizing or rotating a text would break the layout.
        lockScalingX: true,
        lockScalingY: true,
        lockRotation: true,
        hasControls: false,
        // CJK has no spaces to wrap at.
        splitByGrapheme: /[\u3000-\u9fff\uac00-\ud7af]/.test(texts[o.role]),
      });
      built.texts.set(o.role, box);
      built.roleOf.set(box, o.role);
      canvas.add(box);
    }
  }
  canvas.requestRenderAll();
  return built;
}
