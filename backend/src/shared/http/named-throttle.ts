// A route limit of @nestjs/throttler that counts only itself. The app registers all its limits once
// (ThrottlerModule in app.module.ts, each with a name); a guard on a route applies the one it is named
// for, where @nestjs/throttler's own guard would apply them all.
import { ThrottlerGuard } from '@nestjs/throttler';

export abstract class NamedThrottle extends ThrottlerGuard {
  /** The name of the limit this guard applies, as registered. */
  protected abstract readonly throttlerName: string;

  override async onModuleInit(): Promise<void> {
    await super.onModuleInit();
    this.throttlers = this.throttlers.filter(({ name }) => name === this.throttlerName);
    if (this.throttlers.length === 0) {
      throw new Error(`No limit named "${this.throttlerName}" is registered with ThrottlerModule (app.module.ts).`);
    }
  }
}
