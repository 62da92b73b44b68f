// `npm run replay`: rebuilds read models from the event log, for analysts and after a projector
// changes; `--help` says how. Works while the app runs, on a server or on the embedded database.
// The command line is read before Pause's modules load (replay-run.ts), so help and mistakes answer at once.
import { parseReplayArguments } from './arguments/replay-arguments';
import { runCli } from './run-cli';

runCli(parseReplayArguments, async () => (await import('./replay-run.js')).runReplay);
