import type { ContactLinks } from '@/lib/leads/contact-links';
import { CallOrZalo } from './call-or-zalo';

/**
 * Why a lead form was not sent, below the form (a toast would cover its fields), with the hotline
 * and Zalo: a visitor whose network or our server fails still has a way to reach us now.
 */
export function SendFailure({
  title,
  description,
  contactLinks,
}: {
  title: string;
  description?: string | undefined;
  contactLinks: ContactLinks;
}) {
  return (
    <div role="alert" data-slot="send-failure" className="rounded-lg border border-destructive p-4 text-sm">
      <p className="font-bold text-destructive">{title}</p>
      {description && (
        <p data-slot="send-failure-description" className="mt-1">
          {description}
        </p>
      )}
      <p className="mt-2">
        Anh/chị cũng có thể <CallOrZalo contactLinks={contactLinks} />
      </p>
    </div>
  );
}
