/**
 * The scripts' command lines, read one way: node's parseArgs (strict), `--help` (or `-h`)
 * printing the usage and exiting 0, and a mistake ending the script with exit code 2 and one
 * sentence saying what is wrong ("links:check: --timeout must be a whole number…"), then the usage.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";

/** A mistake on the command line, in a sentence that says what to type instead. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** A script as its messages name it: the npm script ("links:check") and its usage text. */
export type Script = { name: string; usage: string };

const helpOption = { help: { type: "boolean", short: "h", default: false } } as const;

/** What a script declares: its options, and whether it takes positionals. */
export type CommandLineConfig = Pick<ParseArgsConfig, "options" | "allowPositionals">;

type WithHelp<C extends CommandLineConfig> = Omit<C, "options"> & {
  options: NonNullable<C["options"]> & typeof helpOption;
  strict: true;
  args: string[];
};

/** The parsed command line: `values` (with `help`) and `positionals`. */
export type CommandLine<C extends CommandLineConfig> = ReturnType<typeof parseArgs<WithHelp<C>>>;

/** The first sentence of parseArgs' message: "Unknown option '--colour'", not how to escape it. */
function firstSentence(message: string): string {
  return message.split(/\.\s/)[0] ?? message;
}

/** Parses `args` against `config` (plus --help); a mistake is a UsageError. Pure. */
export function parseCommandLine<const C extends CommandLineConfig>(
  config: C,
  args: readonly string[],
): CommandLine<C> {
  const full = {
    ...config,
    options: { ...config.options, ...helpOption },
    strict: true,
    args: [...args],
  } as WithHelp<C>;
  try {
    return parseArgs(full);
  } catch (error) {
    throw new UsageError(firstSentence(error instanceof Error ? error.message : String(error)));
  }
}

/** Ends the script: `<name>: <sentence>.`, a blank line and the usage on stderr; exit code 2. */
export function failUsage(script: Script, sentence: string): never {
  const ended = /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
  console.error(`${script.name}: ${ended}\n\n${script.usage}`);
  process.exit(2);
}

/** Prints the message and exits: the end of a script that cannot go on. */
export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/**
 * The script's command line from process.argv: --help prints the usage and exits 0; a mistake,
 * in parsing or in `check` (which throws a UsageError for options that do not go together, or
 * turns the values into the script's own), ends it with exit code 2.
 */
export function readCommandLine<const C extends CommandLineConfig>(
  script: Script,
  config: C,
): CommandLine<C>;
export function readCommandLine<const C extends CommandLineConfig, R>(
  script: Script,
  config: C,
  check: (line: CommandLine<C>) => R,
): R;
export function readCommandLine<const C extends CommandLineConfig>(
  script: Script,
  config: C,
  check?: (line: CommandLine<C>) => unknown,
): unknown {
  const line = orUsage(script, () => parseCommandLine(config, process.argv.slice(2)));
  const values: Record<string, unknown> = line.values;
  if (values.help === true) {
    console.log(script.usage);
    process.exit(0);
  }
  return check ? orUsage(script, () => check(line)) : line;
}

/** `run()`'s result; a UsageError from it ends the script (see failUsage). */
function orUsage<T>(script: Script, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof UsageError) failUsage(script, error.message);
    throw error;
  }
}
