import type { z } from 'zod';

/**
 * What a form shows when `schema` refuses `input`: each field's first message, keyed by its path
 * ('a.b'); {} when it accepts. For the schema tests.
 */
export function firstMessages(schema: z.ZodType, input: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    messages[issue.path.join('.')] ??= issue.message;
  }
  return messages;
}
