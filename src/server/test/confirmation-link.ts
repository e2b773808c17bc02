import pg from 'pg';
import { waitFor } from './wait-for';

/**
 * The path (with query) of the newest "Confirm your email" link sent to `email`, read from the
 * outbox of the database at `databaseUrl`: for tests of separate app processes, whose shoppers
 * are signed in only once they follow it (docs/decisions/057-verified-before-signed-in.md).
 */
export async function readConfirmationPath(databaseUrl: string, email: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const link = await waitFor(
      async () => {
        const { rows } = await client.query<{ text: string }>(
          `select text from mail_outbox where "to" = $1 and subject like 'Confirm your email%' order by created_at desc limit 1`,
          [email],
        );
        return rows[0]?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
      },
      (found) => found !== undefined,
    );
    const url = new URL(link ?? '');
    return `${url.pathname}${url.search}`;
  } finally {
    await client.end();
  }
}
