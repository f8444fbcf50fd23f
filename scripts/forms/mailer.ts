/**
 * Emails of the form service: the notification of a contact or investor post to its recipient,
 * and the newsletter confirmation link to the subscriber. Through SMTP (nodemailer) when SMTP_URL
 * is set, else as .eml files in <dataDir>/outbox/. Sending runs after the row is committed and
 * never fails a request: errors are logged. `idle()` waits for the emails under way (tests, close).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Submission } from '../../src/forms/schema.ts';
import type { FormsConfig } from './config.ts';
import { confirmationText } from './texts.ts';

export const OUTBOX_DIR = 'outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail, label: string): void;
  idle(): Promise<void>;
  close(): void;
}

export function createMailer(config: FormsConfig, log: (line: string) => void): Mailer {
  const outbox = join(config.dataDir, OUTBOX_DIR);
  const transport =
    config.smtpUrl !== null
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();
  let counter = 0;

  async function deliver(mail: Mail, label: string): Promise<void> {
    const info = await transport.sendMail({ from: config.mailFrom, ...mail });
    if (config.smtpUrl !== null) return;
    const message = (info as { message?: unknown }).message;
    if (!Buffer.isBuffer(message)) throw new Error('the stream transport gave no message buffer');
    mkdirSync(outbox, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${(counter += 1)}-${label}.eml`;
    const temp = join(outbox, `.${name}.tmp`);
    writeFileSync(temp, message);
    renameSync(temp, join(outbox, name));
  }

  return {
    send(mail, label) {
      const promise = deliver(mail, label).catch((error: unknown) => {
        log(`email "${label}" to ${mail.to} failed: ${error instanceof Error ? error.message : String(error)}`);
      });
      pending.add(promise);
      void promise.finally(() => pending.delete(promise));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {
      transport.close();
    },
  };
}

/**
 * The address a contact or investor post goes to: FORMS_RECIPIENTS[key] for a key (`sales`, `ir`);
 * the block's own address when it is one of FORMS_RECIPIENT_DOMAINS (editors write addresses like
 * `training@…` into the block; a visitor can post any text, so only the company's own domains are
 * trusted); else the default address.
 */
function recipientAddress(config: FormsConfig, submission: Submission): string {
  const key = submission.form === 'investor' ? 'ir' : (submission.recipient ?? '');
  if (Object.hasOwn(config.recipients, key)) return config.recipients[key] ?? config.defaultRecipient;
  const address = /^[^\s@<>,;]+@([a-z0-9.-]+)$/i.exec(key);
  if (address && config.recipientDomains.includes((address[1] ?? '').toLowerCase())) return key;
  return config.defaultRecipient;
}

export function notificationMail(config: FormsConfig, submission: Submission, id: string): Mail {
  const lines = [
    `A new ${submission.form} form post arrived.`,
    '',
    `id: ${id}`,
    `language: ${submission.locale}`,
    `page: ${config.siteUrl}${submission.page}`,
    ...(submission.recipient ? [`recipient: ${submission.recipient}`] : []),
    '',
    ...Object.entries(submission.fields).map(([name, value]) => `${name}: ${typeof value === 'boolean' ? (value ? 'yes' : 'no') : value}`),
  ];
  const email = typeof submission.fields.email === 'string' ? submission.fields.email : undefined;
  return {
    to: recipientAddress(config, submission),
    subject: `[${submission.form}] ${email ?? id}`,
    text: `${lines.join('\n')}\n`,
    ...(email ? { replyTo: email } : {}),
  };
}

export function confirmationMail(config: FormsConfig, submission: Submission, token: string): Mail {
  const link = `${config.publicUrl}/confirm?token=${encodeURIComponent(token)}&lang=${encodeURIComponent(submission.locale)}`;
  const text = confirmationText(submission.locale);
  return {
    to: String(submission.fields.email),
    subject: text.subject,
    text: `${text.body}\n\n${link}\n\n${text.ignore}\n`,
  };
}
