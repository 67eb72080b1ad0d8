import type { Story, StoryDefault } from "@ladle/react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { BookingReport } from "./BookingReport";
import { CouponReport } from "./CouponReport";

export default { title: "Apps / Orders" } satisfies StoryDefault;

type Args = { locale: Locale };

export const Bookings: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <BookingReport businessId={1} />
  </PorticoStory>
);
Bookings.argTypes = localeArgTypes;

export const Coupons: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <CouponReport businessId={1} />
  </PorticoStory>
);
Coupons.argTypes = localeArgTypes;
