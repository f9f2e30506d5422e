import type { FaqChoice } from './attach-input.ts';

// What the editors' page 'Câu hỏi trợ lý chưa trả lời được' shows: the questions the assistant was
// not sure of, personal data removed, grouped by their folded text and counted; never who asked.
// Its state lives in its address (?sap-xep=moi-nhat&trang=2), so every view is a plain link.

/** Where the page is. */
export const unansweredPath = '/admin/tro-ly-chua-tra-loi';

/** Where 'Thêm vào câu hỏi thường gặp' posts the question: a new FAQ draft with it filled in. */
export const newFaqPath = '/admin/hoi-dap/moi';

/** The two orders of the list. */
export type UnansweredOrder = 'most_asked' | 'newest';

/** Each order's value in the address ('hoi-nhieu' is the default, left out). */
export const orderParams: Record<UnansweredOrder, string> = { most_asked: 'hoi-nhieu', newest: 'moi-nhat' };

/** Questions per page. */
export const unansweredPageSize = 20;

/** A question as editors read it. */
export interface UnansweredQuestion {
  /** The latest wording asked, phone numbers and e-mail addresses removed. */
  question: string;
  /** Without diacritics, lower case: what groups its wordings. */
  folded: string;
  /** Times asked within the retention period. */
  asked: number;
  /** The last day it was asked, 'YYYY-MM-DD' (Vietnam time). */
  lastAsked: string;
  /** The published FAQ retrieval found closest when the list was read, if any: 'Gắn vào' starts on it. */
  closest?: FaqChoice | undefined;
}

/** One page of the list. */
export interface UnansweredReport {
  questions: UnansweredQuestion[];
  order: UnansweredOrder;
  page: number;
  pageCount: number;
  /** Different questions in all. */
  total: number;
}

/** The order and page an address asks for; anything unknown is the default (most asked, page 1). */
export function readUnansweredAddress(params: URLSearchParams): { order: UnansweredOrder; page: number } {
  const page = params.get('trang') ?? '';
  return {
    order: params.get('sap-xep') === orderParams.newest ? 'newest' : 'most_asked',
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/** The address of `page` of the list in `order`; defaults left out. */
export function unansweredHref(order: UnansweredOrder, page = 1): string {
  const params = new URLSearchParams();
  if (order !== 'most_asked') params.set('sap-xep', orderParams[order]);
  if (page > 1) params.set('trang', String(page));
  const search = params.toString();
  return search ? `${unansweredPath}?${search}` : unansweredPath;
}
