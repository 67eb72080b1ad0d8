import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { useScopedRoot } from "../theme/PorticoRoot";
import * as s from "./catalogueFallback.css";

/**
 * What the provider's Suspense boundary shows while a widget's texts in the user's language load (its core
 * texts are bundled, so even this note is in that language). Hosts that want a placeholder of their own put a
 * `<Suspense>` around their widgets.
 */
export function CatalogueFallback() {
  const { t } = usePortico();
  const scoped = useScopedRoot();
  return (
    <div role="status" aria-busy="true" className={cx(scoped.className, s.fallback)} style={scoped.style}>
      {t("Loading")}
    </div>
  );
}
