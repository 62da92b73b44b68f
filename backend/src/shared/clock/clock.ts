// The one source of "now" for command handlers, so deciders stay pure and tests can move time.
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
