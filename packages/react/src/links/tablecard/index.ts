/** Widgets of links/tablecard: the table-card (QR stand) editor (fabric loads lazily, on first open). */

export { tableCardMessages } from "./i18n";
export type { TableCardEditorProps } from "./TableCardEditor";
export { TableCardEditor } from "./TableCardEditor";
export type { FontWeight, ObjectSpec, TableCardTemplate, TemplateId, TextRole } from "./templates";
export { BASE_WIDTH, FONT_WEIGHTS, TEMPLATE_IDS, TEMPLATES } from "./templates";
export { canExportPng, exportMultiplier, fitZoom, pngSize, ZOOM_IN, ZOOM_OUT, zoomIn, zoomOut } from "./zoom";
