// Imports take turns: one slice at a time, in the order the turns were asked for, and a pass lets
// whoever waits go first.
import { ImportTurns } from './import-turns';

describe('import turns', () => {
  it('runs one slice at a time, in the order asked, and a pass lets the one waiting go first', async () => {
    const turns = new ImportTurns();
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
    const turns = new ImportTurns();
    const failed = turns.take(() => Promise.reject(new Error('the database went away')));
    await expect(failed).rejects.toThrow('the database went away');
    await expect(turns.take(async () => 'next')).resolves.toBe('next');
  });
});
