import { describe, expect, it } from 'vitest';
import { buildQuoteCatalogue, suggestedPlan } from './quote-catalogue.ts';
import { estimateQuote } from './estimate-quote.ts';
import { parseQuoteValues, type QuoteInput } from './quote-input.ts';
import { testCatalogue } from './quote-fixture.ts';

const input = (rooms: number, more: Partial<QuoteInput> = {}): QuoteInput => ({
  rooms,
  plan: undefined,
  billing: 'thang',
  quantities: {},
  ...more,
});

describe('suggestedPlan', () => {
  it('follows the plans’ room limits: ≤ 20 Cơ bản, ≤ 100 Chuyên nghiệp, above Doanh nghiệp', () => {
    const at = (rooms: number) => suggestedPlan(testCatalogue, rooms).id;
    expect([at(1), at(20), at(21), at(100), at(101), at(2000)]).toEqual([
      'basic',
      'basic',
      'professional',
      'professional',
      'enterprise',
      'enterprise',
    ]);
  });
});

describe('estimateQuote', () => {
  it('counts hardware per room by default, with installation only where it costs something', () => {
    const estimate = estimateQuote(input(35), testCatalogue);
    expect(estimate.lines.map((line) => [line.label, line.quantity, line.amountVnd])).toEqual([
      ['Khóa thông minh', 35, 105_000_000],
      ['Lắp đặt khóa thông minh', 35, 7_000_000],
      ['Thẻ từ RFID', 70, 1_050_000],
    ]);
    expect(estimate.oneTimeVnd).toBe(113_050_000);
  });

  it('uses the quantities typed, leaves out a product set to 0', () => {
    const estimate = estimateQuote(input(35, { quantities: { khoa: 0, the: 100 } }), testCatalogue);
    expect(estimate.lines).toEqual([
      {
        kind: 'hardware',
        product: 'the',
        label: 'Thẻ từ RFID',
        quantity: 100,
        unit: 'thẻ',
        unitPriceVnd: 15_000,
        amountVnd: 1_500_000,
      },
    ]);
  });

  it('bills twelve months monthly, and the pricing list’s ten months yearly with the saving', () => {
    const monthly = estimateQuote(input(35, { quantities: { khoa: 0, the: 0 } }), testCatalogue).software;
    expect(monthly).toMatchObject({
      planId: 'professional',
      amountVnd: 1_200_000,
      firstYearVnd: 14_400_000,
      yearlySavingVnd: null,
    });
    const yearly = estimateQuote(
      input(35, { billing: 'nam', quantities: { khoa: 0, the: 0 } }),
      testCatalogue,
    ).software;
    expect(yearly).toMatchObject({ amountVnd: 12_000_000, firstYearVnd: 12_000_000, yearlySavingVnd: 2_400_000 });
  });

  it('totals the first year and its share per room and month, rounded half up to the đồng', () => {
    // 7 rooms, no hardware, Cơ bản monthly: 6,000,000 / 84 = 71,428.57… → 71,429.
    const estimate = estimateQuote(input(7, { quantities: { khoa: 0, the: 0 } }), testCatalogue);
    expect(estimate.firstYearVnd).toBe(6_000_000);
    expect(estimate.perRoomPerMonthVnd).toBe(71_429);
    // 16 rooms: 6,000,000 / 192 = 31,250 exactly.
    expect(estimateQuote(input(16, { quantities: { khoa: 0, the: 0 } }), testCatalogue).perRoomPerMonthVnd).toBe(
      31_250,
    );
    const halves = buildQuoteCatalogue(
      [
        { id: 'basic', name: 'Gói Cơ bản', monthlyPriceVnd: 1, maxRooms: 20 },
        { id: 'enterprise', name: 'Gói Doanh nghiệp', monthlyPriceVnd: null, maxRooms: null },
      ],
      [],
      10,
    );
    // 2 rooms, 1 đồng a month: 12 / 24 = 0.5 → 1.
    expect(estimateQuote(input(2), halves).perRoomPerMonthVnd).toBe(1);
  });

  it('shows no software figure, total or share for Doanh nghiệp, but still prices the hardware', () => {
    const estimate = estimateQuote(input(2000), testCatalogue);
    expect(estimate.software).toMatchObject({ planId: 'enterprise', amountVnd: null, firstYearVnd: null });
    expect(estimate.firstYearVnd).toBeNull();
    expect(estimate.perRoomPerMonthVnd).toBeNull();
    expect(estimate.oneTimeVnd).toBe(2000 * 3_200_000 + 4000 * 15_000);
  });

  it('raises a plan too small for the rooms to the suggested one, and keeps a larger plan asked for', () => {
    expect(estimateQuote(input(35, { plan: 'basic' }), testCatalogue)).toMatchObject({
      planRaised: true,
      software: { planId: 'professional' },
    });
    expect(estimateQuote(input(10, { plan: 'professional' }), testCatalogue)).toMatchObject({
      planRaised: false,
      software: { planId: 'professional' },
    });
  });

  it('prices the largest hotel and order without losing a đồng', () => {
    const estimate = estimateQuote(
      input(2000, { plan: 'enterprise', quantities: { khoa: 20_000, the: 20_000 } }),
      testCatalogue,
    );
    expect(estimate.oneTimeVnd).toBe(20_000 * 3_200_000 + 20_000 * 15_000);
    expect(Number.isSafeInteger(estimate.oneTimeVnd)).toBe(true);
  });
});

describe('parseQuoteValues', () => {
  const parse = (values: Record<string, string>) => parseQuoteValues(values, testCatalogue);

  it('refuses 0 rooms, more than 2,000, decimals and hex with one message; asks for a missing count', () => {
    for (const phong of ['0', '2001', '3.5', '0x10', '1e3', '-4', 'ba mươi'])
      expect(parse({ phong })).toEqual({ ok: false, errors: { phong: 'Số phòng phải là số nguyên từ 1 đến 2.000.' } });
    expect(parse({ phong: ' ' })).toEqual({ ok: false, errors: { phong: 'Vui lòng nhập số phòng.' } });
  });

  it('takes 1 and 2,000 rooms, blank quantities as the default and 0 as none', () => {
    expect(parse({ phong: '1' })).toMatchObject({ ok: true, input: { rooms: 1, quantities: { khoa: undefined } } });
    expect(parse({ phong: ' 2000 ', khoa: '0', the: '' })).toMatchObject({
      ok: true,
      input: { rooms: 2000, quantities: { khoa: 0, the: undefined } },
    });
  });

  it('refuses a quantity above 20,000 or not a whole number', () => {
    expect(parse({ phong: '10', the: '20001' })).toEqual({
      ok: false,
      errors: { the: 'Số lượng phải là số nguyên từ 0 đến 20.000.' },
    });
    expect(parse({ phong: '10', khoa: '2,5' })).toMatchObject({ ok: false, errors: { khoa: expect.any(String) } });
  });

  it('falls back to the suggestion and monthly billing for an unknown plan or period in a link', () => {
    expect(parse({ phong: '10', goi: 'trial', ky: 'tuan' })).toMatchObject({
      ok: true,
      input: { plan: undefined, billing: 'thang' },
    });
  });
});
