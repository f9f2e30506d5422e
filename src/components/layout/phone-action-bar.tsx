import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-set';
import { assistantLink } from '@/lib/assistant/assistant-href';
import { demoBookingCta, trialCta } from '@/lib/navigation';

interface Action {
  label: string;
  href: string;
  icon: IconName;
  external?: boolean;
  /** Other attributes of the link ('Hỏi trợ lý' opens the assistant's panel). */
  attributes?: Record<string, string>;
}

/**
 * The phone's way to reach us, below 768 px: call, Zalo, the assistant, a demo and the trial, always at hand. Fixed at the
 * screen's foot while the document scrolls; the page keeps its height (--action-bar-room) free below
 * the footer (see root.astro), so it never hides a heading, a field or a table the way the floating
 * button did.
 */
export function PhoneActionBar({ hotlineHref, zaloUrl }: { hotlineHref: string; zaloUrl: string }) {
  const actions: Action[] = [
    { label: 'Gọi', href: hotlineHref, icon: 'phone' },
    { label: 'Zalo', href: zaloUrl, icon: 'message-circle', external: true },
    { label: 'Hỏi trợ lý', href: assistantLink.href, icon: 'message-circle-question', attributes: assistantLink },
    // 'Đặt lịch demo' would take two lines in a fifth of 360 px.
    { label: 'Đặt demo', href: demoBookingCta.href, icon: 'calendar-days' },
    { label: 'Dùng thử', href: trialCta.href, icon: 'calendar-check' },
  ];
  return (
    <nav
      aria-label="Liên hệ nhanh"
      className="fixed inset-x-0 bottom-0 z-40 grid h-(--action-bar-room) grid-cols-5 border-t border-border bg-background pb-[env(safe-area-inset-bottom)] md:hidden print:hidden"
    >
      {actions.map((action, index) => (
        <a
          key={action.label}
          href={action.href}
          {...(action.external ? { target: '_blank', rel: 'noopener' } : {})}
          {...action.attributes}
          className={
            index === actions.length - 1
              ? 'flex min-h-14 flex-col items-center justify-center gap-0.5 bg-primary text-xs font-bold text-primary-foreground [&_svg]:size-5'
              : 'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-bold text-primary [&_svg]:size-5'
          }
        >
          <Icon name={action.icon} />
          {action.label}
        </a>
      ))}
    </nav>
  );
}
