import { style } from "@vanilla-extract/css";
import { vars } from "../theme/root.css";

// Layout of the dynamic form (wizard forms and the guest portal's surveys); theme tokens only.
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.m, maxWidth: "640px" });
export const fieldset = style({
  margin: 0,
  padding: 0,
  border: "none",
  display: "flex",
  flexDirection: "column",
  gap: "4px",
});
export const choices = style({ display: "flex", flexWrap: "wrap", gap: vars.space.m });
export const textarea = style({ minHeight: "96px", resize: "vertical", fontFamily: "inherit" });
export const titleDesc = style({ display: "flex", flexDirection: "column", gap: "4px" });
export const title = style({ margin: 0, fontSize: "1.05em", fontWeight: 600 });
