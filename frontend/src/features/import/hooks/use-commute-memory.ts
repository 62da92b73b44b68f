// The signed-in person's last commute choices, as this device remembers them (lib/person-storage), and
// the way to remember a new one once an import is done. Until the person is known nothing is remembered.
import { useCallback, useMemo, useState } from 'react';
import {
  type CommuteMemory,
  NOTHING_REMEMBERED,
  readCommuteMemory,
  rememberChoice,
  storedCommuteMemory,
} from '@/features/import/commute-memory';
import type { ImportLabels } from '@/features/import/import-request';
import { useUser } from '@/lib/auth/get-user';
import { readForPerson, writeForPerson } from '@/lib/person-storage';

const COMMUTE_CHOICES = 'import-commute-choices';

export function useCommuteMemory(): {
  memory: CommuteMemory;
  remember: (found: ImportLabels, picks: ImportLabels) => void;
} {
  const personId = useUser().data?.id;
  const stored = useMemo(
    () => (personId ? readCommuteMemory(readForPerson(personId, COMMUTE_CHOICES)) : NOTHING_REMEMBERED),
    [personId],
  );
  // What this tab last wrote, so the next file is offered it without reading the device again.
  const [written, setWritten] = useState<{ personId: string; memory: CommuteMemory } | null>(null);
  const memory = written && written.personId === personId ? written.memory : stored;
  const remember = useCallback(
    (found: ImportLabels, picks: ImportLabels) => {
      if (!personId) return;
      const after = rememberChoice(memory, found, picks);
      writeForPerson(personId, COMMUTE_CHOICES, storedCommuteMemory(after));
      setWritten({ personId, memory: after });
    },
    [personId, memory],
  );
  return { memory, remember };
}
