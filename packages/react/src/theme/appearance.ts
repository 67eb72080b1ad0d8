import type { CSSProperties } from "react";
import { assignInlineVars } from "./assignInlineVars";
import { vars } from "./contract.css";
import { darkTheme, lightTheme, type ThemeTokens } from "./themes";

/** Flat appearance variables, the same names Clerk and Stripe hosts know. */
export interface AppearanceVariables {
  /** Buttons, links and focus accents. @default "#1D5FD8" (light), "#6E9BFF" (dark) */
  colorPrimary?: string;
  /** Text on primary buttons. @default "#FFFFFF" */
  colorPrimaryText?: string;
  /** Error boxes, invalid fields, destructive actions. @default "#FF5D5D" */
  colorDanger?: string;
  /** Success toasts and confirmations. @default "#73D14B" */
  colorSuccess?: string;
  /** Main text. @default "#1F2430" (light), "#E8EAF0" (dark) */
  colorText?: string;
  /** Secondary text such as hints. @default "#5C6475" (light), "#A3A9B8" (dark) */
  colorTextSecondary?: string;
  /** Widget background. @default "#FFFFFF" (light), "#171A21" (dark) */
  colorBackground?: string;
  /** Input background. @default "#FFFFFF" (light), "#20242D" (dark) */
  colorInputBackground?: string;
  /** Borders of inputs, tables and cards. @default "#D5D9E2" (light), "#343A46" (dark) */
  colorBorder?: string;
  /** Font stack. @default "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans TC', 'Noto Sans SC', sans-serif" */
  fontFamily?: string;
  /** Base font size. @default "14px" */
  fontSize?: string;
  /** Corner radius of inputs, buttons and dialogs. @default "6px" */
  borderRadius?: string;
  /** Base spacing unit (small gap); medium and large derive from it. @default "8px" */
  spacingUnit?: string;
}

/** Host-supplied look of every widget. */
export interface Appearance {
  /** Base palette. @default "light" */
  theme?: "light" | "dark";
  /** Overrides of single variables on top of the base palette. */
  variables?: AppearanceVariables;
  /** Extra class names per element key (e.g. `{ button: "my-btn" }`), appended to Portico's own. */
  elements?: Partial<Record<AppearanceElement, string>>;
}

/** Elements a host can add class names to through `appearance.elements`. */
export type AppearanceElement = "root" | "card" | "button" | "input" | "label" | "error" | "dialog" | "table" | "toast";

function double(px: string): string {
  const m = /^(\d+(?:\.\d+)?)(px|rem|em)$/.exec(px);
  return m ? `${Number(m[1]) * 2}${m[2]}` : px;
}

/** Resolves an appearance into the full token set of the theme contract. */
export function resolveTokens(appearance: Appearance | undefined): ThemeTokens {
  const base = appearance?.theme === "dark" ? darkTheme : lightTheme;
  const v = appearance?.variables ?? {};
  const unit = v.spacingUnit ?? base.space.s;
  return {
    color: {
      ...base.color,
      primary: v.colorPrimary ?? base.color.primary,
      primaryText: v.colorPrimaryText ?? base.color.primaryText,
      danger: v.colorDanger ?? base.color.danger,
      success: v.colorSuccess ?? base.color.success,
      text: v.colorText ?? base.color.text,
      textMuted: v.colorTextSecondary ?? base.color.textMuted,
      background: v.colorBackground ?? base.color.background,
      surface: v.colorBackground ?? base.color.surface,
      inputBackground: v.colorInputBackground ?? base.color.inputBackground,
      border: v.colorBorder ?? base.color.border,
      focus: v.colorPrimary ?? base.color.focus,
    },
    font: { family: v.fontFamily ?? base.font.family, size: v.fontSize ?? base.font.size },
    radius: v.borderRadius ?? base.radius,
    space: v.spacingUnit ? { s: unit, m: double(unit), l: double(double(unit)) } : base.space,
    shadow: base.shadow,
  };
}

/** Inline style that sets every contract variable on a widget root. */
export function appearanceStyle(appearance: Appearance | undefined): CSSProperties {
  return assignInlineVars(vars, resolveTokens(appearance));
}
