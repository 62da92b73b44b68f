// Runs before each test file of the `integration-alone` project (backend/jest.config.js), the files that
// hold transactions open on the server and so run one at a time after the others: it says so, for
// `openTransactionElsewhere` to check.
import { RUNNING_ALONE_ON_THE_SERVER } from '#src/shared/testing/sql-client';

process.env[RUNNING_ALONE_ON_THE_SERVER] = '1';
