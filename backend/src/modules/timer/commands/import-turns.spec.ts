// Imports take turns: one slice at a time, in the order the turns were asked for, and a pass lets
// whoever waits go first.
import { AnswersUnderWay } from '#src/shared/http/answers-under-way';
import { ImportTurns } from './import-turns';

describe('import turns', () => {
  it('runs one slice at a time, in the order asked, and a pass lets the one waiting go first', async () => {
    const turns = new ImportTurns(new AnswersUnderWay());
    const seen: string[] = [];
    let running = 0;
    const slice = async (name: string) => {
      running++;
      expect(running).toBe(1);
      seen.push(name);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running--;
    };

    await Promise.all([
      turns.take(async (pass) => {
        await slice('a1');
        await pass();
        await slice('a2');
      }),
      turns.take(() => slice('b')),
      turns.take(() => slice('c')),
    ]);

    expect(seen).toEqual(['a1', 'b', 'c', 'a2']);
  });

  it('ends a turn whose work fails, so the next one still runs', async () => {
    const turns = new ImportTurns(new AnswersUnderWay());
    const failed = turns.take(() => Promise.reject(new Error('the database went away')));
    await expect(failed).rejects.toThrow('the database went away');
    await expect(turns.take(async () => 'next')).resolves.toBe('next');
  });

  it('starts a turn only once the answers under way have ended', async () => {
    const answers = new AnswersUnderWay();
    let giveWay!: () => void;
    let asked!: () => void;
    const turnAsked = new Promise<void>((resolve) => (asked = resolve));
    jest.spyOn(answers, 'noneUnderWay').mockImplementation(() => {
      asked();
      return new Promise<void>((resolve) => (giveWay = resolve));
    });
    const turns = new ImportTurns(answers);
    let started = false;

    const turn = turns.take(async () => {
      started = true;
    });
    await turnAsked;
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(false);

    giveWay();
    await turn;
    expect(started).toBe(true);
  });

  it('tells a turn when the last write any import sent has ended, kept or not', async () => {
    const turns = new ImportTurns(new AnswersUnderWay());
    let endWrite!: (kept: boolean) => void;
    const write = turns.sending(
      new Promise<void>((resolve, reject) => (endWrite = (kept) => (kept ? resolve() : reject(new Error('lost'))))),
    );
    let ended = false;
    void turns.mayWrite().then(() => (ended = true));

    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toBe(false);
    endWrite(false);
    await expect(write).rejects.toThrow('lost');
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toBe(true);
  });

  it('lets no write go while an answer is under way', async () => {
    const answers = new AnswersUnderWay();
    let giveWay!: () => void;
    jest.spyOn(answers, 'noneUnderWay').mockImplementation(() => new Promise<void>((resolve) => (giveWay = resolve)));
    const turns = new ImportTurns(answers);
    let mayWrite = false;

    void turns.mayWrite().then(() => (mayWrite = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(mayWrite).toBe(false);

    giveWay();
    await new Promise((resolve) => setImmediate(resolve));
    expect(mayWrite).toBe(true);
  });
});
