// Where the shipped build's programs are (backend/dist: what `npm start`, `npm run worker` and the image
// run), for the benchmarks that start Pause as a process: they name a program, never a path into it.
import { join } from 'node:path';

/** From src/testing (ts-jest) and dist-testing/testing (the testing build) alike: backend/dist. */
const SHIPPED_BUILD = join(__dirname, '..', '..', 'dist');

const PROGRAMS = { app: 'main.js', worker: 'worker.js' } as const;

export type ShippedProgram = keyof typeof PROGRAMS;

/** The absolute path of a program of the shipped build, for `node <path>`. */
export function shippedProgram(program: ShippedProgram): string {
  return join(SHIPPED_BUILD, PROGRAMS[program]);
}
