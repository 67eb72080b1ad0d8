import { action, type Story, type StoryDefault } from "@ladle/react";
import { useState } from "react";
import { type LotteryConfig, useLotteries } from "../../data/lotteries";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { DEFAULT_LOTTERY_CONFIG, LotteryEditDialog } from "./LotteryEditDialog";
import { LotteryImportDialog } from "./LotteryImportDialog";
import { LotteryList } from "./LotteryList";
import { LotteryTemplatePicker } from "./LotteryTemplatePicker";

export default { title: "Apps / Lotteries" } satisfies StoryDefault;

type Args = { locale: Locale };

// The café's seeded lottery, whatever id the seed gave it.
function WithFirstLottery({
  render,
}: {
  render(lottery: NonNullable<ReturnType<typeof useLotteries>["data"]>[number]): React.ReactNode;
}) {
  const { data } = useLotteries(1);
  const lottery = data?.[data.length - 1];
  return lottery ? render(lottery) : null;
}

export const List: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <LotteryList businessId={1} />
  </PorticoStory>
);
List.argTypes = localeArgTypes;

export const EditDialog: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithFirstLottery render={(l) => <LotteryEditDialog businessId={1} lottery={l} open onClose={action("close")} />} />
  </PorticoStory>
);
EditDialog.argTypes = localeArgTypes;

export const NewLottery: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <LotteryEditDialog businessId={1} lottery={null} open onClose={action("close")} onSaved={action("saved")} />
  </PorticoStory>
);
NewLottery.argTypes = localeArgTypes;

export const ImportDialog: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithFirstLottery
      render={(l) => (
        <LotteryImportDialog
          businessId={1}
          lottery={l}
          open
          onClose={action("close")}
          onImported={action("imported")}
        />
      )}
    />
  </PorticoStory>
);
ImportDialog.argTypes = localeArgTypes;

function Picker() {
  const [config, setConfig] = useState<LotteryConfig>({ ...DEFAULT_LOTTERY_CONFIG, templateType: 3 });
  return <LotteryTemplatePicker value={config} onChange={setConfig} />;
}

export const TemplatePicker: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <Picker />
  </PorticoStory>
);
TemplatePicker.argTypes = localeArgTypes;
