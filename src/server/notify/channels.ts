import { siteConfig, type SiteConfig } from '../../lib/site-config.ts';
import type { NotificationChannel, NotificationRow } from '../db/database.ts';
import { createEmailSender, type EmailSender } from './email-sender.ts';
import {
  confirmationHtml,
  confirmationSubject,
  confirmationText,
  salesHtml,
  salesSubject,
  salesText,
  webhookPayload,
  type AnnouncedLead,
} from './lead-message.ts';
import type { MailAddress, NotifyConfig } from './notify-config.ts';
import { postWebhook } from './webhook-sender.ts';
import { meetingMail, stillRelevant, type MeetingContext } from '../booking/meeting-mail.ts';
import type { MeetingMailPurpose } from '../../lib/booking/meeting-mail-purpose.ts';

/** Sends one notification about `lead` at `now`; throws a short reason when it did not go out. */
export type Deliver = (notification: NotificationRow, lead: AnnouncedLead, now: Date) => Promise<void>;

/** How each configured channel delivers, and how to let go of their connections. */
export interface Channels {
  deliver: Partial<Record<NotificationChannel, Deliver>>;
  close(): void;
}

/** '<notification-id@sender-domain>': a repeat of one notification is recognisably the same e-mail. */
function messageId(notification: NotificationRow, from: MailAddress): string {
  return `<${notification.id}@${from.address.split('@')[1]}>`;
}

/** The delivery function of every channel `config` turns on. */
export function openChannels(
  config: NotifyConfig,
  siteNow: () => Promise<SiteConfig> = async () => siteConfig,
  meetings?: (contactId: string) => Promise<MeetingContext | undefined>,
  push?: Deliver,
): Channels {
  const mailer: EmailSender | undefined = config.smtpUrl ? createEmailSender(config.smtpUrl) : undefined;
  const deliver: Channels['deliver'] = {};
  const { salesEmail, webhook, from } = config;
  if (mailer && salesEmail) {
    deliver.sales_email = (notification, lead) =>
      mailer.send({
        messageId: messageId(notification, salesEmail.from),
        from: salesEmail.from,
        // To the salesperson who has the lead, the team in copy; to the team when nobody has it.
        to: lead.owner ? [{ name: lead.owner.name, address: lead.owner.email }] : salesEmail.to,
        cc: lead.owner ? salesEmail.to.filter((address) => address.address !== lead.owner!.email) : undefined,
        // Answering the notification writes to the visitor, which is what sales wants to do next
        // (an assistant lead has no address: the visitor asked for a call).
        replyTo: lead.email || undefined,
        subject: salesSubject(lead),
        text: salesText(lead),
        html: salesHtml(lead),
      });
  }
  if (mailer && from && config.visitorConfirmation) {
    // The company's details as the owner last saved them: the hotline the visitor is told to call.
    deliver.visitor_email = async (notification, lead) => {
      const site = await siteNow();
      return mailer.send({
        messageId: messageId(notification, from),
        from,
        // No display name: the name is the visitor's own typing, and this mail leaves from our domain.
        to: [{ name: '', address: lead.email }],
        replyTo: salesEmail?.to.map((address) => address.address).join(', ') ?? site.salesEmail,
        subject: confirmationSubject,
        text: confirmationText(lead, site),
        html: confirmationHtml(lead, site),
      });
    };
  }
  if (mailer && from && meetings) {
    const meetingDeliver =
      (to: 'visitor' | 'staff'): Deliver =>
      async (notification, lead, now) => {
        const context = await meetings(lead.id);
        // Rows of the meeting channels carry a meeting's purpose (a push's events ride channel 'push').
        const purpose = (notification.purpose ?? 'invite') as MeetingMailPurpose;
        // Overtaken (cancelled, begun, or the lead deleted): nothing to say, and nothing to retry.
        if (!context || !stillRelevant(purpose, context.meeting, now)) return;
        const site = await siteNow();
        // Nobody took leads when it was booked (or its salesperson left): the team's mailbox holds
        // the demo, named in both sides' invitations so their calendars take it.
        const team = salesEmail?.to[0];
        const host = context.host ?? (team ? { name: `Nhóm tư vấn ${site.brand}`, email: team.address } : null);
        const recipients =
          to === 'visitor'
            ? [{ name: '', address: lead.email }]
            : notification.recipient
              ? [{ name: '', address: notification.recipient }]
              : context.host
                ? [{ name: context.host.name, address: context.host.email }]
                : (salesEmail?.to ?? []);
        if (!recipients.length) return;
        const formerHost = notification.recipient ? { name: '', email: notification.recipient } : host;
        const mail = meetingMail(purpose, to, lead, { ...context, host: formerHost }, site, now);
        await mailer.send({
          messageId: messageId(notification, from),
          from,
          to: recipients,
          replyTo: to === 'visitor' ? (context.host?.email ?? site.salesEmail) : lead.email || undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          icalEvent: mail.invite && {
            method: mail.invite.method,
            filename: 'lich-demo.ics',
            content: mail.invite.content,
          },
        });
      };
    deliver.meeting_visitor = meetingDeliver('visitor');
    deliver.meeting_staff = meetingDeliver('staff');
  }
  if (webhook) {
    deliver.webhook = (notification, lead) =>
      postWebhook(webhook, notification.id, webhookPayload(notification.id, lead));
  }
  // Pushes to the team's phones need no setting: a row exists only for a device someone turned on.
  if (push) deliver.push = push;
  return { deliver, close: () => mailer?.close() };
}
