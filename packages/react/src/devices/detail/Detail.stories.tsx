import { action, type Story, type StoryDefault } from "@ladle/react";
import type { ReactNode } from "react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { DhcpLeases } from "./DhcpLeases";
import { INodeInfo } from "./INodeInfo";
import { INodeLogs } from "./INodeLogs";
import { INodeStatistics } from "./INodeStatistics";
import { INodeVisitors } from "./INodeVisitors";
import { LazyChart } from "./LazyChart";

export default { title: "Devices / iNode detail" } satisfies StoryDefault;

type Args = { locale: Locale };
// The demo café (business 1): 'Counter' is online with visitors; 'Lobby Left' has a firmware upgrade waiting.
const COUNTER = "c0ffee0000000001";
const LOBBY_LEFT = "c0ffee0000000004";

const demo =
  (children: ReactNode) =>
  ({ locale }: Args) => (
    <PorticoStory locale={locale} signInAs="demo@portico.dev">
      {children}
    </PorticoStory>
  );

export const Visitors: Story<Args> = demo(
  <INodeVisitors cuid={COUNTER} businessId={1} onStateChange={action("state")} />,
);
Visitors.argTypes = localeArgTypes;

export const Leases: Story<Args> = demo(<DhcpLeases cuid={COUNTER} businessId={1} onStateChange={action("state")} />);
Leases.argTypes = localeArgTypes;

export const Statistics: Story<Args> = demo(<INodeStatistics cuid={COUNTER} businessId={1} />);
Statistics.argTypes = localeArgTypes;

export const Info: Story<Args> = demo(<INodeInfo cuid={LOBBY_LEFT} businessId={1} />);
Info.argTypes = localeArgTypes;

export const DnsLog: Story<Args> = demo(<INodeLogs cuid={COUNTER} businessId={1} kind="dns" />);
DnsLog.argTypes = localeArgTypes;

// The wifi client log reporting its filters (keyword, time range, radio) as a host would keep them.
export const WifiClientLog: Story<Args> = demo(
  <INodeLogs cuid={COUNTER} businessId={1} kind="wificlient" onStateChange={action("state")} />,
);
WifiClientLog.argTypes = localeArgTypes;

export const SiteSurvey: Story<Args> = demo(<INodeLogs cuid={COUNTER} businessId={1} kind="sitesurvey" />);
SiteSurvey.argTypes = localeArgTypes;

/** The shared lazy chart on its own, with theme colours (no server needed). */
export const Chart: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <LazyChart
      type="line"
      label="Example traffic"
      labels={["10:00", "10:10", "10:20", "10:30", "10:40"]}
      series={[
        { label: "Transmit", data: [3, 5, 4, 7, 6] },
        { label: "Receive", data: [6, 8, 7, 11, 9], dashed: true },
      ]}
    />
  </PorticoStory>
);
Chart.argTypes = localeArgTypes;
