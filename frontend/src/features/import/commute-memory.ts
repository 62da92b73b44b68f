// Which of a file's projects, clients and tags start ticked as commute, and what the device remembers
// of the person's last choice (issue 27). A name the person chose before starts as they left it; any
// other name starts ticked when it looks like travel (@pause/rules/travel-words). Pure: the stored
// text comes in and goes out as a string (hooks/use-commute-memory.ts reads and writes it).
import { looksLikeTravel } from '@pause/rules/travel-words';
import type { ImportLabels } from '@/features/import/import-request';

export type LabelKind = keyof ImportLabels;

const LABEL_KINDS: readonly LabelKind[] = ['projects', 'clients', 'tags'];

/** One name the person ticked (commute) or left unticked (work) when they last imported it. */
export type RememberedChoice = { kind: LabelKind; name: string; commute: boolean };

/** The person's choices, the most recent first. */
export type CommuteMemory = readonly RememberedChoice[];

/** The device keeps at most this many names: the most recently imported. */
export const REMEMBERED_NAMES_AT_MOST = 200;

export const NOTHING_REMEMBERED: CommuteMemory = [];

/** Why names start ticked: they look like travel, the person ticked them last time, or both. */
export type TickedBecause = 'travel' | 'remembered' | 'both';

/** The stored text read back; anything missing, corrupt or of another shape counts as nothing remembered. */
export function readCommuteMemory(stored: string | null): CommuteMemory {
  if (!stored) return NOTHING_REMEMBERED;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return NOTHING_REMEMBERED;
  }
  if (!Array.isArray(parsed)) return NOTHING_REMEMBERED;
  return withoutRepeats(parsed.filter(isRememberedChoice)).slice(0, REMEMBERED_NAMES_AT_MOST);
}

export function storedCommuteMemory(memory: CommuteMemory): string {
  return JSON.stringify(memory.map(({ kind, name, commute }) => ({ kind, name, commute })));
}

/** The names ticked when the file's question first shows. */
export function startingPicks(found: ImportLabels, memory: CommuteMemory): ImportLabels {
  const remembered = rememberedLookup(memory);
  const startsTicked = (kind: LabelKind) => (name: string) => remembered(kind, name) ?? looksLikeTravel(name);
  return {
    projects: found.projects.filter(startsTicked('projects')),
    clients: found.clients.filter(startsTicked('clients')),
    tags: found.tags.filter(startsTicked('tags')),
  };
}

/** Why names start ticked, for the line under the question; null when none starts ticked. */
export function tickedBecause(found: ImportLabels, memory: CommuteMemory): TickedBecause | null {
  const remembered = rememberedLookup(memory);
  let byTravel = false;
  let byMemory = false;
  for (const kind of LABEL_KINDS) {
    for (const name of found[kind]) {
      const choice = remembered(kind, name);
      if (choice === true) byMemory = true;
      else if (choice === undefined && looksLikeTravel(name)) byTravel = true;
    }
  }
  if (byTravel && byMemory) return 'both';
  return byTravel ? 'travel' : byMemory ? 'remembered' : null;
}

export const TICKED_BECAUSE_LINES: Record<TickedBecause, string> = {
  travel: 'Ticked because they look like travel; untick any that are not.',
  remembered: 'Ticked as you chose last time; untick any that are not commute.',
  both: 'Ticked because they look like travel or you chose them last time; untick any that are not.',
};

/**
 * The memory after an import: every name of the file the person ticked is remembered as commute, and
 * one they left unticked although it would have started ticked (it looks like travel) as work; the
 * file's other names are forgotten, as they start unticked anyway. The file's names go first; older
 * names beyond REMEMBERED_NAMES_AT_MOST are dropped.
 */
export function rememberChoice(memory: CommuteMemory, found: ImportLabels, picks: ImportLabels): CommuteMemory {
  const fromThisFile: RememberedChoice[] = [];
  for (const kind of LABEL_KINDS) {
    for (const name of found[kind]) {
      const commute = picks[kind].includes(name);
      if (commute || looksLikeTravel(name)) fromThisFile.push({ kind, name, commute });
    }
  }
  const inThisFile = (choice: RememberedChoice) => found[choice.kind].includes(choice.name);
  return [...fromThisFile, ...memory.filter((choice) => !inThisFile(choice))].slice(0, REMEMBERED_NAMES_AT_MOST);
}

function rememberedLookup(memory: CommuteMemory): (kind: LabelKind, name: string) => boolean | undefined {
  const byName = new Map(memory.map((choice) => [`${choice.kind}\u0000${choice.name}`, choice.commute]));
  return (kind, name) => byName.get(`${kind}\u0000${name}`);
}

function isRememberedChoice(value: unknown): value is RememberedChoice {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, name, commute } = value as Record<string, unknown>;
  return (
    LABEL_KINDS.includes(kind as LabelKind) && typeof name === 'string' && name !== '' && typeof commute === 'boolean'
  );
}

/** The first (most recent) choice of each name wins. */
function withoutRepeats(choices: RememberedChoice[]): RememberedChoice[] {
  const seen = new Set<string>();
  return choices.filter((choice) => {
    const key = `${choice.kind}\u0000${choice.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
