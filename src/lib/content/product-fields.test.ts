import { describe, expect, it } from 'vitest';
import { emptyProduct, productDraftSchema, productPublishSchema } from './product-fields.ts';

describe('product warranty and installation fields', () => {
  it('reads a draft saved before the fields existed as empty, and refuses a wrong type or an overlong text', () => {
    const { warranty: _w, installation: _i, ...older } = emptyProduct;
    const read = productDraftSchema.safeParse(older);
    expect(read.success && [read.data.warranty, read.data.installation]).toEqual(['', '']);
    expect(productDraftSchema.safeParse({ ...emptyProduct, warranty: 12 }).success).toBe(false);
    expect(productDraftSchema.safeParse({ ...emptyProduct, installation: 'x'.repeat(301) }).success).toBe(false);
  });

  it('asks for both before publishing, in Vietnamese', () => {
    const result = productPublishSchema.safeParse({ ...emptyProduct, warranty: ' ', installation: '' });
    const messages = result.success
      ? []
      : result.error.issues.filter((issue) => ['warranty', 'installation'].includes(String(issue.path[0])));
    expect(messages.map((issue) => issue.message)).toEqual([
      'Hãy ghi thời hạn và điều kiện bảo hành (ít nhất 10 ký tự).',
      'Hãy ghi nơi lắp đặt và những gì phí lắp đặt đã gồm (ít nhất 10 ký tự).',
    ]);
  });
});
