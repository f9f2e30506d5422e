import type * as React from 'react';
import { cn } from '@/lib/cn';

// Captions sit under their drawing; SVG text does not wrap, so the long one comes in two lines.
const captions = [
  { x: 80, lines: ['Khóa thông minh'] },
  { x: 240, lines: ['Thẻ từ RFID'] },
  { x: 400, lines: ['Công tắc thẻ', 'ngắt điện'] },
];

const keypad = Array.from({ length: 9 }, (_, index) => ({
  cx: 70 + (index % 3) * 10,
  cy: 34 + Math.floor(index / 3) * 10,
}));

/**
 * The room hardware sold with the software, side by side: the smart lock, the RFID key card that
 * opens it, and the power switch the card slots into to turn the room's power on.
 */
export function HardwareBundle({ className, ...props }: Omit<React.ComponentProps<'svg'>, 'children'>) {
  return (
    <svg
      role="img"
      aria-label="Ba thiết bị cho phòng khách sạn: khóa cửa thông minh, thẻ từ RFID và công tắc thẻ ngắt điện, nơi cắm thẻ vào để bật điện trong phòng."
      viewBox="0 0 480 250"
      width="480"
      height="250"
      className={cn('h-auto w-full fill-foreground', className)}
      {...props}
    >
      <g className="fill-foreground/10">
        <ellipse cx="80" cy="194" rx="44" ry="6" />
        <ellipse cx="240" cy="194" rx="50" ry="6" />
        <ellipse cx="400" cy="194" rx="50" ry="6" />
      </g>

      <rect x="52" y="12" width="56" height="176" rx="16" />
      <rect x="60" y="24" width="40" height="40" rx="6" className="fill-background/15" />
      <g className="fill-background">
        {keypad.map(({ cx, cy }) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="2.5" />
        ))}
      </g>
      {/* Where the card is held: the same waves as on the card itself. */}
      <path
        d="M74 86a9 9 0 0 1 12 0m-16-5a15 15 0 0 1 20 0"
        fill="none"
        strokeWidth="2.5"
        strokeLinecap="round"
        className="stroke-background/70"
      />
      <circle cx="80" cy="92" r="2.5" className="fill-primary" />
      <circle cx="80" cy="146" r="12" className="fill-muted-foreground" />
      <rect x="80" y="139" width="62" height="14" rx="7" className="fill-muted-foreground" />
      <circle cx="80" cy="172" r="3" className="fill-background/40" />

      <g transform="rotate(-12 240 110)">
        <rect x="186" y="76" width="108" height="68" rx="8" className="fill-primary" />
        <path
          d="M262 92a12 12 0 0 1 0 20m7-27a22 22 0 0 1 0 34"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          className="stroke-primary-foreground"
        />
        <circle cx="258" cy="102" r="3" className="fill-primary-foreground" />
        <rect x="198" y="126" width="44" height="6" rx="3" className="fill-primary-foreground/60" />
      </g>

      <rect x="350" y="60" width="100" height="124" rx="12" strokeWidth="2" className="fill-background stroke-border" />
      {/* A key card sits in the slot: the room's power is on. */}
      <rect x="366" y="22" width="68" height="60" rx="6" className="fill-primary" />
      <path d="M376 34h22" strokeWidth="4" strokeLinecap="round" className="stroke-primary-foreground/60" />
      <rect x="360" y="78" width="80" height="10" rx="4" />
      <path
        d="M400 116v14m-10-10a14 14 0 1 0 20 0"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        className="stroke-primary"
      />
      <circle cx="400" cy="166" r="4" className="fill-primary" />

      <g fontSize="17" fontWeight="700" textAnchor="middle">
        {captions.map(({ x, lines }) =>
          lines.map((line, index) => (
            <text key={line} x={x} y={222 + index * 21}>
              {line}
            </text>
          )),
        )}
      </g>
    </svg>
  );
}
