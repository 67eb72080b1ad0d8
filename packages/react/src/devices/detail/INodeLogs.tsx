import type { LogKind } from "../../data/inodeLogs";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import * as s from "./detail.css";
import { detailMessages } from "./i18n";
import { SiteSurveyView } from "./SiteSurveyView";
import { TextLog } from "./TextLog";

/** Props of {@link INodeLogs}. */
export interface INodeLogsProps {
  cuid: string;
  businessId: number;
  kind: LogKind;
}

/**
 * An iNode's logs (/inodegroups/{cuid}/log/{kind}): the DNS, wifi client and DHCP logs as paged, filterable
 * tables, and the site survey as a channel chart and a table.
 * @example <INodeLogs cuid="c0ffee0000000001" businessId={1} kind="sitesurvey" />
 */
export function INodeLogs({ cuid, businessId, kind }: INodeLogsProps) {
  useAreaMessages(detailMessages);
  const { t } = usePortico();
  return (
    <section className={s.page} aria-label={t(`detail.logs.title.${kind}`)}>
      <h2 className={s.heading}>{t(`detail.logs.title.${kind}`)}</h2>
      {kind === "sitesurvey" ? (
        <SiteSurveyView key={cuid} businessId={businessId} cuid={cuid} />
      ) : (
        <TextLog key={`${cuid}/${kind}`} businessId={businessId} cuid={cuid} kind={kind} />
      )}
    </section>
  );
}
