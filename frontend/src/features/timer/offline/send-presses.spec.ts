// The device queue's rules: in press order, each press sent exactly as kept; dropped once answered;
// halted by a refusal, a missing connection or a signed-out device; a refused Start's Stop discarded with it.
import { describe, expect, it } from 'vitest';
import type { KeptPress, PressStore } from '@/lib/offline/press-queue';
import { discardRefusedPress, refusalOf, type SendAnswer, sendPresses, timerWithPresses } from './send-presses';

function memoryStore(presses: KeptPress[] = []): PressStore & { kept: KeptPress[] } {
  const kept = [...presses];
  return {
    kept,
    list: async (personId) => kept.filter((press) => press.personId === personId),
    add: async (press) => void kept.push(press),
    put: async (press) => {
      const at = kept.findIndex((old) => old.commandId === press.commandId);
      if (at >= 0) kept[at] = press;
    },
    remove: async (commandId) => {
      const at = kept.findIndex((old) => old.commandId === commandId);
      if (at >= 0) kept.splice(at, 1);
    },
    clear: async () => void kept.splice(0),
  };
}

function press(commandId: string, kind: 'start' | 'stop', pressedAt = '2026-11-27T09:00:00.000Z'): KeptPress {
  const body = { commandId, pressedAt, ...(kind === 'start' && { type: 'work' }) };
  return { commandId, kind, body, pressedAt, personId: 'ada' };
}

/** A server that answers each press with the next answer given, and remembers what it was sent. */
function server(...answers: SendAnswer[]) {
  const received: KeptPress[] = [];
  return {
    received,
    send: async (sent: KeptPress) => {
      received.push(sent);
      return answers.shift() ?? { status: 201, body: '{}' };
    },
  };
}

const ids = (presses: readonly KeptPress[]) => presses.map((kept) => kept.commandId);

