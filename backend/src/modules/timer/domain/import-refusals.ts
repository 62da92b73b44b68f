// A file that cannot be read at all is the person's to fix: a domain refusal (400) with its sentence.
import { DomainError } from '#src/shared/deciders/domain-error';
import { type ImportFile, type ReadOptions, UnreadableImportFile, readImportFile } from './import-file';

export async function readImportFileOrRefuse(bytes: Uint8Array, options: ReadOptions): Promise<ImportFile> {
  try {
    return await readImportFile(bytes, options);
  } catch (error) {
    if (error instanceof UnreadableImportFile) throw new DomainError('IMPORT.UNREADABLE', 'invalid', error.message);
    throw error;
  }
}
