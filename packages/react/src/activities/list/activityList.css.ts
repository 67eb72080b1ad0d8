import { style } from "@vanilla-extract/css";

export { actions, head, muted } from "../../ui/areaPage.css";

import { vars } from "../../theme/root.css";

// Layout of the activity list; theme tokens only.
export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.m });
export const title = style({ margin: 0, fontSize: "1.3em", fontWeight: 600, flex: 1 });
export const filter = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.s });
export const filterField = style({ flex: "0 1 320px" });
export const current = style({ fontWeight: 700 });
export const badge = style({
  display: "inline-block",
  padding: "1px 8px",
  borderRadius: "999px",
  fontSize: "0.85em",
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  background: vars.color.surface,
});
export const badgeLegacy = style([badge, { color: vars.color.dangerText, borderColor: vars.color.danger }]);
