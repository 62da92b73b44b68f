// For the command-line specs: what a parser made of argv, as options to run with or the sentence
// that refused it, so that a test reads as the command a person typed and what they were told.
import { type Parsed, UsageError } from '#src/cli/arguments/command-line';

/** A moment fixed for the specs: "now" for refusing the future. */
export const NOW = new Date('2026-07-01T12:00:00Z');

type Parser<Options> = (argv: readonly string[], now: Date) => Parsed<Options>;

export function optionsOf<Options>(parse: Parser<Options>, ...argv: string[]): Options {
  const parsed = parse(argv, NOW);
  if (parsed.kind !== 'run') throw new Error('help was shown instead');
  return parsed.options;
}

export function refusalOf(parse: Parser<unknown>, ...argv: string[]): string {
  try {
    parse(argv, NOW);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
}
