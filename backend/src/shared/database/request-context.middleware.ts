// MikroORM's per-request context (an entity manager of the request's own), for every route but those
// that read only through raw SQL and so have no use for one: forking a manager per request costs the
// one-second poll a measurable share of its time (docs/performance.md).
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Injectable, type NestMiddleware } from '@nestjs/common';

@Injectable()
export class RequestContextMiddleware implements NestMiddleware {
  constructor(private readonly orm: MikroORM) {}

  use(_request: unknown, _response: unknown, next: () => void): void {
    RequestContext.create(this.orm.em, next);
  }
}
