import { Command, CommanderError } from "commander";
import pkg from "../package.json" with { type: "json" };
import { registerActivityCommands } from "./commands/activities";
import { registerBookingCommands } from "./commands/bookings";
import { createBusiness, listBusinesses, removeBusiness, updateBusiness } from "./commands/businesses";
import { registerEdmCommands } from "./commands/campaigns/edm";
import { registerSmsCommands } from "./commands/campaigns/sms";
import { registerCouponCommands } from "./commands/coupons";
import { exportData } from "./commands/exportData";
import { bindINodes } from "./commands/inodes/bindINodes";
import { exportINodes } from "./commands/inodes/exportINodes";
import { listINodes } from "./commands/inodes/listINodes";
import { unbindINodes } from "./commands/inodes/unbindINodes";
import { upgradeGroup } from "./commands/inodes/upgradeGroup";
import { registerJobCommands } from "./commands/jobs";
import { createLink, listLinks } from "./commands/links";
import { login } from "./commands/login";
import { logout } from "./commands/logout";
import { businessFlag, firstArg, nameNotFound, type SubjectFlags, type SubjectOf } from "./commands/notFound";
import { registerSourceCommands } from "./commands/sources";
import { addUser, listUsers, removeUser } from "./commands/users";
import { whoami } from "./commands/whoami";
import { createTranslate, detectLocale } from "./i18n";
import { type CliIO, processIO } from "./io";
import { type CommandContext, createContext, EXIT, type ExitCode, fail } from "./output";

interface CommonOptions {
  json?: boolean;
  profile?: string;
}

/**
 * Builds the `portico` commander program. Actions report their exit code through `setExit`;
 * nothing calls process.exit, so tests can run the program in-process.
 */
