// How a tool's command line answers: the options to run with, help to print, or a UsageError; and the
// one place where commander parses, so that none of its own writes or exits reach the process.
import { type Command, CommanderError, type Option, type OptionValues } from 'commander';

/** A mistake in how a tool was called: the tool prints the message and exits with code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Help was asked for with --help or -h: the caller prints `text` on stdout and exits 0. */
export type Parsed<Options> =
  { readonly kind: 'run'; readonly options: Options } | { readonly kind: 'help'; readonly text: string };

export interface CommandLine<Values extends OptionValues> {
  readonly values: Values;
  readonly positionals: readonly string[];
}

// A fixed width keeps help identical whatever terminal the tool runs in, and keeps parsing pure.
const HELP_WIDTH = 100;

/**
 * Parses argv with a freshly built command. An option given twice is refused unless it declares its
 * own parser, which then collects every value: otherwise the last one would silently win.
 */
export function parseCommandLine<Values extends OptionValues>(
  command: Command,
  argv: readonly string[],
): Parsed<CommandLine<Values>> {
  let help = '';
  command.exitOverride().configureOutput({
    writeOut: (text) => (help += text),
    writeErr: () => undefined,
    outputError: () => undefined,
    getOutHelpWidth: () => HELP_WIDTH,
    getErrHelpWidth: () => HELP_WIDTH,
    getOutHasColors: () => false,
    getErrHasColors: () => false,
  });
  const given = countOccurrences(command);
  try {
    command.parse(argv, { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.code === 'commander.helpDisplayed') return { kind: 'help', text: help };
    throw new UsageError(`${sentence(error.message)} ${usageHint(command)}`);
  }
  for (const [flag, values] of given) {
    if (values.length > 1)
      throw new UsageError(`${flag} was given ${values.length} times (${values.join(', ')}): give it once.`);
  }
  return { kind: 'run', options: { values: command.opts<Values>(), positionals: command.args } };
}

export function usageHint(command: Command): string {
  return `Usage: ${command.name()} ${command.usage()} (add --help for more).`;
}

function countOccurrences(command: Command): Map<string, string[]> {
  const given = new Map<string, string[]>();
  for (const option of command.options.filter((candidate: Option) => candidate.parseArg === undefined)) {
    const flag = option.long ?? option.flags;
    command.on(`option:${option.name()}`, (value: string) => given.set(flag, [...(given.get(flag) ?? []), value]));
  }
  return given;
}

// Commander's messages start with "error: " and put a suggestion on a second line.
function sentence(message: string): string {
  const text = message
    .replace(/^error: /, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/^option '(.+)' argument missing$/, '$1 needs a value after it');
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return capitalised.endsWith('.') ? capitalised : `${capitalised}.`;
}

/** The end of every tool's help: examples, then the exit codes the tools share. */
export function helpFooter(examples: readonly string[], failed: string): string {
  return [
    ...examplesSection(examples),
    '',
    'Exit codes:',
    '  0    done',
    `  1    ${failed}`,
    '  2    a mistake in the command (the message says which)',
    '  130  interrupted',
  ].join('\n');
}

export function examplesSection(examples: readonly string[]): string[] {
  return ['', 'Examples:', ...examples.map((example) => `  ${example}`)];
}

/** The environment a process reads, one variable a line with what it means. */
export function environmentSection(variables: readonly (readonly [name: string, meaning: string])[]): string[] {
  const width = Math.max(...variables.map(([name]) => name.length)) + 2;
  return ['', 'Environment:', ...variables.map(([name, meaning]) => `  ${name.padEnd(width)}${meaning}`)];
}
