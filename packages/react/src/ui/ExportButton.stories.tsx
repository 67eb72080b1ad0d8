import type { Story, StoryDefault } from "@ladle/react";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { ExportButton } from "./ExportButton";

export default { title: "UI / ExportButton" } satisfies StoryDefault;

const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);

/** The café's online clients through the real export job: format choice, live progress, then the download. */
export const OnlineClients: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <ExportButton businessId={1} kind="online-clients" from={today} to={today} autoDownload={false} />
  </PorticoStory>
);
OnlineClients.argTypes = localeArgTypes;

/** One format only (no choice), an iNode's visitors. */
export const XlsxOnly: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <ExportButton
      businessId={1}
      kind="inode-visitors"
      from={today}
      to={today}
      params={{ cuid: "c0ffee0000000001" }}
      formats={["xlsx"]}
      autoDownload={false}
    />
  </PorticoStory>
);
XlsxOnly.argTypes = localeArgTypes;

/** A range past the source's cap (statistics: 30 days): the server's refusal, translated with the cap. */
export const RangeTooLong: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev" theme="dark">
    <ExportButton
      businessId={1}
      kind="inode-statistics"
      from={monthAgo}
      to={today}
      params={{ cuid: "c0ffee0000000001" }}
    />
  </PorticoStory>
);
RangeTooLong.argTypes = localeArgTypes;
