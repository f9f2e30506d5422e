import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button';

/** Where a form sent without JavaScript lands after success. */
export function ThankYou() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <Icon name="circle-check" className="mx-auto size-14 text-primary" />
      <h1 className="mt-6 text-3xl font-bold">Thành công!</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Yêu cầu của anh/chị đã được gửi. Chúng tôi sẽ liên hệ với anh/chị sớm.
      </p>
      <a href="/" className={`${buttonVariants()} mt-8`}>
        Về trang chủ
      </a>
    </div>
  );
}
