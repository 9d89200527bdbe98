import type { Database } from '@ss/db';
import type { Jobs } from '../../jobs/queue.ts';
import { QUEUES } from '../../jobs/queue.ts';
import { insertEmail } from '../../repositories/sent-emails.repository.ts';

/**
 * Records an e-mail and enqueues its delivery in one transaction: either both
 * exist or neither does.
 */
export interface EmailAttachment {
  filename: string;
  content_type: string;
  /** The file's text (an .ics calendar invitation). */
  content: string;
}

/**
 * `headers`: extra header lines the message carries as they are (a digest's `List-Unsubscribe` and
 * `List-Unsubscribe-Post`, RFC 8058); names and values are the caller's, never a recipient's input.
 */
export async function queueEmail(
  db: Database,
  jobs: Jobs,
  message: { to: string; subject: string; text: string; html?: string; attachments?: EmailAttachment[]; headers?: Record<string, string> },
) {
  return db.transaction(async (tx) => {
    const row = await insertEmail(tx, {
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      ...(message.headers && Object.keys(message.headers).length ? { headers: message.headers } : {}),
    });
    await jobs.enqueue(tx, QUEUES.sendEmail, { emailId: row.id });
    return row;
  });
}
