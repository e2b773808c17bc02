import type { ContactValues } from '../../core/schemas/contact';
import type { AppDeps } from '../app-deps';
import { contactMessages } from '../db/schema/content';
import type { Logger } from '../lib/logger';

/** The notification email to the support address (plain text; every value is the shopper's). */
export function buildContactNotification(options: { shopName: string; values: ContactValues }): {
  subject: string;
  text: string;
} {
  const { shopName, values } = options;
  const subject = `[${shopName} contact] ${values.subject}`.replace(/[\r\n]+/g, ' ').slice(0, 250);
  const text = [
    `A new message was sent through the contact form of ${shopName}.`,
    '',
    `Name: ${values.name}`,
    `Email: ${values.email}`,
    `Phone: ${values.phone ? values.phone : 'not given'}`,
    `Subject: ${values.subject}`,
    '',
    values.message,
    '',
    'Reply to the sender directly at the email address above.',
  ].join('\n');
  return { subject, text };
}

/**
 * Stores the message FIRST (so nothing is lost when mail fails), then queues a notification to
 * the support address through the mail outbox. A mail failure is logged, not surfaced: the
 * message is already safe in contact_messages.
 */
export async function submitContactMessage(
  deps: AppDeps,
  values: ContactValues,
  logger: Logger = deps.logger,
): Promise<{ id: string }> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      name: values.name,
      email: values.email,
      phone: values.phone ? values.phone : null,
      subject: values.subject,
      message: values.message,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message was not stored');
  const mail = buildContactNotification({ shopName: deps.config.shopName, values });
  try {
    await deps.mailer.send({
      to: deps.config.supportEmail,
      subject: mail.subject,
      text: mail.text,
    });
  } catch (err) {
    logger.error({ err, contactMessageId: row.id }, 'contact notification could not be queued');
  }
  return { id: row.id };
}