export function createProgram(io: CliIO, setExit: (code: ExitCode) => void): Command {
  const t = createTranslate(detectLocale(io.env));
  const json = (cmd: Command) => Boolean((cmd.optsWithGlobals() as CommonOptions).json);
  const program = new Command("portico")
    .description(t("cli.description"))
    .version(pkg.version)
    .option("--json", t("cli.opt.json"))
    .option("--profile <name>", t("cli.opt.profile"))
    .exitOverride()
    .showHelpAfterError(false)
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
    });

  /**
   * Wraps an action: builds the context, runs it, maps any failure to an exit code. Positional arguments follow
   * opts; an action may resolve its own exit code (bulk commands: 4 when some rows failed).
   */
  const action =
    <O extends object>(
      fn: (ctx: CommandContext, opts: O & CommonOptions, ...args: string[]) => Promise<unknown>,
      subject?: SubjectOf,
    ) =>
    async (...params: unknown[]) => {
      // commander calls (arg1, ..., opts, cmd)
      const cmd = params[params.length - 1] as Command;
      const args = params.slice(0, -2) as string[];
      const opts = cmd.optsWithGlobals() as O & CommonOptions;
      const ctx = createContext(io, json(cmd));
      try {
        setExit(((await fn(ctx, opts, ...args)) as ExitCode | undefined) ?? EXIT.OK);
      } catch (err) {
        // A bare 404 names what the command looked for ("business 42 not found").
        setExit(fail(ctx, nameNotFound(err, subject?.(opts as SubjectFlags, args))));
      }
    };

  const common = (cmd: Command) =>
    cmd.option("--json", t("cli.opt.json")).option("--profile <name>", t("cli.opt.profile"));

  common(program.command("login").description(t("cli.login.description")))
    .option("--api-url <url>", t("cli.opt.apiUrl"))
    .option("--email <email>", t("cli.opt.email"))
    .option("--password <password>", t("cli.opt.password"))
    .option("--subscriber", t("cli.opt.subscriber"))
    .action(action(login));
  common(program.command("logout").description(t("cli.logout.description"))).action(action(logout));
  common(program.command("whoami").description(t("cli.whoami.description"))).action(action(whoami));

  const collect = (value: string, previous: string[]) => [...previous, value];
  const businesses = program.command("businesses").description(t("cli.businesses.description"));
  common(businesses.command("list").description(t("cli.businesses.list.description"))).action(action(listBusinesses));
  common(businesses.command("create").description(t("cli.businesses.create.description")))
    .option("--name <name>", t("cli.opt.businessName"))
    .option("--time-zone <tz>", t("cli.opt.timeZone"))
    .option("--email <email>", t("cli.opt.businessEmail"))
    .action(action(createBusiness));
  common(businesses.command("update").description(t("cli.businesses.update.description")))
    .argument("<id>", t("cli.arg.businessId"))
    .option("--name <name>", t("cli.opt.businessName"))
    .option("--time-zone <tz>", t("cli.opt.timeZone"))
    .option("--email <email>", t("cli.opt.businessEmail"))
    .action(action(updateBusiness, firstArg("business")));
  common(businesses.command("remove").description(t("cli.businesses.remove.description")))
    .argument("<id>", t("cli.arg.businessId"))
    .option("-y, --yes", t("cli.opt.yes"))
    .action(action(removeBusiness, firstArg("business")));

  const users = program.command("users").description(t("cli.users.description"));
  common(users.command("list").description(t("cli.users.list.description"))).action(action(listUsers));
  common(users.command("add").description(t("cli.users.add.description")))
    .option("--email <email>", t("cli.opt.userEmail"))
    .option("--name <name>", t("cli.opt.userName"))
    .option("--password <password>", t("cli.opt.userPassword"))
    .option("--access <bid=level>", t("cli.opt.access"), collect, [])
    .option("--pos <bid=role>", t("cli.opt.pos"), collect, [])
    .action(action(addUser));
  common(users.command("remove").description(t("cli.users.remove.description")))
    .argument("<id>", t("cli.arg.userId"))
    .option("-y, --yes", t("cli.opt.yes"))
    .action(action(removeUser, firstArg("user")));

  const inodes = program.command("inodes").description(t("cli.inodes.description"));
  common(inodes.command("list").description(t("cli.inodes.list.description")))
    .option("--business <id>", t("cli.opt.business"))
    .option("--status <status>", t("cli.opt.status"))
    .action(action(listINodes, businessFlag));
  common(inodes.command("bind").description(t("cli.inodes.bind.description")))
    .option("--business <id>", t("cli.opt.business"))
    .option("--file <csv>", t("cli.opt.file"))
    .option("--concurrency <n>", t("cli.opt.concurrency"))
    .option("--batch <n>", t("cli.opt.batch"))
    .option("--dry-run", t("cli.opt.dryRun"))
    .option("--results <csv>", t("cli.opt.results"))
    .option("--job", t("cli.opt.job"))
    .action(action(bindINodes, businessFlag));
  common(inodes.command("unbind").description(t("cli.inodes.unbind.description")))
    .option("--business <id>", t("cli.opt.business"))
    .option("--cuid <cuid>", t("cli.opt.cuid"))
    .option("--file <csv>", t("cli.opt.cuidFile"))
    .option("--concurrency <n>", t("cli.opt.concurrency"))
    .option("-y, --yes", t("cli.opt.yes"))
    .action(action(unbindINodes, businessFlag));
  common(inodes.command("upgrade").description(t("cli.inodes.upgrade.description")))
    .option("--business <id>", t("cli.opt.business"))
    .option("--group <name>", t("cli.opt.group"))
    .option("--interval <ms>", t("cli.opt.interval"))
    .option("--timeout <s>", t("cli.opt.timeout"))
    .option("--job", t("cli.opt.upgradeJob"))
    .action(action(upgradeGroup, businessFlag));
  common(inodes.command("export").description(t("cli.inodes.export.description")))
    .option("--business <id>", t("cli.opt.business"))
    .option("--out <file>", t("cli.opt.out"))
    .action(action(exportINodes, businessFlag));

  common(program.command("export").description(t("cli.export.description")))
    .argument("<kind>", t("cli.arg.exportKind"))
    .option("--business <id>", t("cli.opt.business"))
    .option("--from <day>", t("cli.opt.from"))
    .option("--to <day>", t("cli.opt.to"))
    .option("--out <file>", t("cli.opt.out"))
    .option("--param <key=value>", t("cli.opt.param"), collect, [])
    .action(action(exportData, businessFlag));

  const links = program.command("links").description(t("cli.links.description"));
  common(links.command("create").description(t("cli.links.create.description")))
    .option("--activity <id>", t("cli.opt.activity"))
    .option("--name <name>", t("cli.opt.linkName"))
    .option("--business <id>", t("cli.opt.business"))
    .option("--qr <file>", t("cli.opt.qr"))
    .action(action(createLink, (opts) => ({ kind: "activity", id: opts.activity })));
  common(links.command("list").description(t("cli.links.list.description")))
    .option("--business <id>", t("cli.opt.business"))
    .option("--app <id>", t("cli.opt.app"))
    .action(action(listLinks, businessFlag));

  registerActivityCommands(program, { t, common, action });
  registerJobCommands(program, { t, common, action });
  registerSourceCommands(program, { t, common, action });
  registerBookingCommands(program, { t, common, action });
  registerCouponCommands(program, { t, common, action });
  const campaigns = program.command("campaigns").description(t("cli.campaigns.description"));
  registerSmsCommands(campaigns, { t, common, action });
  registerEdmCommands(campaigns, { t, common, action });
  // Usage errors: exit 2, as JSON on stderr when --json was asked for (every level of subcommand).
  const all = (cmd: Command): Command[] => [cmd, ...cmd.commands.flatMap(all)];
  for (const cmd of all(program)) {
    cmd.exitOverride().configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: (s, write) => {
        if (io.argv?.includes("--json")) {
          io.stderr.write(
            `${JSON.stringify({ error: { code: "USAGE", message: s.replace(/^error: /, "").trim() } })}\n`,
          );
        } else write(s);
      },
    });
  }
  return program;
}

/**
 * Runs `portico` with the given arguments (without node and script) and resolves the exit code.
 *
 * @example
 * const code = await run(["whoami", "--json"]);
 */
export async function run(args: string[], io: CliIO = processIO()): Promise<ExitCode> {
  let code: ExitCode = EXIT.OK;
  const program = createProgram({ ...io, argv: args }, (c) => {
    code = c;
  });
  try {
    await program.parseAsync(args, { from: "user" });
  } catch (err) {
    if (err instanceof CommanderError) {
      const done = ["commander.helpDisplayed", "commander.version", "commander.help"].includes(err.code);
      // `portico` alone prints help on stderr and exits 1 in commander: that is a usage error here.
      return done && err.exitCode === 0 ? EXIT.OK : EXIT.USAGE;
    }
    throw err;
  }
  return code;
}
