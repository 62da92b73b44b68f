import {
  NO_SLASHED_DATES,
  type SlashedDates,
  contradictedOrder,
  foundOrder,
  mixedOrders,
  orderToRead,
  possibleOrders,
  withDate,
} from './slashed-dates';

const datesOf = (...texts: string[]): SlashedDates => texts.reduce(withDate, NO_SLASHED_DATES);

describe('the order of slashed dates, told from the dates themselves', () => {
  it('reads a date whose first part is above 12 as day first only', () => {
    expect(possibleOrders('16/11/2026')).toEqual(['day-first']);
  });

  it('reads a date whose second part is above 12 as month first only', () => {
    expect(possibleOrders('11/16/2026')).toEqual(['month-first']);
  });

  it('reads a date whose parts are both 12 or less either way, and one whose parts are both above 12 in none', () => {
    expect(possibleOrders('03/04/2026')).toEqual(['month-first', 'day-first']);
    expect(possibleOrders('12/12/2026')).toEqual(['month-first', 'day-first']);
    expect(possibleOrders('13/13/2026')).toEqual([]);
  });

  it('does not count dates written without slashes', () => {
    expect(possibleOrders('2026-11-16')).toEqual([]);
    expect(datesOf('2026-11-16', '16.11.2026')).toEqual(NO_SLASHED_DATES);
  });
});

describe('the order of a file', () => {
  it('is the one order its dates show, for every slashed date of the file', () => {
    expect(foundOrder(datesOf('03/04/2026', '16/11/2026', '01/02/2026'))).toBe('day-first');
    expect(foundOrder(datesOf('03/04/2026', '11/16/2026'))).toBe('month-first');
    expect(orderToRead(datesOf('03/04/2026', '16/11/2026'))).toBe('day-first');
  });

  it('is ambiguous when every slashed date has both parts 12 or less, and then read month first as Clockify does', () => {
    const dates = datesOf('03/04/2026', '12/01/2026');
    expect(foundOrder(dates)).toBe('ambiguous');
    expect(orderToRead(dates)).toBe('month-first');
  });

  it('is none when the file has no slashed date', () => {
    expect(foundOrder(datesOf('2026-11-16'))).toBeNull();
  });

  it('refuses a file whose dates show both orders, naming a date of each', () => {
    const dates = datesOf('03/04/2026', '16/11/2026', '11/16/2026');
    expect(mixedOrders(dates)).toMatch(/16\/11\/2026 can only be day first and 11\/16\/2026 only month first/);
    expect(mixedOrders(datesOf('16/11/2026', '17/11/2026'))).toBeUndefined();
  });

  it('refuses reading a file in an order its own dates rule out, saying which order they show', () => {
    const dayFirst = datesOf('16/11/2026');
    expect(contradictedOrder(dayFirst, 'month-first')).toMatch(
      /^This file writes dates day first \(16\/11\/2026 can only be read that way\).*Preview the file again/,
    );
    expect(contradictedOrder(dayFirst, 'day-first')).toBeUndefined();
    expect(contradictedOrder(datesOf('03/04/2026'), 'day-first')).toBeUndefined();
  });
});
