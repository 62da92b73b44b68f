// `npm run worker`: runs the background jobs from BullMQ on Redis, next to one or more web processes;
// `--help` says what it reads. Without REDIS_URL there is nothing to run here: `npm start` runs the
// same processors in-process.
// The command line is read before Pause's modules load (worker-run.ts), so help and mistakes answer at once.
import { UsageError } from './cli/arguments/command-line';
import { parseWorkerArguments } from './cli/arguments/worker-arguments';

let parsed: ReturnType<typeof parseWorkerArguments> | undefined;
try {
  parsed = parseWorkerArguments(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}
if (parsed.kind === 'help') {
  process.stdout.write(parsed.text.endsWith('\n') ? parsed.text : `${parsed.text}\n`);
} else {
  const options = parsed.options;
  void import('./worker-run.js').then(({ runWorker, failedToStart }) => runWorker(options).catch(failedToStart));
}
