// GetReflection: a person's reflection on one week, from the reflections read model.
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';

export interface ReflectionView {
  readonly weekStart: string;
  readonly content: string;
  readonly createdAt: string;
}

export class GetReflection extends Query<ReflectionView | null> {
  constructor(
    readonly userId: string,
    readonly weekStart: string,
  ) {
    super();
  }
}

@QueryHandler(GetReflection)
export class GetReflectionHandler implements IQueryHandler<GetReflection> {
  constructor(private readonly database: Database) {}

  async execute({ userId, weekStart }: GetReflection): Promise<ReflectionView | null> {
    const [row] = await this.database.query<{ content: string; recorded_at: Date }>(
      'select content, recorded_at from reflections where user_id = $1 and week_start = $2',
      [userId, weekStart],
    );
    return row ? { weekStart, content: row.content, createdAt: new Date(row.recorded_at).toISOString() } : null;
  }
}
