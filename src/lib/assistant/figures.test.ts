import { describe, expect, it } from 'vitest';
import { faqItems } from '../../content/landing/faq';
import { planPriceLabel, pricingPlans, type PricingPlan } from '../../content/pricing-plans';
import { productPriceSentence } from '../products';
import { ungroundedFigures } from './figures';

const plan = 'Gói Chuyên nghiệp\n1.200.000 ₫/tháng. Cho khách sạn đang phát triển. Trả trước 12 tháng giảm 10%.';

describe('ungroundedFigures', () => {
  it('accepts a price, a percentage and a month count the passage holds, however written', () => {
    expect(ungroundedFigures('Dạ, gói Chuyên nghiệp 1.200.000 ₫ mỗi tháng, trả trước giảm 10%.', plan)).toEqual([]);
    expect(ungroundedFigures('Khoảng 1,2 triệu đồng/tháng, tức 1200000đ.', plan)).toEqual([]);
  });

  it('names a price, a discount and a large number the passage does not hold', () => {
    expect(ungroundedFigures('Anh/chị được giảm 50% còn 990.000 ₫, hoặc 2 triệu cho năm 2027.', plan)).toEqual([
      '50%',
      '990.000 ₫',
      '2 triệu',
      '2027',
    ]);
    expect(ungroundedFigures('Chỉ $49 mỗi tháng', plan)).toEqual(['$49']);
    expect(ungroundedFigures('Gọi 1900 6868 để được giảm năm phần trăm', plan)).toEqual([
      '1900',
      '6868',
      'năm phần trăm',
    ]);
  });

  it('lets small bare numbers through: rooms, days, steps', () => {
    expect(ungroundedFigures('Khách sạn 35 phòng lắp trong 2 ngày, hỗ trợ 24/7, 3 bước.', plan)).toEqual([]);
  });

  it('does not read a word beginning with a unit letter as a unit', () => {
    expect(ungroundedFigures('5 khách, 3 đêm, 7 tầng', plan)).toEqual([]);
  });
});

// The passages as the site gives them to the model: each its page's title, then its text, in the
// words the content uses (the plans' cards, a product's price sentence, the FAQ's answers).
const professional = pricingPlans.find((candidate) => candidate.id === 'professional')!;
const basic = pricingPlans.find((candidate) => candidate.id === 'basic')!;
const planPassage = (card: PricingPlan) =>
  `${card.name}\n${card.name}\n${planPriceLabel(card)}${card.period}. ${card.description}\n${card.features.join('\n')}`;
const lockQuote = {
  param: 'khoa',
  unit: 'bộ',
  unitPriceVnd: 3_200_000,
  installationVndPerUnit: 250_000,
  defaultPerRoom: 1,
};
const lock = `Khóa thông minh\n${productPriceSentence('Khóa thông minh', lockQuote)}`;
const faq = (start: string) => {
  const item = faqItems.find((candidate) => candidate.question.startsWith(start))!;
  return `${item.question}\n${item.answer}`;
};
const payment = faq('Tôi thanh toán');
const warranty = faq('Thiết bị phần cứng');
const passages = [planPassage(basic), planPassage(professional), lock, payment, warranty];

