import type { Me } from "@portico/sdk";
import { Box, Text } from "ink";
import { type AccountState, accountState } from "../commands/accountState";
import type { Translate } from "../i18n";

const STATE_COLOR: Record<AccountState, string> = { active: "green", suspended: "yellow", disabled: "red" };

/** Props of {@link WhoamiView}. */
export interface WhoamiViewProps {
  t: Translate;
  me: Me;
  apiUrl: string;
}

/** The signed-in account as a small labelled card. */
export function WhoamiView({ t, me, apiUrl }: WhoamiViewProps) {
  const state = accountState(me.suspended);
  const rows: [string, string, string?][] = [
    [t("cli.whoami.email"), me.email],
    [t("cli.whoami.kind"), t(`cli.kind.${me.kind}`)],
    [t("cli.whoami.name"), me.name || t("cli.none")],
    [t("cli.whoami.username"), me.username || t("cli.none")],
    [t("cli.whoami.state"), t(`cli.state.${state}`), STATE_COLOR[state]],
    [t("cli.whoami.server"), apiUrl],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return (
    <Box flexDirection="column" alignSelf="flex-start" borderStyle="round" paddingX={1}>
      {rows.map(([label, value, color]) => (
        <Box key={label}>
          <Box width={width}>
            <Text bold>{label}</Text>
          </Box>
          <Text {...(color ? { color } : {})}>{value}</Text>
        </Box>
      ))}
    </Box>
  );
}
