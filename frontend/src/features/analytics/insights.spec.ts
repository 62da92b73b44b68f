import { describe, expect, it } from 'vitest';
import { hasTrackedThisWeek, personalInsights, type Insight } from './insights';

// A calm week that sets off none of the rules on its own.
const calmWeek = { workHours: 35, commuteHours: 5, lifePercentage: 60 };

// Today is Wednesday 18 November 2026: the window runs from Thursday the 12th,
// so Saturday the 14th and Sunday the 15th are its weekend.
const WINDOW = ['2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18'];
const SATURDAY = '2026-11-14';
const SUNDAY = '2026-11-15';

function lastSevenDays(weekendWork: { saturday: number; sunday: number }, trackedWeekdays = 5) {
  let weekdaysLeft = trackedWeekdays;
  return WINDOW.map((date) => {
    if (date === SATURDAY) return { date, workHours: weekendWork.saturday, commuteHours: 0 };
    if (date === SUNDAY) return { date, workHours: weekendWork.sunday, commuteHours: 0 };
    const tracked = weekdaysLeft > 0;
    weekdaysLeft -= 1;
    return { date, workHours: tracked ? 7 : 0, commuteHours: tracked ? 1 : 0 };
  });
}

const ids = (insights: Insight[]) => insights.map((insight) => insight.id);

describe('personal insights', () => {
  it('has nothing to flag for a calm week', () => {
    expect(personalInsights(calmWeek, [])).toEqual([]);
  });

  describe('long work days', () => {
    it('stays quiet at exactly 10 hours of work a day (70 hours a week)', () => {
      expect(ids(personalInsights({ ...calmWeek, workHours: 70 }, []))).not.toContain('long-work-days');
    });

    it('warns once the week averages more than 10 hours of work a day', () => {
      expect(personalInsights({ ...calmWeek, workHours: 70.1 }, [])).toEqual([
        {
          id: 'long-work-days',
          tone: 'warning',
          text: "You're averaging 10.0 hours of work a day this week. A gentle finishing time could give your evenings back.",
        },
      ]);
    });
  });

  describe('long commutes', () => {
    it('stays quiet at exactly 2 hours of commute a day (14 hours a week)', () => {
      expect(ids(personalInsights({ ...calmWeek, commuteHours: 14 }, []))).not.toContain('long-commutes');
    });

    it('adds an info note once the commute averages more than 2 hours a day', () => {
      expect(personalInsights({ ...calmWeek, commuteHours: 17.5 }, [])).toEqual([
        {
          id: 'long-commutes',
          tone: 'info',
          text: 'Your commute averages 2.5 hours a day. A podcast, a call to someone you love or a quiet moment can make that time feel like yours.',
        },
      ]);
      expect(ids(personalInsights({ ...calmWeek, commuteHours: 14.1 }, []))).toContain('long-commutes');
    });
  });

  describe('share of the week left for life', () => {
    it('celebrates 70% or more', () => {
      expect(personalInsights({ ...calmWeek, lifePercentage: 70 }, [])).toEqual([
        {
          id: 'life-share-high',
          tone: 'success',
          text: "70% of your week belongs to life. That's a wonderful balance.",
        },
      ]);
    });

    it('says nothing between 50% and 69%', () => {
      expect(personalInsights({ ...calmWeek, lifePercentage: 69 }, [])).toEqual([]);
      expect(personalInsights({ ...calmWeek, lifePercentage: 50 }, [])).toEqual([]);
    });

    it('warns below 50%', () => {
      expect(personalInsights({ ...calmWeek, lifePercentage: 49 }, [])).toEqual([
        {
          id: 'life-share-low',
          tone: 'warning',
          text: 'Only 49% of your week is left for life. Try protecting one evening just for you.',
        },
      ]);
    });
  });

  describe('weekend work', () => {
    it('stays quiet at exactly 5 weekend work hours', () => {
      expect(ids(personalInsights(calmWeek, lastSevenDays({ saturday: 3, sunday: 2 })))).not.toContain('weekend-work');
    });

    it('warns over 5 weekend work hours when all seven days have tracked time', () => {
      expect(personalInsights(calmWeek, lastSevenDays({ saturday: 3, sunday: 2.1 }))).toEqual([
        {
          id: 'weekend-work',
          tone: 'warning',
          text: 'You worked 5.1 hours over the weekend. Weekends are for recharging, too.',
        },
      ]);
    });

    it('waits for seven tracked days: six are not enough', () => {
      const sixEntries = lastSevenDays({ saturday: 3, sunday: 2.1 }, 4);
      expect(ids(personalInsights(calmWeek, sixEntries))).not.toContain('weekend-work');
    });

    it('counts only work, not commute, on the weekend', () => {
      const days = lastSevenDays({ saturday: 3, sunday: 2 }).map((day) =>
        day.date === SUNDAY ? { ...day, commuteHours: 4 } : day,
      );
      expect(ids(personalInsights(calmWeek, days))).not.toContain('weekend-work');
    });
  });

  it('lists every message that applies, in the order of the rules', () => {
    const heavyWeek = { workHours: 80, commuteHours: 16, lifePercentage: 43 };
    expect(ids(personalInsights(heavyWeek, lastSevenDays({ saturday: 4, sunday: 4 })))).toEqual([
      'long-work-days',
      'long-commutes',
      'life-share-low',
      'weekend-work',
    ]);
  });
});

describe('personal insights of an ended week', () => {
  it('are the same rules, told as past', () => {
    const heavyWeek = { workHours: 80, commuteHours: 16, lifePercentage: 43 };
    const texts = personalInsights(heavyWeek, lastSevenDays({ saturday: 4, sunday: 4 }), 'past').map(
      (insight) => insight.text,
    );
    expect(texts).toEqual([
      'You averaged 11.4 hours of work a day that week. A gentle finishing time could give your evenings back.',
      'Your commute averaged 2.3 hours a day. A podcast, a call to someone you love or a quiet moment can make that time feel like yours.',
      'Only 43% of that week was left for life. Try protecting one evening just for you.',
      'You worked 8.0 hours over that weekend. Weekends are for recharging, too.',
    ]);
    expect(personalInsights({ ...calmWeek, lifePercentage: 75 }, [], 'past')[0].text).toBe(
      "75% of that week belonged to life. That's a wonderful balance.",
    );
  });
});

describe('hasTrackedThisWeek', () => {
  it('is false for a week with nothing tracked', () => {
    expect(hasTrackedThisWeek({ workHours: 0, commuteHours: 0, lifePercentage: 100 })).toBe(false);
  });

  it('is true once any work or commute time exists', () => {
    expect(hasTrackedThisWeek({ workHours: 0, commuteHours: 0.25, lifePercentage: 100 })).toBe(true);
  });
});
