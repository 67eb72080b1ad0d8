import type { LogKind } from "../../data/inodeLogs";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import * as s from "./detail.css";
import { detailMessages } from "./i18n";
import { SiteSurveyView } from "./SiteSurveyView";
import { type INodeLogsState, TextLog } from "./TextLog";

export type { INodeLogsState };

/** Props of {@link INodeLogs}. */
export interface INodeLogsProps {
  cuid: string;
  businessId: number;
  kind: LogKind;
  /** View state of the DNS, wifi client and DHCP logs (the filters); controlled when given, the widget's own otherwise. */
  state?: INodeLogsState;
  /** Called with the whole next state when the user searches, picks a time window or a radio. */
  onStateChange?(next: INodeLogsState): void;
}

/**
 * An iNode's logs (/inodegroups/{cuid}/log/{kind}): the DNS, wifi client and DHCP logs as paged, filterable
 * tables, and the site survey as a channel chart and a table.
 * @example <INodeLogs cuid="c0ffee0000000001" businessId={1} kind="sitesurvey" />
 */
export function INodeLogs({ cuid, businessId, kind, state, onStateChange }: INodeLogsProps) {
  useAreaMessages(detailMessages);
  const { t } = usePortico();
  return (
    <section className={s.page} aria-label={t(`detail.logs.title.${kind}`)}>
      <h2 className={s.heading}>{t(`detail.logs.title.${kind}`)}</h2>
      {kind === "sitesurvey" ? (
        <SiteSurveyView key={cuid} businessId={businessId} cuid={cuid} />
      ) : (
        // Keyed: an uncontrolled log starts from no filter on another device or kind, as each page of its own.
        <TextLog
          key={`${cuid}/${kind}`}
          businessId={businessId}
          cuid={cuid}
          kind={kind}
          state={state}
          onStateChange={onStateChange}
        />
      )}
    </section>
  );
}
