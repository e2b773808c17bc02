import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRestoreCommand } from '../../cli/restore';
import { loadConfig } from '../../config';
import { testEnvironment } from '../../test/instances';
import {
  type ArchiveEntry,
  digestEntry,
  MANIFEST_ENTRY,
  parseManifest,
  readAll,
  readArchive,
  writeArchive,
} from './archive';
import { createBackup } from './backup';

// A backup held every secret in plain text, and a restore installed whatever
// `secrets.json` an archive carried. An archive is now encrypted and authenticated with a key
// kept outside it (BACKUP_KEY, else DATA_DIR/backup-key.txt, never archived); a restore refuses
// one that fails its authentication, and checks restored secrets as start-up does.

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const newFolder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

const OWNER_SECRET = 'owner-auth-secret-0123456789-abcdefghijklmnop';
const OWNER_SECRETS = `${JSON.stringify({ BETTER_AUTH_SECRET: OWNER_SECRET }, null, 2)}\n`;
const PLANTED_SECRETS = `${JSON.stringify({ BETTER_AUTH_SECRET: 'attacker-chosen-secret-0123456789-abcdef' })}\n`;
const KEY = 'an-owner-kept-backup-key-of-more-than-32-chars';

/** The environment of a shop on the embedded database whose secrets are generated in DATA_DIR. */
function shopEnv(dataDir: string, extra: Record<string, string> = {}) {
  const env = testEnvironment(3191, dataDir, {
    BACKUP_DIR: join(dataDir, '..', 'backups'),
    BACKUP_KEY: KEY,
    ...extra,
  });
  delete env.BETTER_AUTH_SECRET;
  return env;
}

/** A real backup of a new embedded shop whose DATA_DIR holds the owner's secrets.json. */
async function ownersBackup() {
  const dataDir = join(newFolder('shop-enc-'), 'data');
  const env = shopEnv(dataDir);
  const config = loadConfig(env); // writes the webhook secret it generates beside ours
  writeFileSync(join(dataDir, 'secrets.json'), OWNER_SECRETS, { mode: 0o600 });
  const backup = await createBackup({ config });
  return { file: backup.file, env };
}

/**
 * A new machine's DATA_DIR as the restore finds it (start-up's configuration has generated its
 * own secrets.json there), and a snapshot of it to compare with afterwards.
 */
function newMachine(env: Record<string, string | undefined>) {
  const dataDir = join(newFolder('shop-enc-target-'), 'data');
  const targetEnv = { ...env, DATA_DIR: dataDir };
  loadConfig(targetEnv);
  const snapshot = () =>
    readdirSync(dataDir)
      .sort()
      .map((name) => `${name}: ${readFileSync(join(dataDir, name), 'utf8')}`);
  return { dataDir, env: targetEnv, before: snapshot(), snapshot };
}

/** The bytes of the file, and of it un-gzipped when it is a gzip file (a plain archive). */
function readableBytes(file: string): string {
  const raw = readFileSync(file);
  const plain = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw;
  return `${raw.toString('latin1')}\n${plain.toString('latin1')}`;
}

/** Every entry of a plain archive, or of an encrypted one read with `key`. */
async function entriesOf(file: string, key?: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  await readArchive(
    file,
    async (name, stream) => {
      entries.set(name, await readAll(stream));
    },
    key === undefined ? undefined : { key },
  );
  return entries;
}

/**
 * What someone who can write a backup file but does not hold the key can make: the owner's
 * archive with `secrets.json` replaced and the manifest's digests recomputed to match.
 */
async function plantSecrets(entries: Map<string, Buffer>, into: string) {
  const manifest = parseManifest(entries.get(MANIFEST_ENTRY) ?? Buffer.from('{}'));
  const rest: ArchiveEntry[] = [...entries]
    .filter(([name]) => name !== MANIFEST_ENTRY)
    .map(([name, buffer]) =>
      name === 'data/secrets.json'
        ? { name, buffer: Buffer.from(PLANTED_SECRETS) }
        : { name, buffer },
    );
  const digests: Record<string, string> = {};
  for (const entry of rest) digests[entry.name] = await digestEntry(entry);
  await writeArchive(into, [
    { name: MANIFEST_ENTRY, buffer: Buffer.from(JSON.stringify({ ...manifest, digests })) },
    ...rest,
  ]);
}

