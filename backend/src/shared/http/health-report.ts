// The outside services the app leans on besides its database, as the health checks report them: each
// part that depends on one registers how it is doing (sign-in: is the OpenID provider's configuration
// known? jobs: does Redis answer? subscriptions: are they keeping up with the log?). Every check is
// bounded: whatever a service does (a held lock, a Redis that accepts and never answers), the report
// comes within CHECK_TIMEOUT_MS, and a check still running is shared rather than started again.
import { Injectable } from '@nestjs/common';

export type ServiceState = 'available' | 'unavailable';

export interface ServiceHealth {
  readonly state: ServiceState;
  /** What an operator needs to know, in a few machine-readable fields (never personal data). */
  readonly details?: Readonly<Record<string, string | number | boolean | null>>;
}

/** Longest a check may take before the service counts as unavailable: health answers within a second. */
export const CHECK_TIMEOUT_MS = 700;

type Check = () => ServiceHealth | Promise<ServiceHealth>;

@Injectable()
export class HealthReport {
  private readonly checks = new Map<string, Check>();
  private readonly running = new Map<string, Promise<ServiceHealth>>();

  register(name: string, check: Check): void {
    if (this.checks.has(name)) throw new Error(`Health check ${name} is registered twice.`);
    this.checks.set(name, check);
  }

  names(): string[] {
    return [...this.checks.keys()];
  }

  /** One service's health, within CHECK_TIMEOUT_MS. */
  check(name: string): Promise<ServiceHealth> {
    let running = this.running.get(name);
    if (!running) {
      running = this.run(name).finally(() => this.running.delete(name));
      this.running.set(name, running);
    }
    return withinTimeout(running);
  }

  /** Every registered service's health, checked at once. */
  async all(): Promise<Record<string, ServiceHealth>> {
    const names = this.names();
    const healths = await Promise.all(names.map((name) => this.check(name)));
    return Object.fromEntries(names.map((name, index) => [name, healths[index]]));
  }

  private async run(name: string): Promise<ServiceHealth> {
    const check = this.checks.get(name);
    if (!check) throw new Error(`No health check is registered as ${name}.`);
    try {
      return await check();
    } catch {
      return { state: 'unavailable', details: { reason: 'the check failed' } };
    }
  }
}

function withinTimeout(health: Promise<ServiceHealth>): Promise<ServiceHealth> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ServiceHealth>((resolve) => {
    timer = setTimeout(
      () => resolve({ state: 'unavailable', details: { reason: `no answer within ${CHECK_TIMEOUT_MS} ms` } }),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([health, late]).finally(() => clearTimeout(timer));
}
