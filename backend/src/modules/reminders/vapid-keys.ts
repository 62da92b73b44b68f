// The key pair Pause signs its pushes with (VAPID, RFC 8292): the environment's when it names one,
// otherwise a pair generated once and kept in push_vapid_keys. Two instances starting at once both try
// to keep theirs and both read back the one that was kept first, so every instance signs alike and
// the browsers' subscriptions (made with the public key) stay valid across restarts.
import { Inject, Injectable } from '@nestjs/common';
import webpush from 'web-push';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config';
import { Clock } from '#src/shared/clock/clock';
import { Database } from '#src/shared/database/database';

export interface VapidKeyPair {
  readonly publicKey: string;
  readonly privateKey: string;
}

@Injectable()
export class VapidKeys {
  private kept: Promise<VapidKeyPair> | undefined;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The pair, read once per process (again after a failed read: the database may have been away). */
  current(): Promise<VapidKeyPair> {
    this.kept ??= this.read().catch((error: unknown) => {
      this.kept = undefined;
      throw error;
    });
    return this.kept;
  }

  private async read(): Promise<VapidKeyPair> {
    if (this.config.push.vapidKeys) return this.config.push.vapidKeys;
    const generated = webpush.generateVAPIDKeys();
    await this.database.query(
      `insert into push_vapid_keys (id, public_key, private_key, created_at) values (1, $1, $2, $3)
       on conflict (id) do nothing`,
      [generated.publicKey, generated.privateKey, this.clock.now()],
    );
    const [kept] = await this.database.query<{ public_key: string; private_key: string }>(
      'select public_key, private_key from push_vapid_keys where id = 1',
      [],
    );
    return { publicKey: kept.public_key, privateKey: kept.private_key };
  }
}
