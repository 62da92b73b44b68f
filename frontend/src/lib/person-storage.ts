// What the web app keeps on this device for one signed-in person (localStorage), under keys that carry
// the person's id: two people sharing a browser never read each other's, so signing out clears
// nothing, and deleting the account forgets all of it here too.

const PERSON_KEY_PREFIX = 'pause.person.';

/** `pause.person.<id>.<name>`: every key one person owns on this device starts the same way. */
export function personStorageKey(personId: string, name: string): string {
  return `${PERSON_KEY_PREFIX}${personId}.${name}`;
}

export function readForPerson(
  personId: string,
  name: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): string | null {
  try {
    return storage.getItem(personStorageKey(personId, name));
  } catch {
    return null; // Storage refused (private mode, a blocked site): nothing is remembered.
  }
}

export function writeForPerson(
  personId: string,
  name: string,
  value: string,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(personStorageKey(personId, name), value);
  } catch {
    // Storage refused or full: the device simply does not remember this time.
  }
}

/** Removes everything this device keeps for the person (after their account is deleted). */
export function forgetPersonOnThisDevice(
  personId: string,
  storage: Pick<Storage, 'key' | 'length' | 'removeItem'> = localStorage,
): void {
  try {
    const prefix = personStorageKey(personId, '');
    const theirs: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) theirs.push(key);
    }
    for (const key of theirs) storage.removeItem(key);
  } catch {
    // Storage refused: there was nothing it would let us keep either.
  }
}
