import type { Database } from '@ss/db';
import { getEmail, markEmailAttemptFailed, markEmailDelivered } from '../../repositories/sent-emails.repository.ts';
import type { Mailer } from './mailer.ts';

/**
 * The send-email job. Idempotent: an e-mail already sent or stored is left alone,
 * so a job that runs twice delivers once (SMTP retries carry a stable Message-ID).
 */
export async function deliverEmail(db: Database, mailer: Mailer, emailId: number, attempt: { retryCount: number; retryLimit: number }) {
  const email = await getEmail(db, emailId);
  if (!email || email.status === 'sent' || email.status === 'stored') return;
  try {
    await mailer.send({
      id: email.id,
      to: email.to_address,
      subject: email.subject,
      text: email.text_body,
      html: email.html_body,
      attachments: email.attachments,
      headers: email.headers,
    });
  } catch (err) {
    await markEmailAttemptFailed(db, email.id, (err as Error).message, attempt.retryCount >= attempt.retryLimit);
    throw err;
  }
  await markEmailDelivered(db, email.id, mailer.transport);
}
