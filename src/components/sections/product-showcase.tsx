import type * as React from 'react';
import { CheckList } from '@/components/ui/check-list';
import { buttonVariants } from '@/components/ui/button';
import { illustrationFiles, illustrationHref, type IllustrationFile } from '@/lib/illustration-files';
import { otaChannels } from '@/content/landing/ota-channels';

interface ShowcaseProps {
  id: string;
  title: string;
  points: string[];
  /** A drawing served as a file, loaded only when scrolled near (below the fold). */
  picture?: { name: IllustrationFile; alt: string };
  children?: React.ReactNode;
  flip?: boolean;
}

/** One of the three things we sell beside the PMS: a heading, what it does, and a picture. */
function Showcase({ id, title, points, picture, children, flip = false }: ShowcaseProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div className={flip ? 'md:order-2' : undefined}>
          <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          <CheckList items={points} className="mt-6" />
          {children}
        </div>
        {picture && (
          <img
            src={illustrationHref(picture.name)}
            alt={picture.alt}
            width={illustrationFiles[picture.name].width}
            height={illustrationFiles[picture.name].height}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-sm"
          />
        )}
      </div>
    </section>
  );
}

const hardware = [
  { name: 'Khóa thông minh', href: '/san-pham/khoa-thong-minh' },
  { name: 'Thẻ từ RFID', href: '/san-pham/the-tu' },
  { name: 'Công tắc thẻ ngắt điện', href: '/san-pham/board-dieu-khien-nguon-dien' },
];

/** OTA channel sync, the AI chatbot and the hardware bundle, each with a section of its own. */
export function ProductShowcase() {
  return (
    <div className="bg-background">
      <Showcase
        id="ota"
        title="Kết nối OTA: sửa một lần, mọi kênh cùng đổi"
        points={[
          `Giá, phòng trống và đặt phòng đồng bộ hai chiều với ${otaChannels.join(', ')}.`,
          'Phòng vừa bán trên một kênh được khóa ngay trên các kênh còn lại.',
        ]}
      />
      <Showcase
        id="chatbot"
        flip
        title="Chatbot AI trả lời khách cả khi lễ tân đã nghỉ"
        points={[
          'Trả lời khách trên Zalo và Messenger, báo giá theo phòng trống thật và giữ phòng.',
          'Chuyển cho nhân viên những câu chưa chắc, kèm cả cuộc trò chuyện.',
        ]}
        picture={{
          name: 'tro-ly-ai',
          alt: 'Lúc 23:14, chatbot báo còn phòng đôi và giữ phòng 305 cho khách.',
        }}
      />
      <Showcase
        id="thiet-bi"
        title="Trọn bộ thiết bị cho từng phòng"
        points={[
          'Thẻ từ cấp lúc nhận phòng, tự hết hạn lúc trả phòng; ngắt điện khi khách ra ngoài.',
          'Lắp đặt, hướng dẫn và bảo hành tại khách sạn.',
        ]}
        picture={{ name: 'thiet-bi', alt: 'Khóa thông minh, thẻ từ RFID và công tắc thẻ ngắt điện.' }}
      >
        <p className="mt-6 font-bold">
          {hardware.map((product, index) => (
            <span key={product.href}>
              {index > 0 && ' · '}
              <a href={product.href} className="text-primary underline">
                {product.name}
              </a>
            </span>
          ))}
        </p>
        <a href="/bao-gia" className={`${buttonVariants()} mt-4`}>
          Tính báo giá trọn bộ
        </a>
      </Showcase>
    </div>
  );
}
