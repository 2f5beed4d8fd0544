import JSZip from 'jszip';
import { SheetProblem } from './import-sheet-problem.ts';

/**
 * An .xlsx is a zip archive: an upload within the 2 MB limit may unpack to gigabytes, and the workbook
 * reader would hold all of it in memory. A real price list of 10,000 rows unpacks to a few megabytes.
 */
export const XLSX_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

/**
 * Unpacks the archive's entries one after another, counting the bytes as they come out and stopping
 * at the limit, so a file that would unpack past it is refused before it is read as a workbook. The
 * sizes an archive declares are not trusted: they are the attacker's own words.
 */
export async function checkUnpackedSize(file: Buffer, limit = XLSX_MAX_UNPACKED_BYTES): Promise<void> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(file);
  } catch {
    throw new SheetProblem('unreadable');
  }
  let total = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    await new Promise<void>((resolve, reject) => {
      const stream = entry.nodeStream('nodebuffer');
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total <= limit) return;
        stream.pause();
        stream.removeAllListeners('data');
        reject(new SheetProblem('unpackedTooLarge', { size: Math.round(limit / 1024 / 1024) }));
      });
      stream.on('error', () => reject(new SheetProblem('unreadable')));
      stream.on('end', () => resolve());
    });
  }
}
