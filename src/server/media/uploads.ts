/**
 * Uploaded product images, stored in DATA_DIR/uploads under a name the server makes from the
 * content (SHA-256), so no name a browser sends ever reaches the file system, the same picture
 * uploaded twice is one file, and a URL's bytes never change (served as immutable). The type is
 * judged from the file's first bytes (JPEG, PNG or WebP signatures), never from its name or
 * Content-Type: an SVG or HTML file is refused whatever it claims to be.
 * docs/decisions/084-catalogue-stock-redirects-uploads.md
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  IMAGE_EMPTY_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_UPLOAD_BYTES,
} from '../../core/api/uploads';
import { AppError } from '../http/errors';

export const UPLOADS_FOLDER = 'uploads';
export const UPLOADS_URL_PREFIX = '/uploads/';

const TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
type Extension = keyof typeof TYPES;

/** A stored upload's name: 32 hex digits of its SHA-256 and the sniffed type's extension. */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The image type the bytes are, by their signature, or null. */
export function sniffImageType(bytes: Uint8Array): Extension | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

export const uploadsDir = (dataDir: string) => join(dataDir, UPLOADS_FOLDER);

/** Checks and stores the bytes; answers the image's URL path. */
export async function storeUploadedImage(dataDir: string, bytes: Uint8Array): Promise<string> {
  if (bytes.length === 0) throw new AppError('validation_failed', IMAGE_EMPTY_MESSAGE);
  if (bytes.length > MAX_IMAGE_UPLOAD_BYTES) {
    throw new AppError('payload_too_large', IMAGE_TOO_LARGE_MESSAGE, { status: 413 });
  }
  const extension = sniffImageType(bytes);
  if (!extension) {
    throw new AppError('unsupported_media_type', IMAGE_TYPE_MESSAGE, { status: 415 });
  }
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const name = `${digest}.${extension}`;
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  // Written aside, then renamed: a reader never sees half a file.
  const partial = join(dir, `.${name}.${process.pid}.partial`);
  await writeFile(partial, bytes, { mode: 0o644 });
  await rename(partial, join(dir, name));
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** A stored upload's bytes and type, or null (also for any name the server would not make). */
export async function readUploadedImage(
  dataDir: string,
  name: string,
): Promise<{ bytes: Buffer; type: string } | null> {
  const match = UPLOAD_NAME_PATTERN.exec(name);
  if (!match) return null;
  try {
    const bytes = await readFile(join(uploadsDir(dataDir), name));
    return { bytes, type: TYPES[match[1] as Extension] };
  } catch {
    return null;
  }
}
