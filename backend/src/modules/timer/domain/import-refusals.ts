// A file that cannot be read at all is the person's to fix: a domain refusal (400) with its sentence.
import type { Readable } from 'node:stream';
import { DomainError } from '#src/shared/deciders/domain-error';
import { type ImportFile, type ReadOptions, UnreadableImportFile, readImportFile } from './import-file';

export async function readImportFileOrRefuse(input: Readable, options: ReadOptions): Promise<ImportFile> {
  try {
    return await readImportFile(input, options);
  } catch (error) {
    if (error instanceof UnreadableImportFile) throw new DomainError('IMPORT.UNREADABLE', 'invalid', error.message);
    throw error;
  }
}
