// `npm run events -- export`: streams every event committed when the export starts as NDJSON on
// stdout, in commit-safe order, a page at a time, so memory stays flat however long the history;
// `--help` says how to narrow it. Works while the app runs. Personal fields stay sealed (docs/privacy.md).
// The command line is read before Pause's modules load (events-run.ts), so help and mistakes answer at once.
import { parseEventsArguments } from './arguments/events-arguments';
import { runCli } from './run-cli';

runCli(parseEventsArguments, async () => (await import('./events-run.js')).exportEvents);
