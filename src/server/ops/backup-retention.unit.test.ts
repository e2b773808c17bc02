import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupFileName, pruneBackups } from './backup/backup';

const dir = mkdtempSync(join(tmpdir(), 'shop-retention-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('backup retention (BACKUP_KEEP)', () => {
  it('keeps the newest N backups and never touches other files', () => {
    const days = [1, 2, 3, 4, 5].map((d) => backupFileName(new Date(Date.UTC(2026, 10, d, 3))));
    for (const name of [...days, 'notes.txt', `${days[0]}.partial`]) {
      writeFileSync(join(dir, name), 'x');
    }
    expect(days[0]).toBe('backup-2026-11-01T03-00-00-000Z.tar.gz');
    expect(pruneBackups(dir, 3)).toEqual(days.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual(
      [...days.slice(2), 'notes.txt', `${days[0]}.partial`].sort(),
    );
    expect(pruneBackups(dir, 3)).toEqual([]);
  });
});
