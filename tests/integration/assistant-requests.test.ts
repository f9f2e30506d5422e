// What an owner asks to have done (a demo, a call, a quote, which plan) is answered with the page
// that does it, filled in, on both databases and without a model: the next free demo times as links
// that open the form on them, the company's own hotline and Zalo, the quote for the rooms given, the
// plan the pricing list fits to them. Nothing is kept as unanswered.
import { describe, expect, it } from 'vitest';
import { freeDays } from '../../src/server/booking/index.ts';
import { currentSite } from '../../src/server/settings/index.ts';
import { finalReply } from './assistant-replies.ts';
import { useShippedDatabase } from './shipped-content-database.ts';
import { testDialects } from './test-databases.ts';

// A Thursday, 10:00 in Vietnam: the office is open and the next days have free times.
const now = new Date('2026-12-03T03:00:00Z');

describe.each(testDialects)('requests to the assistant on %s', (dialect) => {
  const shared = useShippedDatabase(dialect, now);

  // Kept as the endpoint keeps it, so 'nothing kept as unanswered' can fail.
  const ask = (question: string) =>
    finalReply(shared.db, question, now, { keepUnanswered: true, freeTimes: (at) => freeDays(shared.db, at) });

  it("answers 'toi muon dat lich demo' with the booking page and its next three free times, each a link to book it", async () => {
    const { reply } = await ask('toi muon dat lich demo');
    expect(reply.kind).toBe('answer');
    if (reply.kind !== 'answer') return;
    expect(reply.sources[0]).toEqual({ title: 'Đặt lịch demo', href: '/dat-lich-demo' });
    const slots = reply.sources.slice(1);
    expect(slots).toHaveLength(3);
    for (const slot of slots) {
      expect(slot.href).toMatch(/^\/dat-lich-demo\?gio=2026-12-\d\dT\d\d:\d\d$/);
      expect(slot.title).toMatch(/^Thứ (Hai|Ba|Tư|Năm|Sáu|Bảy), \d\d\/12 · \d\d:\d\d$/u);
      expect(reply.text).toContain(slot.title);
    }
    expect(reply.text).toMatch(/^Anh\/chị chọn giờ xem demo với nhân viên tư vấn ở trang Đặt lịch demo/u);
    const kept = await shared.db.selectFrom('assistant_unanswered').select('question').execute();
    expect(kept).toEqual([]);
  });

  it("answers 'goi cho tu van' with the company's hotline and Zalo as saved, and offers a person", async () => {
    const site = await currentSite(shared.db);
    const { reply, handover } = await ask('cho em xin sdt tu van');
    expect(handover).toBe(true);
    expect(reply).toMatchObject({ kind: 'answer', sources: [{ title: 'Liên hệ', href: '/contact' }] });
    expect(reply.kind === 'answer' && reply.text).toContain(`hotline ${site.hotline.display}`);
    expect(reply.kind === 'answer' && reply.text).toContain(`Zalo ${site.zaloDisplay}`);
  });

  it("answers 'báo giá cho 40 phòng' with the quote page filled in for 40 rooms, a named device with it alone", async () => {
    expect((await ask('báo giá cho 40 phòng')).reply).toMatchObject({
      kind: 'answer',
      sources: [{ title: 'Báo giá cho 40 phòng', href: '/bao-gia?phong=40' }],
    });
    expect((await ask('bao gia lap khoa thong minh cho 25 phong')).reply).toMatchObject({
      sources: [{ title: 'Báo giá cho 25 phòng', href: '/bao-gia?phong=25&sp=khoa' }],
    });
    // Two devices named, or one not wanted: the whole quote, not one device alone.
    for (const question of [
      'báo giá khóa thông minh và thẻ từ cho 40 phòng',
      'báo giá 40 phòng, không cần khóa thông minh',
    ])
      expect((await ask(question)).reply, question).toMatchObject({ sources: [{ href: '/bao-gia?phong=40' }] });
  });

  it('declines a discount asked for, with the yearly term the pricing list gives and a person offered', async () => {
    const { reply, handover } = await ask('tháng này có khuyến mãi gì không ad');
    expect(handover).toBe(true);
    expect(reply).toMatchObject({ kind: 'not_sure', related: [{ title: 'Bảng giá', href: '/#pricing' }] });
    expect(reply.kind === 'not_sure' && reply.text).toContain('trả trước một năm: giá 10 tháng');
    // Asked of the yearly payment, FAQ 4 answers it.
    expect((await ask('tra truoc mot nam co duoc giam gia khong')).reply).toMatchObject({
      kind: 'answer',
      sources: [{ href: '/#faq-4' }],
    });
  });

  it("answers 'nên dùng gói nào cho 80 phòng' with the plan the pricing list fits to 80 rooms, and the quote for them", async () => {
    const { reply } = await ask('nên dùng gói nào cho 80 phòng');
    expect(reply).toMatchObject({
      kind: 'answer',
      text: 'Với 80 phòng, gói phù hợp là Gói Chuyên nghiệp (tối đa 100 phòng): 1.200.000\u00a0₫/tháng chưa gồm VAT. Trang Báo giá tính cả thiết bị cho 80 phòng.',
      sources: [
        { title: 'Gói Chuyên nghiệp', href: '/#pricing' },
        { title: 'Báo giá cho 80 phòng', href: '/bao-gia?phong=80' },
      ],
    });
    const planOf = async (question: string) => {
      const { reply } = await ask(question);
      return reply.kind === 'answer' ? reply.sources[0]?.title : 'not sure';
    };
    expect(await planOf('ks 12 phong chon goi nao')).toBe('Gói Cơ bản');
    expect(await planOf('resort 300 phong nen dung goi nao')).toBe('Gói Doanh nghiệp');
  });
});
