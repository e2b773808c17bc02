import { z } from '../zod';

/**
 * An admin's decision on a wholesale application. A first decision on a
 * pending application needs no reason; changing a decision (approved ↔ rejected) needs one, which
 * is stored with the application and shown to staff. The server knows which case applies.
 */
export const DECISION_REASON_REQUIRED = 'Give a reason for changing the decision.';
export const DECISION_REASON_MAX = 1000;

export const wholesaleDecisionSchema = z
  .object({
    status: z.enum(['approved', 'rejected']),
    reason: z
      .string()
      .trim()
      .max(DECISION_REASON_MAX, `Keep the reason under ${DECISION_REASON_MAX} characters.`)
      .optional(),
  })
  .strict();

export type WholesaleDecisionValues = z.infer<typeof wholesaleDecisionSchema>;
