import type * as React from 'react';
import { cn } from '@/lib/cn';

type Message = { from: 'guest' | 'bot'; width: number; lines: React.ReactNode[] };

// SVG text does not wrap: each message is broken into lines by hand and its bubble given a width
// that fits the longest line in the page font.
const messages: Message[] = [
  { from: 'guest', width: 178, lines: ['Còn phòng đôi tối mai', 'không ạ?'] },
  {
    from: 'bot',
    width: 230,
    lines: ['Dạ còn 2 phòng đôi view biển,', 'giá 950.000\u00a0₫/đêm.', 'Anh/chị muốn giữ phòng', 'không ạ?'],
  },
  { from: 'guest', width: 200, lines: ['Giữ giúp mình 1 phòng nhé'] },
  {
    from: 'bot',
    width: 230,
    lines: [
      'Đã giữ phòng 305 cho anh/chị',
      'đến 12:00 mai.',
      <>
        Mã đặt phòng: <tspan fontWeight="700">HX2611</tspan>
      </>,
    ],
  },
];

const lineHeight = 18;
const bubblePadding = 9;
const gap = 10;

// Positions are computed once, at import: every render draws the same conversation.
const bubbles = messages.reduce<(Message & { y: number; height: number })[]>((placed, message) => {
  const last = placed.at(-1);
  const y = last ? last.y + last.height + gap : 108;
  return [...placed, { ...message, y, height: message.lines.length * lineHeight + 2 * bubblePadding }];
}, []);

/**
 * A phone showing the hotel's AI chatbot answering a guest late at night on Zalo or Messenger:
 * availability, price, a room held and a booking code, with no one at the front desk.
 */
export function ChatbotConversation({ className, ...props }: Omit<React.ComponentProps<'svg'>, 'children'>) {
  return (
    <svg
      role="img"
      aria-label="Điện thoại hiển thị cuộc trò chuyện trên Zalo hoặc Messenger lúc 23:14. Khách hỏi: còn phòng đôi tối mai không ạ? Chatbot AI của khách sạn trả lời: còn 2 phòng đôi view biển, giá 950.000&nbsp;₫ một đêm, anh chị muốn giữ phòng không ạ? Khách nhờ giữ 1 phòng. Chatbot xác nhận đã giữ phòng 305 đến 12:00 hôm sau, mã đặt phòng HX2611."
      viewBox="0 0 320 460"
      width="320"
      height="460"
      fontSize="14"
      className={cn('h-auto w-full fill-foreground', className)}
      {...props}
    >
      <rect x="4" y="4" width="312" height="452" rx="38" />
      <rect x="12" y="12" width="296" height="436" rx="30" className="fill-muted" />
      <path d="M12 42a30 30 0 0 1 30-30h236a30 30 0 0 1 30 30v32H12z" className="fill-primary" />
      <rect x="130" y="20" width="60" height="10" rx="5" />
      <circle cx="44" cy="50" r="16" className="fill-primary-foreground" />
      <text x="44" y="55" fontSize="13" fontWeight="700" textAnchor="middle" className="fill-primary">
        AI
      </text>
      <g className="fill-primary-foreground">
        <text x="70" y="47" fontSize="15" fontWeight="700">
          Lễ tân AI
        </text>
        <text x="70" y="64" fontSize="12">
          Zalo · Messenger
        </text>
      </g>

      {/* The hour is the point: the answer comes when the front desk is asleep. */}
      <rect x="124" y="82" width="72" height="20" rx="10" className="fill-background" />
      <path d="M142 86a6 6 0 1 0 7 8 4.6 4.6 0 0 1-7-8z" className="fill-muted-foreground" />
      <text x="154" y="96" fontSize="12" className="fill-muted-foreground">
        23:14
      </text>

      {bubbles.map(({ from, width, lines, y, height }) => {
        const guest = from === 'guest';
        const x = guest ? 296 - width : 24;
        return (
          <g key={y} className={guest ? 'fill-primary-foreground' : undefined}>
            <rect
              x={x}
              y={y}
              width={width}
              height={height}
              rx="14"
              className={guest ? 'fill-primary' : 'fill-background stroke-border'}
            />
            {lines.map((line, index) => (
              <text key={index} x={x + 12} y={y + bubblePadding + 14 + index * lineHeight}>
                {line}
              </text>
            ))}
          </g>
        );
      })}

      <rect x="24" y="402" width="232" height="34" rx="17" className="fill-background stroke-border" />
      <text x="40" y="424" className="fill-muted-foreground">
        Nhập tin nhắn…
      </text>
      <circle cx="280" cy="419" r="17" className="fill-primary" />
      <path d="M272 419h15m-6-6 6 6-6 6" fill="none" strokeWidth="2.5" className="stroke-primary-foreground" />
    </svg>
  );
}
