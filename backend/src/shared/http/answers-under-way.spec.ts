import { answersOfOwnServer } from '#src/shared/testing/answers-of-own-server';

describe('answers under way', () => {
  const { answers, arriving } = answersOfOwnServer((request) => request.url === '/api/import');

  async function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
    let settled = false;
    void promise.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(ms);
    return settled;
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lets work go on at once when no answer is under way', async () => {
    expect(await settledWithin(answers.noneUnderWay(50), 0)).toBe(true);
  });

  it('holds work back until the answers under way have ended', async () => {
    const endPoll = arriving('/api/timer/active');
    const endClick = arriving('/api/sessions');
    const waiting = answers.noneUnderWay(50);

    endPoll();
    expect(await settledWithin(waiting, 0)).toBe(false);
    endClick();
    expect(await settledWithin(waiting, 0)).toBe(true);
  });

  it('holds it back no longer than it was told, whatever is still under way', async () => {
    const endDownload = arriving('/api/export');
    const waiting = answers.noneUnderWay(50);

    expect(await settledWithin(waiting, 49)).toBe(false);
    expect(await settledWithin(waiting, 1)).toBe(true);
    endDownload();
  });

  it('does not count what runs in the background', async () => {
    const endImport = arriving('/api/import');

    expect(await settledWithin(answers.noneUnderWay(50), 0)).toBe(true);
    endImport();
  });
});
