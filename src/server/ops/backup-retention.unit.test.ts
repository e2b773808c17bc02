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
    expect(days[0]).toBe('backup-2026-11-01T03-00-00-000Z.tar.gz.enc');
    expect(pruneBackups(dir, 3)).toEqual(days.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual(
      [...days.slice(2), 'notes.txt', `${days[0]}.partial`].sort(),
    );
    expect(pruneBackups(dir, 3)).toEqual([]);
  });

  it('prunes the plain backups of earlier releases with the encrypted ones, oldest first', () => {
    const legacy = mkdtempSync(join(tmpdir(), 'shop-retention-legacy-'));
    try {
      const plain = 'backup-2026-10-30T03-00-00-000Z.tar.gz';
      const encrypted = [1, 2].map((d) => backupFileName(new Date(Date.UTC(2026, 10, d, 3))));
      for (const name of [plain, ...encrypted]) writeFileSync(join(legacy, name), 'x');
      expect(pruneBackups(legacy, 2)).toEqual([plain]);
      expect(readdirSync(legacy).sort()).toEqual(encrypted);
    } finally {
      rmSync(legacy, { recursive: true, force: true });
    }
  });
});
