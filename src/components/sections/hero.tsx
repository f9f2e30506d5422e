import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { demoVideoDialogId } from './demo-video-dialog';

// Invoker commands open the modal without framework JavaScript; src/scripts/demo-video.ts covers
// browsers that predate them.
const openDemo = { commandfor: demoVideoDialogId, command: 'show-modal' };

/** Landing-page opening: what the software is, the trial, and the demo video. */
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-secondary">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-24">
        <p className="inline-flex rounded-full bg-background px-4 py-1 text-sm font-bold text-primary shadow-sm">
          PMS · Kết nối OTA · Chatbot AI · Thiết bị thông minh
        </p>
        <h1 id="hero-heading" className="mt-6 text-4xl font-bold tracking-tight text-balance md:text-6xl">
          Phần mềm quản lý khách sạn <span className="text-primary">thông minh, hiện đại</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
          Đặt phòng, nhận trả phòng, thanh toán, báo cáo và các kênh OTA gói gọn trên một màn hình. Ít việc giấy tờ hơn,
          nhiều thời gian chăm sóc khách hơn.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <a href="#contact" className={buttonVariants({ size: 'lg' })}>
            Dùng thử miễn phí 15 ngày
          </a>
          <button type="button" {...openDemo} className={cn(buttonVariants({ size: 'lg', variant: 'outline' }))}>
            <Icon name="circle-play" /> Xem demo
          </button>
        </div>
        <p className="mt-6 text-sm text-muted-foreground">Không cần thẻ tín dụng · Cài đặt và đào tạo miễn phí</p>
      </div>
    </section>
  );
}
