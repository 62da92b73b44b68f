// How many of the server's answers are being given right now, leaving out those that run in the
// background (an import, which takes seconds and works in turns). Work that can wait asks first
// whether any is under way and gives way until none is, for a bounded time: an import's next turn
// (import-turns.ts), so that the one-second poll and every click are answered before the import goes
// on (docs/performance.md, "Imports never starve the poll").
import { Injectable } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

@Injectable()
export class AnswersUnderWay {
  private underWay = 0;
  private readonly waiting = new Set<() => void>();

  /**
   * Counts the server's requests from their arrival until their answer ends (or their connection
   * does), but for those `inBackground` names. Call once, before the server listens.
   */
  follow(server: Server, inBackground: (request: IncomingMessage) => boolean): void {
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      if (inBackground(request)) return;
      this.underWay += 1;
      response.once('close', () => {
        this.underWay -= 1;
        if (this.underWay === 0) for (const done of [...this.waiting]) done();
      });
    });
  }

  /** Resolves once no answer is under way, or after `longestMs` whatever is. */
  noneUnderWay(longestMs: number): Promise<void> {
    if (this.underWay === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, longestMs);
      this.waiting.add(done);
    });
  }
}
