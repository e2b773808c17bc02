// The off-machine copy: each backup PUT to S3-compatible storage (AWS S3, Cloudflare R2,
// Backblaze B2, MinIO…) when BACKUP_S3_URL is set, signed with AWS Signature V4 by aws4fetch.
// The payload's SHA-256 is signed too, so the store rejects a copy damaged on the way.
// One PUT: objects up to 5 GB (S3's single-upload limit), far above a small shop's backup.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../../config';

export type OffsiteConfig = NonNullable<Config['backup']['s3']>;

/** Uploads the backup file; answers the object's URL. Throws on any answer but 2xx. */
export async function copyBackupOffsite(s3: OffsiteConfig, file: string): Promise<string> {
  const body = await readFile(file);
  const url = `${s3.url.replace(/\/?$/, '/')}${encodeURIComponent(basename(file))}`;
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    region: s3.region,
    service: 's3',
  });
  const res = await client.fetch(url, {
    method: 'PUT',
    body,
    headers: {
      'Content-Type': 'application/octet-stream',
      'X-Amz-Content-Sha256': createHash('sha256').update(body).digest('hex'),
    },
  });
  if (!res.ok) {
    const detail = (await res.text()).slice(0, 300);
    throw new Error(`the off-site copy was refused: ${res.status} ${detail}`);
  }
  return url;
}
