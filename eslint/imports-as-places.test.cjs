// The lint rule `pause/imports-as-places`, run on real files of both halves by ESLint's RuleTester
// (under Node's own test runner: `node --test eslint/`, part of `npm run test:rules`).
'use strict';

const { describe, it } = require('node:test');
const { join } = require('node:path');
const { RuleTester } = require('eslint');
const typescriptParser = require('@typescript-eslint/parser');
const places = require('./imports-as-places.cjs');

RuleTester.describe = describe;
RuleTester.it = it;

const rule = places.plugin.rules['imports-as-places'];
const tester = new RuleTester({ languageOptions: { parser: typescriptParser, sourceType: 'module' } });
const inRepository = (path) => join(__dirname, '..', path);

const timerCard = inRepository('frontend/src/features/timer/components/current-session-card.tsx');
const importHandler = inRepository('backend/src/modules/timer/commands/import-sessions.handler.ts');
const browserTest = inRepository('backend/e2e/sign-in-and-time.e2e.ts');

tester.run('imports-as-places', rule, {
  valid: [
    { filename: timerCard, code: "import { startTimer } from '@/features/timer/api/start-timer';" },
    { filename: timerCard, code: "import { Hourglass } from './hourglass';" },
    { filename: importHandler, code: "import { ImportTurns } from './import-turns';" },
    { filename: importHandler, code: "import { Clock } from '#src/shared/clock/clock';" },
    { filename: importHandler, code: "import { week } from '@pause/rules/week';" },
    // Files outside both halves (the rules workspace, the benchmarks) keep their own conventions.
    { filename: inRepository('bench/src/import.ts'), code: "import { x } from '../support/x';" },
  ],
  invalid: [
    {
      name: 'a frontend file climbing to a feature is rewritten to @/',
      filename: timerCard,
      code: "import { startTimer } from '../api/start-timer';",
      output: "import { startTimer } from '@/features/timer/api/start-timer';",
      errors: [{ messageId: 'climbs' }],
    },
    {
      name: 'a backend file climbing to shared/ is rewritten to #src/, keeping its quotes',
      filename: importHandler,
      code: 'import { Clock } from "../../../shared/clock/clock";',
      output: 'import { Clock } from "#src/shared/clock/clock";',
      errors: [{ messageId: 'climbs' }],
    },
    {
      name: 'a browser test names the app by #src/ too; re-exports and dynamic imports are places as well',
      filename: browserTest,
      code: "export * from '../src/shared/clock/clock';\nconst lazy = () => import('../src/shared/clock/clock');",
      output: "export * from '#src/shared/clock/clock';\nconst lazy = () => import('#src/shared/clock/clock');",
      errors: [{ messageId: 'climbs' }, { messageId: 'climbs' }],
    },
    {
      name: 'a module named to a mock is a place',
      filename: timerCard,
      code: "vi.mock('../api/start-timer');",
      output: "vi.mock('@/features/timer/api/start-timer');",
      errors: [{ messageId: 'climbs' }],
    },
    {
      name: 'a climb to no file is reported without a fix',
      filename: importHandler,
      code: "import { gone } from '../no-such-file';",
      output: null,
      errors: [{ messageId: 'climbsNowhere' }],
    },
  ],
});
