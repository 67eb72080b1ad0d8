import type { Story, StoryDefault } from "@ladle/react";
import type { ReactNode } from "react";
import { type Booking, useBooking, useBookings } from "../../data/bookings";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { BookingEditor } from "./BookingEditor";
import { BookingList } from "./BookingList";
import { CouponCodeSearch } from "./CouponCodeSearch";
import { CouponCodes } from "./CouponCodes";
import { CouponList } from "./CouponList";

export default { title: "Apps / Bookings" } satisfies StoryDefault;

type Args = { locale: Locale };

// The café's seeded booking, whatever id the seed gave it.
function WithSeededBooking({ render }: { render(booking: Booking): ReactNode }) {
  const { data } = useBookings(1);
  const first = data?.[data.length - 1];
  const full = useBooking(1, first?.id ?? 0);
  return full.data ? render(full.data) : null;
}

const story = (render: () => ReactNode) => {
  const s: Story<Args> = ({ locale }) => (
    <PorticoStory locale={locale} signInAs="demo@portico.dev">
      {render()}
    </PorticoStory>
  );
  s.argTypes = localeArgTypes;
  return s;
};

export const List = story(() => <BookingList businessId={1} />);
export const Editor = story(() => (
  <WithSeededBooking render={(b) => <BookingEditor businessId={1} booking={b} onClose={() => {}} />} />
));
export const Coupons = story(() => (
  <WithSeededBooking render={(b) => <CouponList businessId={1} bookingId={b.id} />} />
));
export const Codes = story(() => (
  <WithSeededBooking render={(b) => <CouponCodes businessId={1} bookingId={b.id} couponId="welcome10" />} />
));
export const Search = story(() => (
  <WithSeededBooking render={(b) => <CouponCodeSearch businessId={1} bookingId={b.id} />} />
));
