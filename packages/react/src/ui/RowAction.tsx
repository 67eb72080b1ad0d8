import type { ButtonProps } from "./Button";
import { Button } from "./Button";
import * as s from "./rowAction.css";

// 24-unit stroke paths (Lucide-like): small inline SVG, so no icon package joins the bundle.
const ICONS = {
  edit: "M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4",
  remove: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4",
  preview: "M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z",
  copy: "M9 9h11v11H9zM5 15H4V4h11v1",
  duplicate: "M8 8h12v12H8zM4 16V4h12M14 11v6M11 14h6",
  statistics: "M4 20V10M10 20V4M16 20v-8M22 20H2",
  tableCard: "M6 3h12v18H6zM9 7h6M9 11h6M9 15h3",
  preauth: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4",
  upgrade: "M12 20V8M7 13l5-5 5 5M5 4h14",
  up: "M12 19V5M6 11l6-6 6 6",
  down: "M12 5v14M6 13l6 6 6-6",
} as const;

/** The pictures a row action can show. */
export type RowActionIcon = keyof typeof ICONS;

/** Props of {@link RowAction}. */
export interface RowActionProps extends Omit<ButtonProps, "children" | "title" | "aria-label"> {
  /** The picture on the button. */
  icon: RowActionIcon;
  /** The accessible name, naming the row (e.g. "Edit My First Setting"). */
  label: string;
  /** The short verb shown as the tooltip (e.g. "Edit"). */
  tooltip: string;
}

/**
 * A compact icon button for a table row: the accessible name says what and which row, the tooltip the verb,
 * so the row keeps its height and its name column its width.
 */
export function RowAction({ icon, label, tooltip, variant = "secondary", className, ...rest }: RowActionProps) {
  return (
    <Button
      variant={variant}
      className={className ? `${s.rowAction} ${className}` : s.rowAction}
      aria-label={label}
      title={tooltip}
      {...rest}
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={ICONS[icon]} />
      </svg>
    </Button>
  );
}
