import type { IncomingMessage } from 'node:http';
import { requestIdFor } from './request-id';

const sent = (id?: string) =>
  requestIdFor({ headers: id === undefined ? {} : { 'x-request-id': id } } as IncomingMessage);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("a request's id", () => {
  it('is the one the request came with, when it looks like an id', () => {
    expect(sent('3f2a9c1e-6b8d-4a55-9e0f-1c2d3e4f5a6b')).toBe('3f2a9c1e-6b8d-4a55-9e0f-1c2d3e4f5a6b');
    expect(sent('0123456789abcdef0123456789abcdef')).toBe('0123456789abcdef0123456789abcdef');
    expect(sent('Root=1-67891233-abcdef012345678912345678')).toBe('Root=1-67891233-abcdef012345678912345678');
  });

  it('is a new UUID when none came', () => {
    expect(sent()).toMatch(UUID);
    expect(sent()).not.toBe(sent());
  });

  it('is a new UUID when what came is not an id: spaces, markup, line breaks, or too long', () => {
    for (const unfit of [
      'Zephyrine Quillfeather',
      '<script>',
      'a\nfake log line',
      '',
      '-leading-dash',
      'x'.repeat(129),
    ]) {
      expect(sent(unfit)).toMatch(UUID);
    }
  });
});
