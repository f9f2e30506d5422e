import { buttonVariants } from '@/components/ui/button';
import { demoBookingCta } from '@/lib/navigation';

/**
 * /khach-hang before any real story is published and with the samples switched off: the footer still
 * links here, so the page says so and offers the next step instead of a title over nothing.
 */
export function NoStories() {
  return (
    <section aria-labelledby="no-stories-heading" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h2 id="no-stories-heading" className="text-2xl font-bold">
        Câu chuyện khách hàng đang được chuẩn bị
      </h2>
      <p className="mt-4 text-muted-foreground">
        Chúng tôi chỉ đăng câu chuyện khi khách sạn đồng ý kể lại, kèm số liệu có nguồn. Trong lúc chờ, anh/chị có thể
        xem phần mềm chạy thật trong buổi demo 30 phút, hoặc hỏi chúng tôi về khách sạn đang dùng gần anh/chị.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={demoBookingCta.href} className={buttonVariants()}>
          {demoBookingCta.label}
        </a>
        <a href="/contact" className={buttonVariants({ variant: 'outline' })}>
          Liên hệ
        </a>
      </div>
    </section>
  );
}
