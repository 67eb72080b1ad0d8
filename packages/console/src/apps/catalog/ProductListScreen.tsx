import { ProductList } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/products: the products and their categories. */
export default function ProductListScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <ProductList key={bid} businessId={bid} />;
}
