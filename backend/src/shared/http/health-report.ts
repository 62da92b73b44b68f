// What /health says besides "the database answers": each feature that depends on an outside service
// registers how that service is doing (sign-in: is the OpenID provider's configuration known?).
import { Injectable } from '@nestjs/common';

export type ServiceState = 'available' | 'unavailable';

@Injectable()
export class HealthReport {
  private readonly checks = new Map<string, () => ServiceState>();

  register(name: string, check: () => ServiceState): void {
    if (this.checks.has(name)) throw new Error(`Health check ${name} is registered twice.`);
    this.checks.set(name, check);
  }

  states(): Record<string, ServiceState> {
    return Object.fromEntries([...this.checks].map(([name, check]) => [name, check()]));
  }
}
