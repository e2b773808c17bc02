import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../staff/staff-roles';
import { emailField, firstNameField, lastNameField, passwordField } from './auth';

/**
 * Inviting a member of staff by email, and the invitee's answer
 * (docs/decisions/128-staff-invitations.md). The Staff panel, the accept page and the server's
 * routes use these schemas.
 */

export const inviteStaffSchema = z
  .object({
    email: emailField,
    role: z.enum(STAFF_ROLES),
  })
  .strict();

/** The link's token, as the accept page sends it back (never in a URL the server logs). */
const invitationTokenField = z
  .string({ error: 'This invitation link is not complete. Open the link from the email again.' })
  .trim()
  .min(20, 'This invitation link is not complete. Open the link from the email again.')
  .max(100, 'This invitation link is not complete. Open the link from the email again.')
  .regex(
    /^[A-Za-z0-9_-]+$/,
    'This invitation link is not complete. Open the link from the email again.',
  );

export const staffInvitationLookupSchema = z.object({ token: invitationTokenField }).strict();

/**
 * Accepting: a person without a confirmed account names themselves and chooses a password; a
 * person with one sends the token only, signed in as that account.
 */
export const acceptStaffInvitationSchema = z
  .object({
    token: invitationTokenField,
    firstName: firstNameField.optional(),
    lastName: lastNameField.optional(),
    password: passwordField.optional(),
  })
  .strict();

/** The accept page's form for a new account (the server asks the same of the body). */
export const newStaffAccountSchema = z
  .object({
    firstName: firstNameField,
    lastName: lastNameField,
    password: passwordField,
  })
  .strict();

export const INVITATION_NOT_FOUND_MESSAGE =
  'This invitation link is not valid. Check you opened the whole link from the email.';
export const INVITATION_EXPIRED_MESSAGE =
  'This invitation has expired. Ask the shop owner to send you a new one.';
export const INVITATION_REVOKED_MESSAGE =
  'This invitation was withdrawn by the shop owner. Ask them if you think this is a mistake.';
export const INVITATION_USED_MESSAGE =
  'This invitation has already been accepted. Sign in to use your account.';
export const INVITATION_SIGN_IN_MESSAGE =
  'An account already uses this email. Sign in as that account, then open the link again to accept.';
export const INVITATION_OTHER_ACCOUNT_MESSAGE =
  'This invitation is for another email address. Sign out, sign in as the invited account, then open the link again.';
export const INVITATION_DETAILS_MESSAGE =
  'Enter your first and last name and choose a password to create your account.';
export const INVITATION_ALREADY_STAFF_MESSAGE =
  'That person is already a member of staff. Change their role in the list instead.';
export const INVITATION_SELF_MESSAGE = 'You cannot invite yourself. Ask another owner.';

export type StaffInvitationDto = {
  id: string;
  email: string;
  role: StaffRole;
  invitedByEmail: string;
  createdAt: string;
  expiresAt: string;
};
export type StaffInvitationsResponse = { invitations: StaffInvitationDto[] };

export type StaffInvitationLookupResponse = {
  invitation: {
    email: string;
    role: StaffRole;
    expiresAt: string;
    /** No confirmed account has the address: the invitee names themselves and sets a password. */
    needsAccount: boolean;
  };
};
/** Signed in as the invitee; the back office still asks for a second factor before it opens. */
export type StaffInvitationAcceptedResponse = { accepted: true; email: string; role: StaffRole };
