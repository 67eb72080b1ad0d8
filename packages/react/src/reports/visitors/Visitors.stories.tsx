import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { VisitorFilters } from "./VisitorFilters";
import { VisitorsReport } from "./VisitorsReport";

export default { title: "Reports / Visitors" } satisfies StoryDefault;

type Args = { locale: Locale };

export const Report: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <VisitorsReport businessId={1} onStateChange={action("state")} />
  </PorticoStory>
);
Report.argTypes = localeArgTypes;

export const SearchedAndFiltered: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <VisitorsReport
      businessId={1}
      state={{
        query: "location:Taipei",
        filters: [{ attribute: "gender", comparisonOperator: "EQ", attributeValueList: ["female"] }],
      }}
      onStateChange={action("state")}
    />
  </PorticoStory>
);
SearchedAndFiltered.argTypes = localeArgTypes;

export const Filters: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <VisitorFilters
      filters={[
        { attribute: "gender", comparisonOperator: "EQ", attributeValueList: ["male"] },
        { attribute: "birthday", comparisonOperator: "BETWEEN", attributeValueList: ["1980-01-01", "1999-12-31"] },
      ]}
      onChange={action("filters")}
    />
  </PorticoStory>
);
Filters.argTypes = localeArgTypes;
