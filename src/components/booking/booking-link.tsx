import { CopyButton } from '@/components/ui/copy-button';

/** A salesperson's personal booking link: visitors who open it book a demo with them. */
export function BookingLink({ href, own }: { href: string; own: boolean }) {
  return (
    <section aria-labelledby="booking-link-heading" className="grid gap-2 rounded-xl border border-border p-4">
      <h2 id="booking-link-heading" className="text-xl font-bold">
        {own ? 'Đường dẫn đặt lịch của bạn' : 'Đường dẫn đặt lịch riêng'}
      </h2>
      <p className="text-sm text-muted-foreground">
        Gửi đường dẫn này cho khách (Zalo, e-mail, chữ ký thư): khách chọn giờ trống và lịch demo về thẳng người này.
      </p>
      <a href={href} className="font-bold break-all text-primary underline underline-offset-4">
        {href}
      </a>
      <CopyButton text={href} className="w-full sm:w-fit">
        Sao chép đường dẫn
      </CopyButton>
    </section>
  );
}
