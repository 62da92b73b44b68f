// What may be logged of an error: never a value a person gave (docs/security.md).
/**
 * What may be logged of an error: its class, its code, its message with every quoted literal cut out,
 * and, when asked, its stack frames. The driver, knex and MikroORM put the failed statement with its
 * values (emails, names, what people typed) into messages, always as quoted literals.
 */
export function safeDescription(exception: unknown, options: { withStack?: boolean } = {}): string {
  if (!(exception instanceof Error)) return `a thrown ${typeof exception}`;
  const code = (exception as { code?: unknown }).code;
  const frames = (exception.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [
    `${exception.name}${typeof code === 'string' ? ` (code ${code})` : ''}: ${withoutQuotedLiterals(exception.message)}`,
    ...(options.withStack ? frames : []),
  ].join('\n');
}

/** SQL string literals ('it''s'), including E'…' and JSON inside them, become '…'. */
function withoutQuotedLiterals(message: string): string {
  return message.replace(/'(?:[^'\\]|''|\\.)*'?/g, "'…'");
}
