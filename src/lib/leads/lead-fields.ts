// The inputs the lead forms share; each form's inputs, in order, are in its view (forms/*-view.ts).

/** One input of a lead form. */
export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'number' | 'textarea';
  autoComplete?: string;
  optional?: boolean;
}

export const hotel: FieldSpec = {
  name: 'company_name',
  label: 'Tên khách sạn',
  type: 'text',
  autoComplete: 'organization',
};
export const person: FieldSpec = { name: 'name', label: 'Họ và tên', type: 'text', autoComplete: 'name' };
export const email: FieldSpec = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' };
export const phone: FieldSpec = { name: 'phone', label: 'Số điện thoại', type: 'tel', autoComplete: 'tel' };
