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

export async function queueEmail(db: Database, jobs: Jobs, message: { to: string; subject: string; text: string; html?: string; attachments?: EmailAttachment[] }) {
  return db.transaction(async (tx) => {
    const row = await insertEmail(tx, {
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    });
    await jobs.enqueue(tx, QUEUES.sendEmail, { emailId: row.id });
    return row;
  });
}
