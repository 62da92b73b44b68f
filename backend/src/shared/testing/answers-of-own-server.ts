// AnswersUnderWay following a server of the test's own: a request arrives when the test says, and its
// answer ends when the test says.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';
import { AnswersUnderWay } from '#src/shared/http/answers-under-way';

export function answersOfOwnServer(inBackground: (request: IncomingMessage) => boolean = () => false): {
  readonly answers: AnswersUnderWay;
  /** A request to `url` arriving; its answer ends when the function answered is called. */
  readonly arriving: (url?: string) => () => void;
} {
  const server = new EventEmitter() as unknown as Server;
  const answers = new AnswersUnderWay();
  answers.follow(server, inBackground);
  const arriving = (url = '/') => {
    const response = new EventEmitter();
    server.emit('request', { url } as IncomingMessage, response);
    return () => response.emit('close');
  };
  return { answers, arriving };
}
