// A clock tests move by hand.
import { Clock } from '#src/shared/clock/clock';

export class FakeClock extends Clock {
  private tick = 0;

  constructor(private current = new Date('2026-11-16T09:00:00.000Z')) {
    super();
  }

  now(): Date {
    const reading = new Date(this.current);
    this.current = new Date(this.current.getTime() + this.tick);
    return reading;
  }

  /**
   * From now on each reading moves the clock on by `milliseconds` (0 stops it again), so commands
   * sent at once still happen at distinct, increasing moments.
   */
  tickEachReading(milliseconds: number): void {
    this.tick = milliseconds;
  }

  set(isoTime: string): void {
    this.current = new Date(isoTime);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}
