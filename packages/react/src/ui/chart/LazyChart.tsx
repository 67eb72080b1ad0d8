import { Component, type ComponentType, type LazyExoticComponent, type ReactNode, Suspense } from "react";
import { usePortico } from "../../provider/context";

/** Props of {@link LazyChart}. */
export interface LazyChartProps<P extends object> {
  /** The chart.js canvas, made once at module level with `lazy(() => import("./MyCanvas"))`. */
  canvas: LazyExoticComponent<ComponentType<P>>;
  /** The canvas's props. */
  props: P;
  /** Pixels of the loading box (the canvas's own height). */
  height: number;
  /** Shown in place of the chart when its chunk did not load or the canvas failed. */
  failedText: ReactNode;
  /** Class of the loading and failure boxes. */
  stateClassName?: string;
}

/** Keeps a chart failure (a chunk that did not load, a canvas error) inside the chart's box. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The one lazy chart primitive: chart.js loads with the first chart shown, never in a widget's entry chunk;
 * while it loads a 'Loading' box of the chart's height stands in, and a failure stays inside the chart's box.
 * @example
 * const Canvas = lazy(() => import("./MyCanvas"));
 * <LazyChart canvas={Canvas} props={{ labels, data }} height={220} failedText={t("chart.failed")} />
 */
export function LazyChart<P extends object>({
  canvas: Canvas,
  props,
  height,
  failedText,
  stateClassName,
}: LazyChartProps<P>) {
  const { t } = usePortico();
  return (
    <ChartBoundary fallback={<p className={stateClassName}>{failedText}</p>}>
      <Suspense
        fallback={
          <div role="status" className={stateClassName} style={{ height }}>
            {t("Loading")}
          </div>
        }
      >
        <Canvas {...props} />
      </Suspense>
    </ChartBoundary>
  );
}