describe('ungroundedFigures with the units and subjects of the site’s passages', () => {
  it('refuses a discount where the passages have months: giảm 10% is not “giá 10 tháng”', () => {
    expect(payment).toContain('trả trước một năm với giá 10 tháng');
    expect(ungroundedFigures('Dạ, giảm 10% cho mọi gói.', passages, 'Trả trước một năm có được giảm không?')).toEqual([
      '10%',
    ]);
    expect(ungroundedFigures('Dạ, trả trước một năm được giảm mười phần trăm.', passages)).toEqual(['mười phần trăm']);
  });

  it('refuses a price the passages give to something else: 250.000 ₫ is the lock’s installation, not the lock', () => {
    expect(lock).toBe(
      'Khóa thông minh\nGiá Khóa thông minh: từ 3.200.000\u00a0₫/bộ, lắp đặt 250.000\u00a0₫/bộ, chưa gồm VAT.',
    );
    const question = 'Khóa thông minh giá bao nhiêu?';
    for (const answer of [
      'khóa thông minh chỉ 250.000 ₫/bộ, đã gồm lắp đặt và VAT',
      'Dạ, khóa thông minh: 250.000 ₫/bộ.',
      'Dạ, khóa thông minh rất bền, chỉ 250.000 ₫ mỗi bộ.',
      // Nothing in the answer says what it prices: it answers the question, which asks for the lock.
      'Dạ, chỉ 250.000 ₫/bộ, đã gồm lắp đặt và VAT.',
      'Dạ, gói Cơ bản 1.200.000 ₫/tháng.',
    ]) {
      expect(ungroundedFigures(answer, passages, question), answer).toHaveLength(1);
    }
  });

  it('refuses a price for another period: the plan is 1.200.000 ₫ a month, not a year', () => {
    expect(ungroundedFigures('Dạ, gói Chuyên nghiệp 1.200.000 ₫/năm.', passages)).toEqual(['1.200.000 ₫']);
    expect(ungroundedFigures('Dạ, gói Chuyên nghiệp 1,2 triệu đồng mỗi năm.', passages)).toEqual(['1,2 triệu đồng']);
  });

  it('refuses a figure described by a word its passage does not say of it: what it includes, what else it prices', () => {
    for (const [answer, figure] of [
      // The answer reordered: the passage's 250.000 ₫ is the installation, and it says 'chưa gồm'.
      ['Khóa thông minh đã gồm lắp đặt chỉ 250.000 ₫/bộ.', '250.000 ₫'],
      ['Khóa thông minh giá 3.200.000 ₫/bộ đã gồm VAT.', '3.200.000 ₫'],
      // 'lắp đặt' is what the passage says its other price is for.
      ['Lắp đặt khóa thông minh 3.200.000 ₫/bộ.', '3.200.000 ₫'],
      ['Khóa thông minh miễn phí lắp đặt, giá 3.200.000 ₫/bộ.', '3.200.000 ₫'],
    ]) {
      expect(ungroundedFigures(answer!, passages), answer).toEqual([figure]);
    }
  });

  it('refuses a discount given a scope its passage does not: every plan, for life', () => {
    const yearly = 'Ưu đãi\nThanh toán theo năm được giảm 10%.';
    for (const answer of [
      'Mọi gói đều được giảm 10% trọn đời.',
      'Tất cả các gói được giảm 10%.',
      'Các gói đều được giảm 10%.',
    ]) {
      expect(ungroundedFigures(answer, [...passages, yearly]), answer).toEqual(['10%']);
    }
    expect(ungroundedFigures('Dạ, thanh toán theo năm anh/chị được giảm 10% ạ.', [...passages, yearly])).toEqual([]);
  });

  it('holds a code to the passages as written: letters with digits stuck to them', () => {
    expect(ungroundedFigures('Dạ, nhập mã GIAM90 để được giảm.', passages)).toEqual(['GIAM90']);
    expect(ungroundedFigures('Dạ, mã GIAM-90 áp dụng cho mọi gói.', passages)).toEqual(['GIAM-90']);
    const code = 'Ưu đãi\nNhập mã HOTELIX2026 khi đăng ký.';
    expect(ungroundedFigures('Dạ, anh/chị nhập mã hotelix2026 khi đăng ký.', [...passages, code])).toEqual([]);
    // Quantities and units are no codes: square metres (NFKC reads 'm²' as 'm2'), '500k', '8h30', '4G'.
    const units = 'Phòng 25 m², gói Cơ bản 500k/tháng, lễ tân từ 8h30, thêm đường 4G.'.normalize('NFKC');
    expect(ungroundedFigures(units, passages)).toEqual([]);
  });

  it('accepts true paraphrases of the site’s prices, periods and figures', () => {
    for (const answer of [
      'Dạ, khóa thông minh giá từ 3.200.000 ₫/bộ, lắp đặt 250.000 ₫/bộ, chưa gồm VAT [1].',
      'Dạ, khóa thông minh có giá 3,2 triệu đồng một bộ, cộng phí lắp đặt 250.000 ₫ mỗi bộ.',
      'Khóa thông minh giá 3.200.000 ₫/bộ và 250.000 ₫ tiền lắp đặt.',
      'Phí lắp đặt khóa thông minh là 250.000 ₫/bộ.',
      'Dạ, về lắp đặt, mỗi bộ 250.000 ₫.',
      'Dạ, gói Chuyên nghiệp có giá 1.200.000 ₫/tháng, gói Cơ bản 500.000 ₫/tháng.',
      'Gói Cơ bản giá 500k một tháng còn gói Chuyên nghiệp 1,2 triệu.',
      'Dạ, trả trước 1 năm anh/chị chỉ trả giá 10 tháng.',
      'Khóa thông minh được bảo hành 12 tháng; khách sạn 40 phòng lắp trong 2–3 ngày.',
      'Gói Chuyên nghiệp 1.200.000 ₫/tháng cho khách sạn đang phát triển.',
      'Phí hàng tháng của gói Chuyên nghiệp là 1.200.000 ₫.',
      'Khóa thông minh giá 3.200.000 ₫/bộ chưa gồm VAT.',
      'Lắp đặt khóa thông minh 250.000 ₫/bộ, chưa gồm VAT.',
    ]) {
      expect(ungroundedFigures(answer, passages), answer).toEqual([]);
    }
    expect(ungroundedFigures('Dạ, chỉ 250.000 ₫/bộ ạ.', passages, 'Lắp đặt khóa mất bao nhiêu tiền?')).toEqual([]);
  });
});
