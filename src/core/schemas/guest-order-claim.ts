import { z } from 'zod';

/**
 * Claiming guest orders (docs/decisions/113-inbox-owner-holds-the-account.md):
 * a signed-in customer asks for a code sent to the account's address, whose email names the
 * orders; entering it links exactly those orders.
 */

export const requestGuestOrderCodeSchema = z.object({}).strict();

export const claimGuestOrdersSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from the email.'),
  })
  .strict();
export type ClaimGuestOrdersValues = z.output<typeof claimGuestOrdersSchema>;

export const CLAIM_PROMPT = 'Orders placed as a guest with this email?';
export const CLAIM_ACTION = 'Claim them';

export function buildClaimCodeSentMessage(email: string, count: number): string {
  const orders = count === 1 ? '1 order' : `${count} orders`;
  return `We have sent a code to ${email}. The email lists the ${orders} it will add to your account. Enter the code here within 15 minutes.`;
}
export function buildNoGuestOrdersMessage(email: string): string {
  return `There are no orders placed as a guest with ${email} waiting to be added.`;
}
export function buildClaimedMessage(count: number): string {
  return count === 1
    ? '1 order was added to your account.'
    : `${count} orders were added to your account.`;
}
export const CLAIM_CODE_WRONG_MESSAGE =
  'That code is not right, or it has expired. Check the latest email, or ask for a new code.';
export const CLAIM_CODE_LIMIT_MESSAGE =
  'Too many codes asked for. Please wait an hour and try again.';
