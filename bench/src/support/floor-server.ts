// The floors the poll is measured against, each in a process of its own on 127.0.0.1: bare
// `node:http`, the limit of the runtime, and an Express hello-world, the floor of the framework
// Pause runs on. Both answer a running timer's JSON, as the poll does. Run as
// `node floor-server.js bare|express PORT`; prints "ready" once listening.
import express from 'express';
import { createServer } from 'node:http';

export const FLOOR_BODY = { startTime: '2026-11-23T08:00:00.000Z', type: 'work' } as const;
export const FLOOR_PATH = '/api/timer/active';

function serve(kind: string, port: number): void {
  const ready = () => process.stdout.write('ready\n');
  if (kind === 'bare') {
    createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(FLOOR_BODY));
    }).listen(port, '127.0.0.1', ready);
    return;
  }
  const app = express();
  app.disable('x-powered-by');
  app.get(FLOOR_PATH, (_request, response) => response.json(FLOOR_BODY));
  app.listen(port, '127.0.0.1', ready);
}

if (require.main === module) serve(process.argv[2], Number(process.argv[3]));
