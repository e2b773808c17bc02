// Checks every copy file in content/ against its zod schema when the server starts
// (src/core/content/content-files.ts), so a copywriter's broken edit stops the start with the file
// and the field at fault instead of rendering a page with a hole in it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContent } from '../../core/content/content-files';

const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

export class ContentError extends Error {}

/** Throws a ContentError listing every invalid content file; returns when all are valid. */
export function assertContentValid(dir: string = CONTENT_DIR): void {
  const problems = checkContent({
    list: (folder) => readdirSync(join(dir, folder)),
    read: (path) => readFileSync(join(dir, path), 'utf8'),
  });
  if (problems.length > 0) {
    throw new ContentError(`The shop's content has errors:\n${problems.join('\n')}`);
  }
}
