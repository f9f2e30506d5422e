import { expect } from '@playwright/test';
import type { ReceivedEmail } from '../../scripts/lib/notify-receivers.ts';

// The e-mails the run's SMTP server received (global-setup serves them as JSON at E2E_MAILBOX_URL).

/** The newest e-mail to `to` whose subject holds `subject`, once the SMTP server has it. */
export async function mailTo(to: string, subject: string): Promise<ReceivedEmail> {
  let mail: ReceivedEmail | undefined;
  await expect(async () => {
    const mails = (await (await fetch(process.env.E2E_MAILBOX_URL!)).json()) as ReceivedEmail[];
    mail = mails.filter((sent) => sent.to.includes(to) && sent.subject.includes(subject)).at(-1);
    expect(mail).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return mail!;
}

/** The path and query of the first link in `text` matching `pattern` (e-mails link to the public site's address). */
export function pathIn(text: string, pattern: RegExp): string {
  const link = new URL(pattern.exec(text)![1]!);
  return `${link.pathname}${link.search}`;
}
