// A backup file is encrypted and authenticated (AES-256-GCM, node:crypto) with a key kept
// outside it: BACKUP_KEY, else the key the shop generates once in DATA_DIR/backup-key.txt, which
// no backup holds. docs/decisions/124-encrypted-backups.md.
//
//   "HHBKENC1"   8 bytes, what the file is
//   salt         16 bytes, for scrypt(key, salt) → the AES-256 key of this file
//   iv           12 bytes, GCM's nonce (random; each file has its own derived key anyway)
//   ciphertext   the gzip-compressed tar of archive.ts
//   tag          16 bytes, GCM's authentication tag over the header and the ciphertext
//
// One GCM message holds up to 64 GB, far above a small shop's backup.
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';

export const ENCRYPTED_MAGIC = Buffer.from('HHBKENC1', 'ascii');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = ENCRYPTED_MAGIC.length + SALT_BYTES + IV_BYTES;
/** scrypt's cost: about 0.1 s and 32 MB once per backup or restore, so a weak BACKUP_KEY is
 * slow to guess. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** The generated key's file in DATA_DIR: never backed up (backup.ts leaves it out). */
export const BACKUP_KEY_FILE = 'backup-key.txt';

export class BackupKeyMissing extends Error {}
export class BackupAuthenticationFailed extends Error {}

/**
 * The backup key: BACKUP_KEY, else DATA_DIR/backup-key.txt; `create` makes that file (32 random
 * bytes, base64url) when neither exists, as a backup does; a restore never does.
 */
export function backupKey(config: Config, options: { create: boolean }): string {
  if (config.backup.key) return config.backup.key;
  const file = join(config.dataDir, BACKUP_KEY_FILE);
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    if (key.length < 32)
      throw new BackupKeyMissing(`${file} holds no key of 32 characters or more`);
    return key;
  }
  if (!options.create) {
    throw new BackupKeyMissing(
      `No backup key: set BACKUP_KEY to the key the backup was made with (BACKUP_KEY there, or the contents of DATA_DIR/${BACKUP_KEY_FILE} on the machine that made it)`,
    );
  }
  const key = randomBytes(32).toString('base64url');
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

/** The last derivation: a restore reads the file twice (the check, then the entries). */
let lastDerived: { secret: string; salt: string; key: Buffer } | null = null;

function deriveKey(secret: string, salt: Buffer): Buffer {
  const saltHex = salt.toString('hex');
  if (lastDerived?.secret === secret && lastDerived.salt === saltHex) return lastDerived.key;
  const key = scryptSync(secret, salt, 32, SCRYPT);
  lastDerived = { secret, salt: saltHex, key };
  return key;
}

/** Whether the file starts as an encrypted backup does. */
export function isEncryptedBackup(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const start = Buffer.alloc(ENCRYPTED_MAGIC.length);
    const read = readSync(fd, start, 0, start.length, 0);
    return read === start.length && start.equals(ENCRYPTED_MAGIC);
  } finally {
    closeSync(fd);
  }
}

/** A pipeline step that encrypts what flows through it into the file format above. */
export function encryptingStep(secret: string) {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([ENCRYPTED_MAGIC, salt, iv]);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, salt), iv);
  cipher.setAAD(header);
  return async function* encrypt(source: AsyncIterable<Buffer>) {
    yield header;
    for await (const chunk of source) yield cipher.update(chunk);
    yield cipher.final();
    yield cipher.getAuthTag();
  };
}

/**
 * The file's plain bytes as a stream. The stream ends with BackupAuthenticationFailed when the
 * tag does not match, so nothing read from it may be acted on before it has ended.
 */
export function decryptingStream(file: string, secret: string): Readable {
  const size = statSync(file).size;
  const failed = () =>
    new BackupAuthenticationFailed(
      `${file} failed its authentication check: it was altered or damaged, or it was made with another backup key than the one given (BACKUP_KEY, else DATA_DIR/${BACKUP_KEY_FILE}). Nothing was restored.`,
    );
  if (size < HEADER_BYTES + TAG_BYTES) throw failed();
  const head = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, HEADER_BYTES, 0);
    readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    closeSync(fd);
  }
  const salt = head.subarray(ENCRYPTED_MAGIC.length, ENCRYPTED_MAGIC.length + SALT_BYTES);
  const iv = head.subarray(ENCRYPTED_MAGIC.length + SALT_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(secret, salt), iv);
  decipher.setAAD(head);
  decipher.setAuthTag(tag);
  const bodyBytes = size - HEADER_BYTES - TAG_BYTES;
  async function* decrypt() {
    if (bodyBytes > 0) {
      const body = createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 });
      for await (const chunk of body) yield decipher.update(chunk as Buffer);
    }
    let last: Buffer;
    try {
      last = decipher.final(); // GCM checks the tag here
    } catch {
      throw failed();
    }
    yield last;
  }
  return Readable.from(decrypt(), { objectMode: false });
}

/** Reads the whole file through its authentication check, keeping nothing; throws
 * BackupAuthenticationFailed when it fails. A restore runs this before reading any entry. */
export async function verifyEncryptedBackup(file: string, secret: string): Promise<void> {
  await pipeline(decryptingStream(file, secret), async (source: AsyncIterable<Buffer>) => {
    for await (const _chunk of source) {
      // nothing kept
    }
  });
}
