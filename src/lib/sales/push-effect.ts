// Did push make first answers faster? For each salesperson who turned push on, the share of their new
// leads they first answered within 5 office minutes (the minutes that decide whether a hotel owner is
// still on the line), over the 30 days before their first phone was turned on and the 30 days from it.

/** What counts as answered fast, in office minutes. */
export const fastAnswerMinutes = 5;
/** Days compared on each side of the day push was turned on. */
export const pushCompareDays = 30;

/** A salesperson's leads of a span, and how many they answered within `fastAnswerMinutes`. */
export interface FastAnswers {
  leads: number;
  fast: number;
}

/** One salesperson's before and after. */
export interface PushEffect {
  person: string;
  /** When they first turned push on (ISO). */
  since: string;
  before: FastAnswers;
  after: FastAnswers;
}

/** '40% (4/10)', or '—' without leads. */
export function fastShare({ leads, fast }: FastAnswers): string {
  if (!leads) return '—';
  const share = (fast / leads).toLocaleString('vi-VN', { style: 'percent', maximumFractionDigits: 0 });
  return `${share} (${fast}/${leads})`;
}

/** The share as a percentage for the chart, null without leads. */
export const fastPercent = ({ leads, fast }: FastAnswers) => (leads ? Math.round((fast / leads) * 100) : null);
