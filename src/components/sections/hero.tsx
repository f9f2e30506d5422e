import { buttonVariants } from '@/components/ui/button';

/** Landing-page opening: what the software is and the first step to take. */
export function Hero() {
  return (
    <section className="bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 md:py-28">
        <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">
          Phần mềm quản lý khách sạn thông minh, hiện đại
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
          Đặt phòng, nhận và trả phòng, thanh toán, báo cáo doanh thu và kết nối các kênh OTA trên một màn hình, để
          bạn dành thời gian cho khách thay vì cho sổ sách.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <a href="/contact" className={buttonVariants({ size: 'lg' })}>
            Nhận tư vấn miễn phí
          </a>
        </div>
      </div>
    </section>
  );
}
