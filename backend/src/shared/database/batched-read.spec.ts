import { batchedRead } from './batched-read';

describe('batchedRead', () => {
  function countingStore(rows: Map<string, number>) {
    const statements: string[][] = [];
    const read = batchedRead<string, number>(async (keys) => {
      statements.push([...keys]);
      return new Map([...rows].filter(([key]) => keys.includes(key)));
    });
    return { read, statements };
  }

  it('reads every key asked for in one turn of the event loop with one statement', async () => {
    const { read, statements } = countingStore(
      new Map([
        ['ada', 1],
        ['bo', 2],
        ['cy', 3],
      ]),
    );

    const answers = await Promise.all(['ada', 'bo', 'cy', 'ada'].map(read));

    expect(answers).toEqual([1, 2, 3, 1]);
    expect(statements).toHaveLength(1);
  });

  it('answers undefined for a key with nothing stored, without failing its neighbours', async () => {
    const { read } = countingStore(new Map([['ada', 1]]));

    await expect(Promise.all([read('ada'), read('nobody')])).resolves.toEqual([1, undefined]);
  });

  it('remembers nothing: a key asked for after a change is read again and sees it', async () => {
    const rows = new Map([['ada', 1]]);
    const { read, statements } = countingStore(rows);

    await expect(read('ada')).resolves.toBe(1);
    rows.set('ada', 2);
    await expect(read('ada')).resolves.toBe(2);
    expect(statements).toHaveLength(2);
  });

  it('starts a statement only after the keys asked for in the same turn, never reusing one already under way', async () => {
    let release: () => void = () => undefined;
    const started: string[][] = [];
    const read = batchedRead<string, string>(async (keys) => {
      const statement = started.push([...keys]);
      if (statement === 1) await new Promise<void>((resolve) => (release = resolve));
      return new Map(keys.map((key) => [key, `${key}@${statement}`]));
    });

    const first = read('ada');
    await new Promise((resolve) => setImmediate(resolve));
    const second = read('ada');
    await new Promise((resolve) => setImmediate(resolve));
    release();

    await expect(first).resolves.toBe('ada@1');
    await expect(second).resolves.toBe('ada@2');
    expect(started).toEqual([['ada'], ['ada']]);
  });

  it('fails every key of a statement that fails', async () => {
    const read = batchedRead<string, number>(() => Promise.reject(new Error('connection lost')));

    const answers = await Promise.allSettled([read('ada'), read('bo')]);

    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  });
});
