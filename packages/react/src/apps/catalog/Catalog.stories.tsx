import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { OnePageBookingEditor } from "./OnePageBookingEditor";
import { OnePageBookingList } from "./OnePageBookingList";
import { PaymentEditor } from "./PaymentEditor";
import { PaymentList } from "./PaymentList";
import { ProductEditor } from "./ProductEditor";
import { ProductList } from "./ProductList";
import { VendorConfig } from "./VendorConfig";
import { VoucherEditor } from "./VoucherEditor";
import { VoucherList } from "./VoucherList";
import { WifiGrantList } from "./WifiGrantList";

export default { title: "Apps / Catalog" } satisfies StoryDefault;

type Args = { locale: Locale };

// The demo hotel (business 2) holds the seeded catalogue; the seed's first items have id 1.
const HOTEL = 2;
const story = (render: () => React.ReactNode) => {
  const s: Story<Args> = ({ locale }) => (
    <PorticoStory locale={locale} signInAs="demo@portico.dev">
      {render()}
    </PorticoStory>
  );
  s.argTypes = localeArgTypes;
  return s;
};

export const Products = story(() => <ProductList businessId={HOTEL} onEdit={action("edit")} />);
export const NewProduct = story(() => <ProductEditor businessId={HOTEL} productId={0} onSaved={action("saved")} />);
export const EditProduct = story(() => <ProductEditor businessId={HOTEL} productId={1} onSaved={action("saved")} />);
export const OnePageBookings = story(() => <OnePageBookingList businessId={HOTEL} onEdit={action("edit")} />);
export const EditOnePageBooking = story(() => (
  <OnePageBookingEditor businessId={HOTEL} bookingId={1} onSaved={action("saved")} />
));
export const Payments = story(() => <PaymentList businessId={HOTEL} onEdit={action("edit")} />);
export const NewPayment = story(() => <PaymentEditor businessId={HOTEL} paymentId={0} onSaved={action("saved")} />);
export const Vouchers = story(() => <VoucherList businessId={HOTEL} onEdit={action("edit")} />);
export const EditVoucher = story(() => <VoucherEditor businessId={HOTEL} voucherId={1} onSaved={action("saved")} />);
export const Vendor = story(() => <VendorConfig businessId={HOTEL} />);
export const WifiGrants = story(() => <WifiGrantList businessId={HOTEL} />);