describe('sending the presses kept offline', () => {
  it('sends them in the order pressed, each exactly as kept, and drops each the server took', async () => {
    const start = press('start-1', 'start');
    const stop = press('stop-1', 'stop', '2026-11-27T10:00:00.000Z');
    const store = memoryStore([start, stop]);
    const { received, send } = server({ status: 201, body: '{}' }, { status: 200, body: '{}' });
    expect(await sendPresses(store, 'ada', send)).toEqual({ outcome: 'all-sent', sent: 2 });
    expect(received).toEqual([start, stop]);
    expect(store.kept).toEqual([]);
  });

  it('sends only the signed-in person’s presses', async () => {
    const store = memoryStore([{ ...press('graces', 'start'), personId: 'grace' }, press('adas', 'start')]);
    const { received, send } = server();
    await sendPresses(store, 'ada', send);
    expect(ids(received)).toEqual(['adas']);
    expect(ids(store.kept)).toEqual(['graces']);
  });

  it('keeps a press that got no answer, or a failure of the server, and sends nothing after it', async () => {
    for (const answer of ['unreachable', { status: 503, body: '{}' }, { status: 500, body: '' }] as const) {
      const store = memoryStore([press('start-1', 'start'), press('stop-1', 'stop')]);
      const { received, send } = server(answer);
      expect(await sendPresses(store, 'ada', send)).toEqual({ outcome: 'retry-later', sent: 0 });
      expect(ids(received)).toEqual(['start-1']);
      expect(ids(store.kept)).toEqual(['start-1', 'stop-1']);
      expect(store.kept[0].refusal).toBeUndefined();
    }
  });

  it('sends a kept press again later under the same id and body', async () => {
    const store = memoryStore([press('start-1', 'start')]);
    const first = server('unreachable');
    await sendPresses(store, 'ada', first.send);
    const second = server({ status: 201, body: '{}' });
    expect(await sendPresses(store, 'ada', second.send)).toEqual({ outcome: 'all-sent', sent: 1 });
    expect(second.received).toEqual(first.received);
  });

  it('keeps the queue for after sign-in when the device is signed out (401)', async () => {
    const store = memoryStore([press('start-1', 'start'), press('stop-1', 'stop')]);
    const { send } = server({ status: 401, body: '{}' });
    expect(await sendPresses(store, 'ada', send)).toEqual({ outcome: 'sign-in', sent: 0 });
    expect(ids(store.kept)).toEqual(['start-1', 'stop-1']);
    expect(store.kept[0].refusal).toBeUndefined();
  });

  it('stops at a refusal, keeps the refused press with the server’s answer, and sends nothing after it', async () => {
    const lost = JSON.stringify({
      statusCode: 409,
      message: 'A work timer is already running.',
      runningTimer: { type: 'work', startTime: '2026-11-27T08:00:00.000Z' },
    });
    const store = memoryStore([
      press('sent', 'start'),
      press('stop-1', 'stop'),
      press('start-2', 'start'),
      press('stop-2', 'stop'),
    ]);
    const { received, send } = server(
      { status: 201, body: '{}' },
      { status: 200, body: '{}' },
      { status: 409, body: lost },
    );
    const outcome = await sendPresses(store, 'ada', send);
    expect(outcome).toMatchObject({ outcome: 'refused', sent: 2, press: { commandId: 'start-2' } });
    expect(ids(received)).toEqual(['sent', 'stop-1', 'start-2']);
    expect(ids(store.kept)).toEqual(['start-2', 'stop-2']);
    expect(refusalOf(store.kept[0])).toMatchObject({
      message: 'A work timer is already running.',
      runningTimer: { type: 'work', startTime: '2026-11-27T08:00:00.000Z' },
    });

    // Sent again before the person resolves it: still refused, and the server is not asked.
    const again = server();
    expect(await sendPresses(store, 'ada', again.send)).toMatchObject({ outcome: 'refused', sent: 0 });
    expect(again.received).toEqual([]);
  });

  it('discarding a refused Start drops the Stop pressed on top of it, never sending it, and goes on with the rest', async () => {
    const refused = { ...press('start-lost', 'start'), refusal: { status: 409, body: '{}' } };
    const store = memoryStore([refused, press('stop-lost', 'stop'), press('start-next', 'start')]);
    expect(await discardRefusedPress(store, 'ada')).toBe(2);
    const { received, send } = server();
    expect(await sendPresses(store, 'ada', send)).toEqual({ outcome: 'all-sent', sent: 1 });
    expect(ids(received)).toEqual(['start-next']);
  });

  it('discarding a refused Stop drops only that Stop', async () => {
    const refused = { ...press('stop-late', 'stop'), refusal: { status: 409, body: '{}' } };
    const store = memoryStore([refused, press('start-next', 'start'), press('stop-next', 'stop')]);
    expect(await discardRefusedPress(store, 'ada')).toBe(1);
    expect(ids(store.kept)).toEqual(['start-next', 'stop-next']);
  });

  it('discards nothing while nothing is refused', async () => {
    const store = memoryStore([press('start-1', 'start')]);
    expect(await discardRefusedPress(store, 'ada')).toBe(0);
    expect(ids(store.kept)).toEqual(['start-1']);
  });
});

describe('the timer shown while presses wait', () => {
  const server = {
    type: 'commute' as const,
    startTime: '2026-11-27T07:00:00.000Z',
    description: null,
    project: null,
    tags: [],
    confirmedAt: null,
  };

  it('is the server’s when nothing waits', () => {
    expect(timerWithPresses(server, [])).toBe(server);
  });

  it('runs from the moment a kept Start was pressed, with what it was about', () => {
    const start = press('start-1', 'start', '2026-11-27T09:05:00.000Z');
    const about = { ...start, body: { ...start.body, description: 'Spring plan', tags: ['plan'] } };
    expect(timerWithPresses(null, [about])).toEqual({
      type: 'work',
      startTime: '2026-11-27T09:05:00.000Z',
      description: 'Spring plan',
      project: null,
      tags: ['plan'],
      confirmedAt: null,
    });
  });

  it('is stopped after a kept Stop, whatever the server last said', () => {
    expect(timerWithPresses(server, [press('stop-1', 'stop')])).toBeNull();
    expect(timerWithPresses(null, [press('start-1', 'start'), press('stop-1', 'stop')])).toBeNull();
  });

  it('is the server’s, the timer the press lost to, while a press is refused', () => {
    const refused = { ...press('start-1', 'start'), refusal: { status: 409, body: '{}' } };
    expect(timerWithPresses(server, [refused, press('stop-1', 'stop')])).toBe(server);
  });
});
