import type { TSentEmail } from '@ss/domain';
import type { SentEmailRow } from '../repositories/sent-emails.repository.ts';

export function presentSentEmail(row: SentEmailRow): TSentEmail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    status: row.status,
    transport: row.transport,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at ? row.sent_at.toISOString() : null,
    attachments: (row.attachments ?? []).map((a) => ({ filename: a.filename, content_type: a.content_type, size: Buffer.byteLength(a.content, 'utf8'), content: a.content })),
  };
}