describe('backups are encrypted and authenticated with a key kept outside them', () => {
  let owners: { file: string; env: Record<string, string | undefined> };
  beforeAll(async () => {
    owners = await ownersBackup();
  }, 120_000);

  it('a backup holds no secret, no email and no manifest in readable form', async () => {
    const { file } = owners;
    const bytes = readableBytes(file);
    expect(bytes).not.toContain(OWNER_SECRET);
    expect(bytes).not.toContain('SHOPIFY_WEBHOOK_SECRET');
    expect(bytes).not.toContain('habba-and-honey-backup');
    // With the key, everything is there.
    const entries = await entriesOf(file, KEY);
    expect(entries.get('data/secrets.json')?.toString('utf8')).toContain(OWNER_SECRET);
  }, 120_000);

  it('restore refuses an archive made without the key (secrets.json planted), changing nothing', async () => {
    const { file, env } = owners;
    const entries = await entriesOf(file, KEY);
    const planted = join(newFolder('shop-enc-planted-'), 'backup-planted.tar.gz');
    await plantSecrets(entries, planted);

    const machine = newMachine(env);
    const outcome = await runRestoreCommand([planted], machine.env);
    expect(outcome).toEqual({
      code: 1,
      message: `${planted} is not an encrypted backup of this shop (made before backups were encrypted, or not a backup): nothing was restored. A backup you made yourself with an older release and kept safe restores with --unencrypted.`,
    });
    expect(machine.snapshot()).toEqual(machine.before);
    expect(readdirSync(machine.dataDir)).toEqual(['secrets.json']);
  }, 120_000);

  it('restore refuses an archive altered by one byte, or read with another key, changing nothing', async () => {
    const { file, env } = owners;
    const bytes = readFileSync(file);
    const altered = join(newFolder('shop-enc-altered-'), 'backup-altered.tar.gz.enc');
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0x01, middle);
    writeFileSync(altered, bytes);
    const refusal = (name: string) =>
      `${name} failed its authentication check: it was altered or damaged, or it was made with another backup key than the one given (BACKUP_KEY, else DATA_DIR/backup-key.txt). Nothing was restored.`;

    const machine = newMachine(env);
    expect(await runRestoreCommand([altered], machine.env)).toEqual({
      code: 1,
      message: refusal(altered),
    });
    const otherKey = { ...machine.env, BACKUP_KEY: `${KEY}-not-the-same` };
    expect(await runRestoreCommand([file], otherKey)).toEqual({
      code: 1,
      message: refusal(file),
    });
    expect(machine.snapshot()).toEqual(machine.before);
    expect(readdirSync(machine.dataDir)).toEqual(['secrets.json']);
  }, 120_000);

  it('restore checks restored secrets as start-up does, and refuses bad ones before touching anything', async () => {
    const { file, env } = owners;
    const entries = await entriesOf(file, KEY);
    // Made with the key (an owner's own archive), but its secret is one start-up refuses.
    entries.set('data/secrets.json', Buffer.from(JSON.stringify({ BETTER_AUTH_SECRET: 'short' })));
    const rest: ArchiveEntry[] = [...entries]
      .filter(([name]) => name !== MANIFEST_ENTRY)
      .map(([name, buffer]) => ({ name, buffer }));
    const digests: Record<string, string> = {};
    for (const entry of rest) digests[entry.name] = await digestEntry(entry);
    const manifest = parseManifest(entries.get(MANIFEST_ENTRY) ?? Buffer.from('{}'));
    const weak = join(newFolder('shop-enc-weak-'), 'backup-weak.tar.gz.enc');
    await writeArchive(
      weak,
      [
        { name: MANIFEST_ENTRY, buffer: Buffer.from(JSON.stringify({ ...manifest, digests })) },
        ...rest,
      ],
      { key: KEY },
    );

    const machine = newMachine(env);
    expect(await runRestoreCommand([weak], machine.env)).toEqual({
      code: 1,
      message: `${weak}: its secrets.json is not one the shop would start with: BETTER_AUTH_SECRET: must be at least 32 characters. Nothing was restored.`,
    });
    expect(machine.snapshot()).toEqual(machine.before);
    expect(readdirSync(machine.dataDir)).toEqual(['secrets.json']);

    // Start-up says the same of such a file, rather than replacing it.
    const startDir = newFolder('shop-enc-start-');
    writeFileSync(join(startDir, 'secrets.json'), JSON.stringify({ BETTER_AUTH_SECRET: 'short' }));
    expect(() => loadConfig(shopEnv(startDir))).toThrow(
      `${join(startDir, 'secrets.json')} is not one the shop would start with: BETTER_AUTH_SECRET: must be at least 32 characters`,
    );
  }, 120_000);

  it('the owner’s own backup restores with the key, secrets and all; the key file is never archived', async () => {
    const { file, env } = owners;
    const machine = newMachine(env);
    const restored = await runRestoreCommand([file], machine.env);
    expect(restored.code).toBe(0);
    expect(readFileSync(join(machine.dataDir, 'secrets.json'), 'utf8')).toBe(OWNER_SECRETS);

    // Without BACKUP_KEY the key is generated once in DATA_DIR/backup-key.txt, and left out.
    const dataDir = join(newFolder('shop-enc-keyfile-'), 'data');
    const keyless = shopEnv(dataDir);
    delete keyless.BACKUP_KEY;
    const backup = await createBackup({ config: loadConfig(keyless) });
    const key = readFileSync(join(dataDir, 'backup-key.txt'), 'utf8').trim();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const names = [...(await entriesOf(backup.file, key)).keys()];
    expect(names.filter((name) => name.startsWith('data/'))).toEqual(['data/secrets.json']);
  }, 120_000);
});
