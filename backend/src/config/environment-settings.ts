// Where a setting's value comes from: the variable X itself, or the file that X_FILE names, for secrets
// that should not sit in the environment (Docker and Compose secrets under /run/secrets, Kubernetes
// secret volumes). The rule holds for every setting Pause reads, so none needs its own.
import { readFileSync } from 'node:fs';

export type Setting = (name: string) => string | undefined;

/** A setting Pause cannot start with: the message says which, and what to do. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

const FILE_SUFFIX = '_FILE';

export function settingsFrom(env: NodeJS.ProcessEnv): Setting {
  return (name) => {
    const fileName = blankAsUnset(env[`${name}${FILE_SUFFIX}`]);
    if (fileName === undefined) return env[name];
    if (blankAsUnset(env[name]) !== undefined) {
      throw new ConfigurationError(
        `${name} and ${name}${FILE_SUFFIX} are both set: keep one (${name}${FILE_SUFFIX} names a file holding the value).`,
      );
    }
    try {
      // The line break an editor or `echo` leaves at the end is not part of the secret.
      return readFileSync(fileName, 'utf8').replace(/(\r?\n)+$/, '');
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new ConfigurationError(`${name}${FILE_SUFFIX} names ${fileName}, which cannot be read (${reason}).`);
    }
  };
}

function blankAsUnset(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
