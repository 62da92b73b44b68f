// Every migration in order. Listed by hand so the same list works from TypeScript (tests) and from dist/.
import type { MigrationObject } from '@mikro-orm/core';
import { MigrationBalanceReadModels } from './migration-20261121-balance-read-models';
import { MigrationFoundation } from './migration-20261121-foundation';
import { MigrationFriendInvitations } from './migration-20261128-friend-invitations';
import { MigrationStreamSnapshots } from './migration-20261123-stream-snapshots';
import { MigrationSocialReadModels } from './migration-20261121-social-read-models';
import { MigrationSubscriptionCheckpoints } from './migration-20261121-subscription-checkpoints';
import { MigrationUnlockedAchievements } from './migration-20261121-unlocked-achievements';
import { MigrationSessionCorrections } from './migration-20261125-session-corrections';
import { MigrationUsersEmailVerified } from './migration-20261125-users-email-verified';
import { MigrationPersonalDataKeys } from './migration-20261126-personal-data-keys';
import { MigrationFactsVersions } from './migration-20261127-facts-versions';
import { MigrationLabelSchema } from './migration-20261127-label-schema';
import { MigrationSignedInSessions } from './migration-20261127-signed-in-sessions';
import { MigrationSessionLabels } from './migration-20261129-session-labels';
import { MigrationCommandReceipts } from './migration-20261130-command-receipts';
import { MigrationPushReminders } from './migration-20261201-push-reminders';
import { MigrationPersonalLimits } from './migration-20261202-personal-limits';
import { MigrationPersonalDataKeyHeld } from './migration-20261203-personal-data-key-held';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121Foundation', class: MigrationFoundation },
  { name: 'Migration20261121BalanceReadModels', class: MigrationBalanceReadModels },
  { name: 'Migration20261121UnlockedAchievements', class: MigrationUnlockedAchievements },
  { name: 'Migration20261121SubscriptionCheckpoints', class: MigrationSubscriptionCheckpoints },
  { name: 'Migration20261121SocialReadModels', class: MigrationSocialReadModels },
  { name: 'Migration20261123StreamSnapshots', class: MigrationStreamSnapshots },
  { name: 'Migration20261125SessionCorrections', class: MigrationSessionCorrections },
  { name: 'Migration20261125UsersEmailVerified', class: MigrationUsersEmailVerified },
  { name: 'Migration20261126PersonalDataKeys', class: MigrationPersonalDataKeys },
  { name: 'Migration20261127FactsVersions', class: MigrationFactsVersions },
  { name: 'Migration20261127LabelSchema', class: MigrationLabelSchema },
  { name: 'Migration20261127SignedInSessions', class: MigrationSignedInSessions },
  { name: 'Migration20261128FriendInvitations', class: MigrationFriendInvitations },
  { name: 'Migration20261129SessionLabels', class: MigrationSessionLabels },
  { name: 'Migration20261130CommandReceipts', class: MigrationCommandReceipts },
  { name: 'Migration20261201PushReminders', class: MigrationPushReminders },
  { name: 'Migration20261202PersonalLimits', class: MigrationPersonalLimits },
  { name: 'Migration20261203PersonalDataKeyHeld', class: MigrationPersonalDataKeyHeld },
];
