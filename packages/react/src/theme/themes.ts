/** Every value of the theme contract, as plain strings. */
export interface ThemeTokens {
  color: {
    primary: string;
    primaryText: string;
    danger: string;
    dangerText: string;
    onDanger: string;
    onSuccess: string;
    success: string;
    text: string;
    textMuted: string;
    background: string;
    surface: string;
    border: string;
    inputBackground: string;
    overlay: string;
    focus: string;
  };
  font: { family: string; size: string };
  radius: string;
  space: { s: string; m: string; l: string };
  shadow: string;
}

// What the light and dark palettes share: type, corners and spacing.
const shape = {
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans TC', 'Noto Sans SC', sans-serif",
    size: "14px",
  },
  radius: "6px",
  space: { s: "8px", m: "16px", l: "32px" },
} satisfies Partial<ThemeTokens>;

/** The light palette (default). */
export const lightTheme: ThemeTokens = {
  color: {
    // #1D5FD8 keeps 4.5:1 for primary-coloured text on the surface grey, not only on white.
    primary: "#1D5FD8",
    primaryText: "#FFFFFF",
    danger: "#FF5D5D",
    // #FF5D5D (the specified error colour) reaches only 3:1 on white: text uses a deeper red, fills dark text.
    dangerText: "#C62828",
    onDanger: "#1F2430",
    onSuccess: "#1F2430",
    success: "#73D14B",
    text: "#1F2430",
    textMuted: "#5C6475",
    background: "#FFFFFF",
    surface: "#F6F7F9",
    border: "#D5D9E2",
    inputBackground: "#FFFFFF",
    overlay: "rgba(15, 18, 25, 0.45)",
    focus: "#1D5FD8",
  },
  ...shape,
  shadow: "0 8px 28px rgba(15, 18, 25, 0.18)",
};

/** The dark palette. */
export const darkTheme: ThemeTokens = {
  color: {
    primary: "#6E9BFF",
    // White on the light dark-mode blue is 2.7:1; near-black text is 7:1 (WCAG AA needs 4.5).
    primaryText: "#0B1020",
    danger: "#FF5D5D",
    dangerText: "#FF7A7A",
    onDanger: "#171A21",
    onSuccess: "#171A21",
    success: "#73D14B",
    text: "#E8EAF0",
    textMuted: "#A3A9B8",
    background: "#171A21",
    surface: "#20242D",
    border: "#343A46",
    inputBackground: "#20242D",
    overlay: "rgba(0, 0, 0, 0.6)",
    focus: "#6E9BFF",
  },
  ...shape,
  shadow: "0 8px 28px rgba(0, 0, 0, 0.5)",
};
