import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button';
import { assistantLink } from '@/lib/assistant/assistant-href';
import { cn } from '@/lib/cn';

const popoverId = 'support-popover';

const linkClass =
  'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-muted [&_svg]:size-5 [&_svg]:text-primary';

/**
 * Floating help button (bottom right) opening hotline, Zalo, the assistant and contact links in a native popover;
 * from 768 px only (phones have the action bar). It sits in the page's right margin at 1366 px, clear
 * of the text column.
 */
export function SupportWidget({ hotlineHref, zaloUrl }: { hotlineHref: string; zaloUrl: string }) {
  return (
    <aside aria-label="Hỗ trợ khách hàng" className="max-md:hidden print:hidden">
      <button
        type="button"
        popoverTarget={popoverId}
        aria-label="Hỗ trợ"
        className={cn(
          buttonVariants({ size: 'icon' }),
          'fixed right-3 bottom-4 z-30 size-12 rounded-full shadow-lg [&_svg]:size-6',
        )}
      >
        <Icon name="headset" />
      </button>
      <div
        id={popoverId}
        popover="auto"
        className="inset-auto right-3 bottom-18 m-0 w-64 rounded-xl border border-border bg-background p-2 text-foreground shadow-xl"
      >
        <p className="px-3 py-2 text-sm font-bold">Anh/chị cần hỗ trợ?</p>
        <ul>
          <li>
            <a href={hotlineHref} className={linkClass}>
              <Icon name="phone" /> Gọi hotline
            </a>
          </li>
          <li>
            <a href={zaloUrl} target="_blank" rel="noopener" className={linkClass}>
              <Icon name="message-circle" /> Chat qua Zalo
            </a>
          </li>
          <li>
            <a {...assistantLink} className={linkClass}>
              <Icon name="message-circle-question" /> Hỏi trợ lý
            </a>
          </li>
          <li>
            <a href="/contact" className={linkClass}>
              <Icon name="settings" /> Hỗ trợ OTA &amp; khác
            </a>
          </li>
        </ul>
      </div>
    </aside>
  );
}
