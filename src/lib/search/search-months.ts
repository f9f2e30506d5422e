// The editors' search counts are kept per calendar month in Vietnam time, as 'YYYY-MM'
// (an instant's month: vietnamMonth, in vietnam-time.ts).

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month 'YYYY-MM' from 2000 to 2100 read from the address, or null for anything else. */
export function parseMonth(value: string | null): string | null {
  const match = value ? monthPattern.exec(value) : null;
  const year = Number(match?.[1]);
  return match && year >= 2000 && year <= 2100 ? value : null;
}

/** The month `count` months before `month` ('2026-01', 1 → '2025-12'). */
export function monthsBefore(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** '2026-03' → 'Tháng 3/2026', as the editors' page names a month. */
export function monthLabel(month: string): string {
  return `Tháng ${Number(month.slice(5, 7))}/${month.slice(0, 4)}`;
}
