// The values of a statement whose text is put together from parts (optional conditions, a list of
// filters): each value is added as it is written and answered with its placeholder, so the numbering
// follows the text whatever parts it holds.

export class BoundValues {
  readonly values: unknown[] = [];

  /** Adds `value` to the statement's values; answers its placeholder ($1, $2, …). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
