import { type CSSProperties, createContext, type HTMLAttributes, useContext } from "react";
import { LOCALE_TAGS } from "../i18n/detectLocale";
import { usePortico } from "../provider/context";
import { cx } from "./cx";
import { root } from "./root.css";

// True below a PorticoRoot, so primitives only scope themselves when a host renders them bare.
const InsideRoot = createContext(false);

/**
 * The root element of a widget: carries the scoped root class and the appearance as inline theme variables,
 * so widgets look right in any host without global CSS.
 */
export function PorticoRoot({ className, style, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const { themeStyle, elementClass, locale } = usePortico();
  return (
    <InsideRoot.Provider value={true}>
      <div
        lang={LOCALE_TAGS[locale]}
        className={cx(root, elementClass("root"), className)}
        style={{ ...themeStyle, ...style }}
        {...rest}
      />
    </InsideRoot.Provider>
  );
}

/**
 * Root class and theme variables for a primitive's own element when it is rendered outside any widget root
 * (a host using a bare `<Button>`); nothing when a root is already above it.
 */
export function useScopedRoot(): { className?: string; style?: CSSProperties } {
  const inside = useContext(InsideRoot);
  const { themeStyle, elementClass } = usePortico();
  if (inside) return {};
  return { className: cx(root, elementClass("root")), style: themeStyle };
}
