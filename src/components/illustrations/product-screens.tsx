import type * as React from 'react';
import { cn } from '@/lib/cn';

type RoomState = 'vacant' | 'occupied' | 'cleaning' | 'reserved';

// Each state pairs a token with its own foreground token, so room numbers keep their contrast
// whatever values the palette takes. Reserved is dashed: booked, the guest not yet arrived.
const roomLooks: Record<RoomState, { label: string; box: string; text: string }> = {
  vacant: { label: 'Trống', box: 'fill-background stroke-border', text: 'fill-foreground' },
  occupied: { label: 'Có khách', box: 'fill-primary stroke-primary', text: 'fill-primary-foreground' },
  cleaning: { label: 'Đang dọn', box: 'fill-accent stroke-accent-foreground/30', text: 'fill-accent-foreground' },
  reserved: {
    label: 'Đặt trước',
    box: 'fill-secondary stroke-primary [stroke-dasharray:4_3]',
    text: 'fill-secondary-foreground',
  },
};

// Room 204 is reserved: it is the booking that has just arrived on the phone.
const rooms: [number, RoomState][] = [
  [101, 'occupied'],
  [102, 'occupied'],
  [103, 'vacant'],
  [104, 'cleaning'],
  [201, 'occupied'],
  [202, 'vacant'],
  [203, 'occupied'],
  [204, 'reserved'],
  [301, 'cleaning'],
  [302, 'occupied'],
  [303, 'reserved'],
  [304, 'vacant'],
];

const legend = Object.values(roomLooks);

/**
 * The hero's product picture: a laptop with the PMS room map and, in front of it, a phone announcing
 * a new OTA booking. Drawn inline on the server at a fixed aspect ratio, so it costs no request and
 * no layout shift.
 */
export function ProductScreens({ className, ...props }: Omit<React.ComponentProps<'svg'>, 'children'>) {
  return (
    <svg
      role="img"
      aria-label="Sơ đồ phòng trên máy tính và đặt phòng mới từ Booking.com trên điện thoại: phòng 204, 2 đêm."
      viewBox="0 0 400 300"
      width="400"
      height="300"
      fontSize="12"
      className={cn('h-auto w-full fill-foreground', className)}
      {...props}
    >
      <rect x="8" y="4" width="324" height="220" rx="12" />
      <rect x="16" y="12" width="308" height="204" className="fill-muted" />
      <rect x="16" y="12" width="308" height="28" className="fill-background" />
      <text x="28" y="31" fontSize="13" fontWeight="700">
        Sơ đồ phòng
      </text>
      <text x="312" y="31" textAnchor="end" className="fill-muted-foreground">
        24/11
      </text>
      <g fontSize="14" fontWeight="700" textAnchor="middle">
        {rooms.map(([number, state], index) => {
          const x = 28 + (index % 4) * 57;
          const y = 50 + Math.floor(index / 4) * 42;
          return (
            <g key={number}>
              <rect x={x} y={y} width="50" height="36" rx="6" className={roomLooks[state].box} />
              <text x={x + 25} y={y + 23} className={roomLooks[state].text}>
                {number}
              </text>
            </g>
          );
        })}
      </g>
      {legend.map(({ label, box }, index) => {
        const x = 28 + (index % 2) * 100;
        const y = 180 + Math.floor(index / 2) * 18;
        return (
          <g key={label}>
            <rect x={x} y={y} width="12" height="12" rx="3" className={box} />
            <text x={x + 18} y={y + 10}>
              {label}
            </text>
          </g>
        );
      })}
      <path d="M0 224h340v6a6 6 0 0 1-6 6H6a6 6 0 0 1-6-6z" className="fill-border" />
      <rect x="140" y="224" width="60" height="4" rx="2" className="fill-muted-foreground/40" />

      {/* The outline in the background colour parts the phone's frame from the laptop's behind it. */}
      <rect x="258" y="56" width="136" height="240" rx="18" strokeWidth="4" className="stroke-background" />
      <rect x="264" y="62" width="124" height="228" rx="13" className="fill-background" />
      <rect x="308" y="68" width="36" height="6" rx="3" />
      <rect x="273" y="84" width="106" height="22" rx="11" className="fill-primary" />
      <text x="326" y="99" textAnchor="middle" fontWeight="700" className="fill-primary-foreground">
        Đặt phòng mới
      </text>
      <text x="273" y="132" fontSize="14" fontWeight="700">
        Nguyễn Thu Hà
      </text>
      <g className="fill-muted-foreground">
        <text x="273" y="152">
          Phòng 204 · 2 đêm
        </text>
        <text x="273" y="170">
          24–26/11
        </text>
      </g>
      <path d="M273 182h106" className="stroke-border" />
      <rect x="273" y="192" width="84" height="22" rx="6" className="fill-secondary" />
      <text x="281" y="207" className="fill-secondary-foreground">
        Booking.com
      </text>
      <text x="273" y="240" fontSize="16" fontWeight="700" className="fill-primary">
        1.680.000&nbsp;₫
      </text>
      <rect x="273" y="254" width="106" height="26" rx="8" className="fill-primary" />
      <text x="326" y="271" textAnchor="middle" fontWeight="700" className="fill-primary-foreground">
        Xác nhận
      </text>
    </svg>
  );
}
