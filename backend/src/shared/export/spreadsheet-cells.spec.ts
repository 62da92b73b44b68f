import { decimalHours, inReadersTime, spreadsheetDateTime } from './spreadsheet-cells';

describe('times and lengths as a spreadsheet reads them', () => {
  it('writes an instant as the wall clock in the zone, to the minute', () => {
    expect(spreadsheetDateTime('Europe/Paris', '2026-11-23T07:15:59.999Z')).toBe('2026-11-23 08:15');
    expect(spreadsheetDateTime('Asia/Kolkata', '2026-11-23T20:00:00.000Z')).toBe('2026-11-24 01:30');
    expect(spreadsheetDateTime('America/Los_Angeles', '2026-11-23T08:15:00.000+00:00')).toBe('2026-11-23 00:15');
    expect(spreadsheetDateTime('UTC', '2026-11-16T22:00:00.000+01:00')).toBe('2026-11-16 21:00');
  });

  it('follows the clock change: the same UTC hour a day apart reads an hour differently', () => {
    expect(spreadsheetDateTime('Europe/Paris', '2026-03-28T12:00:00.000Z')).toBe('2026-03-28 13:00');
    expect(spreadsheetDateTime('Europe/Paris', '2026-03-29T12:00:00.000Z')).toBe('2026-03-29 14:00');
  });

  it('gives hours as a number to two decimals', () => {
    expect(decimalHours(6300)).toBe(1.75);
    expect(decimalHours(2730)).toBe(0.76);
    expect(decimalHours(14_400)).toBe(4);
    expect(decimalHours(17)).toBe(0);
    expect(decimalHours(18)).toBe(0.01);
    expect(String(decimalHours(3600 * 0.29))).toBe('0.29');
  });

  it("makes a column of a field's instant in the reader's zone, under the field's name", () => {
    const column = inReadersTime<{ sentAt: string }>('sentAt');
    expect(typeof column === 'object' && column.header).toBe('sentAt');
    expect(
      typeof column === 'object' && column.cell({ sentAt: '2026-11-20T12:00:00.000Z' }, { timeZone: 'Europe/Paris' }),
    ).toBe('2026-11-20 13:00');
  });
});
