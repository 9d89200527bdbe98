/**
 * E-mail transport: SMTP through nodemailer when SMTP_URL is set; otherwise the
 * message stays in sent_emails (status "stored"), readable by super admins.
 *
 * A refused, silent or failing SMTP server makes `send` throw, and the send-email job is retried with backoff
 * (jobs/queue.ts). Each wait is cut at SMTP_TIMEOUT_SECONDS: nodemailer's own defaults (2 minutes to connect,
 * 10 minutes of a silent socket) outlast the job's 5-minute expiry, after which pg-boss would start the job
 * again while the first attempt still held its connection. Ten e-mails fetched at once (the queue's batch) each
 * waiting 20 s stay within that expiry.
 *
 * The one duplicate no retry can avoid: the server took the message (its 250 after DATA) and the reply was lost
 * (a reset, a timeout). The job fails and the next attempt sends it again, with the same Message-ID (the e-mail's
 * row id, the same for every attempt and job), by which a receiving system may drop the second copy.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Metrics } from '../../lib/metrics.ts';

export interface Mailer {
  transport: 'smtp' | 'database';
  send(message: {
    id: number;
    to: string;
    subject: string;
    text: string;
    html?: string | null;
    attachments?: { filename: string; content_type: string; content: string }[] | null;
    /** Extra header lines (List-Unsubscribe, List-Unsubscribe-Post). */
    headers?: Record<string, string> | null;
  }): Promise<void>;
  close(): void;
}

export function createMailer(config: Config): Mailer {
  if (!config.smtpUrl) return { transport: 'database', send: async () => {}, close: () => {} };
  // The URL's own query (`?socketTimeout=…`) still wins over these: nodemailer lays it over the options.
  const timeout = config.smtpTimeoutMs;
  const transporter: Transporter = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
  const host = new URL(config.publicUrl).hostname;
  return {
    transport: 'smtp',
    async send(m) {
      await transporter.sendMail({
        from: config.mailFrom,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        // Files stored with the message (a meeting invitation's .ics, whose content type carries its METHOD).
        ...(m.attachments?.length ? { attachments: m.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.content_type })) } : {}),
        ...(m.headers && Object.keys(m.headers).length ? { headers: m.headers } : {}),
        // A stable id lets a receiving system drop a duplicate if a retry re-sends.
        messageId: `<email-${m.id}@${host}>`,
      });
    },
    close: () => transporter.close(),
  };
}

/** The same transport, each message counted as sent or failed in the metrics (issue 25, section 3). */
export function countingMailer(mailer: Mailer, metrics: Pick<Metrics, 'email'>): Mailer {
  return {
    transport: mailer.transport,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (err) {
        metrics.email('failed');
        throw err;
      }
      metrics.email('sent');
    },
    close: () => mailer.close(),
  };
}
