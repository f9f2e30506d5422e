import type { FieldSpec } from './lead-fields.ts';
import type { LeadFormToasts } from './lead-toasts.ts';

/** A plan as a form's title names it ('Đăng ký Gói Cơ bản'). */
export interface NamedPlan {
  id: string;
  name: string;
}

/** Where a lead form lives, as /gui-yeu-cau shows and takes it without JavaScript. */
export interface LeadFormPlace {
  title(plan: NamedPlan | undefined): string;
  /** The page the form is on, stored with a lead posted without one. */
  path: string;
  /** Where a stored lead is sent (303). */
  thanksPath: string;
  /** Where a GET of /gui-yeu-cau is sent for good (301): a form with a page of its own. */
  movedTo?: string;
  /** Shown only for a known plan (404 otherwise). */
  needsPlan?: boolean;
}

/**
 * What a lead form is to the people who use it, without its schema: the name its leads carry in the
 * inbox, its inputs, button and toasts (the same with JavaScript and without), and its place. Islands
 * and the team's pages import this at once; the schema (zod) is the form's shape, loaded when the
 * visitor starts filling it.
 */
export interface LeadFormView {
  /** Where its leads come from, as the inbox, exports, charts and notifications name it. */
  source: string;
  /** Whether that name is followed by the lead's plan ('Bảng giá – Gói Chuyên nghiệp'). */
  sourceNamesPlan?: boolean;
  /** Its inputs, in order. */
  fields: FieldSpec[];
  submitLabel: string;
  toasts: LeadFormToasts;
  place: LeadFormPlace;
}
