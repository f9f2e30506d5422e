import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { demoBookingCta } from '@/lib/navigation';
import { otaChannels } from '@/content/landing/ota-channels';
import { illustrationFiles, illustrationHref } from '@/lib/illustration-files';
import { demoVideoLink } from './demo-video-dialog';

/** Landing-page opening: the promise, the trial, the demo video, the product itself and the OTA channels it syncs. */
export function Hero({ videoId }: { videoId: string }) {
  return (
    <section aria-labelledby="hero-heading" className="bg-secondary">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <p className="inline-flex rounded-full bg-background px-4 py-1 text-sm font-bold text-primary shadow-sm">
            PMS · Kết nối OTA · Chatbot AI · Thiết bị thông minh
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-bold tracking-tight md:text-5xl">
            Phần mềm quản lý khách sạn <span className="text-primary">không còn bán trùng phòng</span>
          </h1>
          <p className="mt-6 text-lg text-muted-foreground">
            Đặt phòng từ mọi kênh OTA tự về một sơ đồ phòng; giá và phòng trống cập nhật ngay trên từng kênh. Nhận, trả
            phòng, thanh toán và báo cáo trên cùng một màn hình.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#contact" className={buttonVariants({ size: 'lg' })}>
              Dùng thử miễn phí 15 ngày
            </a>
            <a {...demoVideoLink(videoId)} className={cn(buttonVariants({ size: 'lg', variant: 'outline' }))}>
              <Icon name="circle-play" /> Xem demo
            </a>
            <a href={demoBookingCta.href} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              <Icon name="calendar-days" /> {demoBookingCta.label}
            </a>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Không cần thẻ tín dụng · Cài đặt và đào tạo miễn phí</p>
          <div className="mt-8 flex flex-wrap items-center gap-2 text-sm">
            <span className="font-bold">Đồng bộ hai chiều với</span>
            <ul className="flex flex-wrap gap-2" aria-label="Các kênh OTA được đồng bộ">
              {otaChannels.map((channel) => (
                <li key={channel} className="rounded-md border border-border bg-background px-2.5 py-1 font-bold">
                  {channel}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <img
          src={illustrationHref('phan-mem')}
          alt="Sơ đồ phòng và một đặt phòng mới từ Booking.com."
          width={illustrationFiles['phan-mem'].width}
          height={illustrationFiles['phan-mem'].height}
          // Below the promise on a phone: fetched after the first layout, not beside the stylesheet
          // the first paint waits for.
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-xl"
        />
      </div>
    </section>
  );
}
