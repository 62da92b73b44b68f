// GetLabelsInUse: the projects and tags a person's sessions use, most used first: the short list the
// forms offer as they type. A project exists as long as a session names it; a new one is made by typing it.
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '#src/shared/database/database';

export interface LabelsInUse {
  readonly projects: string[];
  readonly tags: string[];
}

export class GetLabelsInUse extends Query<LabelsInUse> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Enough to choose from as one types; the rest are still found by typing them out. */
const MOST_OFFERED = 100;

@QueryHandler(GetLabelsInUse)
export class GetLabelsInUseHandler implements IQueryHandler<GetLabelsInUse> {
  constructor(private readonly database: Database) {}

  async execute({ userId }: GetLabelsInUse): Promise<LabelsInUse> {
    const [projects, tags] = await Promise.all([
      this.database.query<{ name: string }>(
        `select project as name from session_labels where user_id = $1 and project is not null
         group by project order by count(*) desc, project limit $2`,
        [userId, MOST_OFFERED],
      ),
      this.database.query<{ name: string }>(
        `select tag as name from session_labels, unnest(tags) as tag where user_id = $1
         group by tag order by count(*) desc, tag limit $2`,
        [userId, MOST_OFFERED],
      ),
    ]);
    return { projects: projects.map((row) => row.name), tags: tags.map((row) => row.name) };
  }
}
