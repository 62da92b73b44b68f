import { describe, expect, it } from 'vitest';
import { reportFigures } from './report-figures';

describe("the balance card's figures", () => {
  it('shows the score and each kind of hours with one decimal', () => {
    const figures = reportFigures({ workHours: 12.5, commuteHours: 0.75, lifeHours: 154.75, lifePercentage: 92 });

    expect(figures.score).toBe(92);
    expect(figures.hours).toEqual({ work: '12.5h', commute: '0.8h', life: '154.8h' });
  });

  it("splits the bar by each kind's share of the week", () => {
    const { shares } = reportFigures({ workHours: 42, commuteHours: 0, lifeHours: 126, lifePercentage: 75 });

    expect(shares).toEqual({ work: 25, commute: 0, life: 75 });
  });

  it('shows an all-life week as a score of 100', () => {
    expect(reportFigures({ workHours: 0, commuteHours: 0, lifeHours: 168, lifePercentage: 100 }).score).toBe(100);
  });

  it('leaves the bar empty and the score 0 when there are no hours at all', () => {
    const figures = reportFigures({ workHours: 0, commuteHours: 0, lifeHours: 0, lifePercentage: 0 });

    expect(figures.score).toBe(0);
    expect(figures.shares).toEqual({ work: 0, commute: 0, life: 0 });
  });
});
