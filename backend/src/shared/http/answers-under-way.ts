// How many of the server's answers are being given right now, leaving out those that run in the
// background (an import, which takes seconds and works in turns). Work that can wait asks first
// whether any is under way and gives way until none is, for at most GIVE_WAY_MS: an import's next
// turn and next write (import-turns.ts), the subscriptions' next page of the log
// (event-subscriptions.ts); so the one-second poll and every click are answered before background
// work goes on (docs/performance.md, "Imports never starve the poll").
import { Injectable } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The longest background work waits for the answers under way to end (a download can last). */
const GIVE_WAY_MS = 50;

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
  noneUnderWay(longestMs = GIVE_WAY_MS): Promise<void> {
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
