// A clock tests move by hand.
import { Clock } from '../clock/clock';

export class FakeClock extends Clock {
  constructor(private current = new Date('2026-11-16T09:00:00.000Z')) {
    super();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(isoTime: string): void {
    this.current = new Date(isoTime);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}
