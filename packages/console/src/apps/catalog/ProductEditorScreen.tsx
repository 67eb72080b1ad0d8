import { ProductEditor } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/products/{pid}/edit: a product (pid 0 = new). */
export default function ProductEditorScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <ProductEditor key={`${bid}/${params.pid}`} businessId={bid} productId={Number(params.pid)} />;
}
