import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Id of the dialog, for the buttons that close it. */
export const demoVideoDialogId = 'demo-video';

/** The dialog's markup, fetched on the first 'Xem demo' (src/pages/video-gioi-thieu/khung.astro). */
export const demoVideoPanelPath = '/video-gioi-thieu/khung';

/** 'Xem demo': the video's own page without JavaScript, the dialog with it (src/scripts/site.ts). */
export const demoVideoLink = (videoId: string) =>
  ({
    href: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`,
    'data-panel': demoVideoPanelPath,
  }) as const;

const close = { commandfor: demoVideoDialogId, command: 'close' };

/**
 * The demo video in a modal dialog, not part of any page: its markup and script come on the first
 * 'Xem demo' (every byte of the landing page's first response counts). Until the visitor presses play there is only a drawn poster:
 * src/scripts/demo-video.ts creates the privacy-enhanced YouTube player then, and removes it on close
 * (which stops the video), so nothing is fetched from a third party before the visitor asks.
 */
export function DemoVideoDialog({ videoId, brand }: { videoId: string; brand: string }) {
  return (
    <dialog
      id={demoVideoDialogId}
      data-demo-video={videoId}
      closedby="any"
      aria-labelledby="demo-video-title"
      className="m-auto w-[min(56rem,calc(100%-2rem))] rounded-xl bg-background p-0 text-foreground shadow-2xl backdrop:bg-foreground/70"
    >
      <div className="flex items-center justify-between gap-4 border-b border-border px-4 py-2">
        <h2 id="demo-video-title" className="font-bold">
          Video giới thiệu {brand}
        </h2>
        <button
          type="button"
          {...close}
          aria-label="Đóng video"
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        >
          <Icon name="x" />
        </button>
      </div>
      {/* Focus rests here once the player replaces the play button: inside the player's own
          document, Escape would reach the player, not this dialog. */}
      <div data-video-frame tabIndex={-1} className="relative aspect-video bg-footer">
        <div
          data-video-poster
          className="absolute inset-0 grid place-items-center bg-primary p-6 text-center text-primary-foreground"
        >
          <div>
            <p className="text-xl font-bold md:text-2xl">Một ngày vận hành khách sạn với {brand}</p>
            <p className="mt-2 text-sm opacity-90">Đặt phòng, nhận phòng, thanh toán và báo cáo trong 3 phút</p>
          </div>
        </div>
        <button
          type="button"
          data-video-play
          aria-label="Phát video"
          className={cn(
            buttonVariants({ size: 'icon' }),
            'absolute inset-0 m-auto size-20 rounded-full bg-background text-primary shadow-xl hover:bg-secondary [&_svg]:size-9',
          )}
        >
          <Icon name="play" className="translate-x-0.5" />
        </button>
      </div>
      <p className="px-4 py-3 text-xs text-muted-foreground">
        Video phát từ YouTube ở chế độ bảo mật nâng cao, chỉ tải khi anh/chị bấm phát.
      </p>
    </dialog>
  );
}
