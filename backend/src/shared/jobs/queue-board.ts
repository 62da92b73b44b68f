// Bull Board at /admin/queues, for operators: only signed-in people whose email is in ADMIN_EMAILS,
// and verified by their OpenID provider, see it (anyone can type any email into a provider that does
// not check it); everyone else gets the same 404 as any unknown path, so the board's existence is not
// revealed. Mounted only when jobs run on BullMQ (there are no queues to show in-process).
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '#src/shared/http/error-body';
import { BullmqJobQueue } from './bullmq-job-queue';
import { JobQueue } from './job';
import { JobProcessors } from './job-processors';

export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * The signed-in person's email if their provider verified it; null when nobody is signed in, the
 * account is gone, or the email is not verified.
 */
export type VerifiedEmailOf = (request: Request) => Promise<string | null>;

export function mountQueueBoard(
  app: INestApplication,
  adminEmails: readonly string[],
  verifiedEmailOf: VerifiedEmailOf,
): void {
  const admins = new Set(adminEmails.map((email) => email.toLowerCase()));
  const onlyAdmins = (request: Request, response: Response, next: NextFunction) => {
    verifiedEmailOf(request).then(
      (verifiedEmail) => {
        const email = verifiedEmail?.toLowerCase();
        if (email && admins.has(email)) next();
        else answerNotFound(request, response);
      },
      (error: unknown) => next(error),
    );
  };
  const queue = app.get(JobQueue);
  if (!(queue instanceof BullmqJobQueue)) {
    app.use(QUEUE_BOARD_PATH, answerNotFound);
    return;
  }
  const board = new ExpressAdapter();
  board.setBasePath(QUEUE_BOARD_PATH);
  const { setQueues } = createBullBoard({ queues: [], serverAdapter: board });
  // Features register their queues when the app initialises, after this is mounted: list them on first use.
  let listed = false;
  const listQueues = (_request: Request, _response: Response, next: NextFunction) => {
    if (!listed) {
      setQueues(queue.queuesNamed(app.get(JobProcessors).queues()).map((bullQueue) => new BullMQAdapter(bullQueue)));
      listed = true;
    }
    next();
  };
  app.use(QUEUE_BOARD_PATH, onlyAdmins, listQueues, board.getRouter());
}

/** The same 404 any unknown path gets. */
function answerNotFound(request: Request, response: Response): void {
  response.status(404).json(errorBody(404, `Cannot ${request.method} ${request.originalUrl}`));
}
