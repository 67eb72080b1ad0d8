/** @portico/cli as a library: the program (for tests and embedding), config helpers and exit codes. */

export { CLI_CLIENT_ID } from "./commands/login";
export type { ConfigFile, Profile, Session } from "./config";
export {
  configDir,
  configPath,
  DEFAULT_API_URL,
  DEFAULT_PROFILE,
  readConfig,
  resolveSession,
  saveProfile,
  writeConfig,
} from "./config";
export type { Locale, MessageKey, Translate } from "./i18n";
export { createTranslate, detectLocale, LOCALES } from "./i18n";
export type { CliIO } from "./io";
export type { CommandContext, ExitCode, OutputMode } from "./output";
export { CliError, EXIT, exitCodeFor } from "./output";
export { createProgram, run } from "./program";
