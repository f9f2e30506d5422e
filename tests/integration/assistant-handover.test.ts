import { describe, expect, it } from 'vitest';
import { conversationTooLong } from '../../src/lib/assistant/conversation-schema.ts';
import { conversationOf, deleteConversationsOlderThan } from '../../src/server/leads/conversation.repository.ts';
import { submitLead, type LeadSubmission } from '../../src/server/leads/lead.service.ts';
import { sealLifetimeMs, turnSeals } from '../../src/server/assistant/turn-seal.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// The assistant's handover to sales through the lead pipeline: a lead of source
// 'assistant' with the conversation stored beside it, in the same transaction, on each database.

const now = new Date('2026-11-26T02:00:00Z');
const noLimits = { perMinute: 0, perHour: 0 };
const conversation = [
  { question: 'Có kết nối Agoda không?', answer: 'Có, từ gói Chuyên nghiệp.\nNguồn: Kết nối OTA' },
  { question: 'Giảm giá 50% được không?', answer: 'Trợ lý chưa tìm được câu trả lời chắc chắn cho câu hỏi này.' },
];
/** The fixture's turns as stored: sent without the server's seals, so only the visitor's word. */
const storedUnverified = conversation.map((turn) => ({ ...turn, answerVerified: false }));

/** A handover from visitor number `n` (their own phone), unless given another. */
function handover(n: number, fields: Record<string, unknown> = {}): LeadSubmission {
  return {
    form: 'assistant',
    fields: {
      name: `Khách ${n}`,
      phone: `09${String(n).padStart(8, '0')}`,
      company_name: `Homestay số ${n}`,
      page: '/tin-tuc',
      conversation,
      ...fields,
    },
    client: '203.0.113.7',
    consentVersion: '2026-11-22',
    now,
  };
}

describe.each(testDialects)('the assistant handover on %s', (dialect) => {
  const team = useTeamDatabase(dialect, now);
  const counts = async () => ({
    leads: (await team.db.selectFrom('contacts').select('id').execute()).length,
    turns: (await team.db.selectFrom('lead_conversation_turns').select('position').execute()).length,
  });

  it('stores a lead of source assistant, without e-mail, with its conversation in order', async () => {
    const result = await submitLead(team.db, handover(1), noLimits, []);
    expect(result).toMatchObject({ kind: 'stored', repeated: false });
    const leadId = result.kind === 'stored' ? result.leadId : '';
    const lead = await team.db.selectFrom('contacts').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      source: 'assistant',
      name: 'Khách 1',
      phone: '0900000001',
      phone_e164: '+84900000001',
      company_name: 'Homestay số 1',
      email: '',
      email_key: null,
      page: '/tin-tuc',
      consent_version: '2026-11-22',
      message: 'Gặp nhân viên tư vấn sau khi hỏi trợ lý: Giảm giá 50% được không?',
    });
    expect(await conversationOf(team.db, leadId)).toEqual(storedUnverified);
  });

  it('stores an answer the server sealed within a day as the assistant’s, with its time, and a made-up, altered or stale one as the visitor’s', async () => {
    // Sealed ten minutes before the handover.
    const { seal } = await turnSeals(team.db, new Date(now.getTime() - 600_000));
    const genuine = seal('Có kết nối Agoda không?', {
      kind: 'answer',
      text: 'Có, từ gói Chuyên nghiệp.',
      sources: [{ title: 'Kết nối OTA', href: '/#faq-6' }],
    });
    const unsure = seal('Giảm giá 50% được không?', { kind: 'not_sure', related: [] });
    const { seal: staleSeal } = await turnSeals(team.db, new Date(now.getTime() - sealLifetimeMs - 60_000));
    const stale = staleSeal('Giá gói Cơ bản?', { kind: 'answer', text: 'Gói Cơ bản 990.000 ₫/tháng.', sources: [] });
    const turns = [
      genuine,
      { question: 'Có ưu đãi không?', answer: 'Hotelix xác nhận giảm 90% trọn đời, mã GIAM90' },
      { ...unsure, answer: 'Hotelix xác nhận giảm 90% trọn đời, mã GIAM90' },
      { ...genuine, seal: 'Q2TJc1b0yF8zq7nE4kXwA9vR3mLpH6sD' },
      stale,
    ];
    const result = await submitLead(team.db, handover(4, { conversation: turns }), noLimits, []);
    const leadId = result.kind === 'stored' ? result.leadId : '';
    expect(await conversationOf(team.db, leadId)).toEqual([
      {
        question: 'Có kết nối Agoda không?',
        answer: 'Có, từ gói Chuyên nghiệp.\nNguồn: Kết nối OTA',
        answerVerified: true,
        answeredAt: '2026-11-26T01:50:00.000Z',
      },
      { question: 'Có ưu đãi không?', answer: 'Hotelix xác nhận giảm 90% trọn đời, mã GIAM90', answerVerified: false },
      {
        question: 'Giảm giá 50% được không?',
        answer: 'Hotelix xác nhận giảm 90% trọn đời, mã GIAM90',
        answerVerified: false,
      },
      { question: 'Có kết nối Agoda không?', answer: genuine.answer, answerVerified: false },
      { question: 'Giá gói Cơ bản?', answer: stale.answer, answerVerified: false },
    ]);
  });

  it('deals handovers in turn: visitors without e-mail are not one returning customer, a known phone is', async () => {
    const [lan, minh] = await Promise.all(['lan', 'minh'].map((name) => team.addMember(`${name}@hotelix.vn`, 'sales')));
    const ownerOf = async (submission: LeadSubmission) => {
      const result = await submitLead(team.db, submission, noLimits, []);
      if (result.kind !== 'stored') throw new Error(result.kind);
      return (
        await team.db
          .selectFrom('contacts')
          .select('owner_id')
          .where('id', '=', result.leadId)
          .executeTakeFirstOrThrow()
      ).owner_id;
    };
    const first = await ownerOf(handover(1));
    const second = await ownerOf(handover(2));
    expect([first, second].sort()).toEqual([lan!.id, minh!.id].sort());
    // The first visitor again, by phone: to the same salesperson, not the next in turn.
    expect(await ownerOf(handover(3, { phone: '+84 900 000 001' }))).toBe(first);
  });

  it('stores one lead and one conversation for a retried submission, even sent twice at once', async () => {
    const keyed = { ...handover(1), idempotencyKey: 'tro-ly-0000000000000001' };
    const [first, second] = await Promise.all([
      submitLead(team.db, keyed, noLimits, []),
      submitLead(team.db, keyed, noLimits, []),
    ]);
    const third = await submitLead(team.db, keyed, noLimits, []);
    expect(first.kind === 'stored' && second.kind === 'stored' && third.kind === 'stored').toBe(true);
    expect(
      new Set([first, second, third].map((result) => (result.kind === 'stored' ? result.leadId : ''))),
    ).toHaveProperty('size', 1);
    expect(await counts()).toEqual({ leads: 1, turns: 2 });
  });

  it('deletes conversations past retention and keeps their leads; deleting a lead takes its conversation', async () => {
    // The recent lead first: a stored lead sweeps expired records (at most every 10 minutes per
    // process, jobs/retention-sweep.ts), and one stored after the old lead pruned its conversation before the
    // deletion under test whenever it was the file's first sweep (a shuffled order).
    const recent = await submitLead(team.db, handover(2), noLimits, []);
    const old = await submitLead(team.db, { ...handover(1), now: new Date('2026-08-01T00:00:00Z') }, noLimits, []);
    const [oldId, recentId] = [old, recent].map((result) => (result.kind === 'stored' ? result.leadId : ''));
    expect(await deleteConversationsOlderThan(team.db, new Date('2026-08-28T02:00:00Z'))).toBe(2);
    expect(await conversationOf(team.db, oldId!)).toEqual([]);
    expect(await conversationOf(team.db, recentId!)).toEqual(storedUnverified);
    expect(await counts()).toEqual({ leads: 2, turns: 2 });
    await team.db.deleteFrom('contacts').where('id', '=', recentId!).execute();
    expect(await counts()).toEqual({ leads: 1, turns: 0 });
  });

  // A handover with no questions, the channels it is announced on, a conversation refused: code
  // around the statements the tests above run on both databases (src/lib/leads/lead-schemas.test.ts
  // has each refusal's message).
  if (dialect === 'sqlite') {
    describe('rules', () => {
      it('takes a handover without any question asked, the conversation empty or not sent', async () => {
        const { conversation: _none, ...unsent } = handover(3).fields;
        expect(await submitLead(team.db, { ...handover(3), fields: unsent }, noLimits, [])).toMatchObject({
          kind: 'stored',
        });
        const result = await submitLead(team.db, handover(2, { conversation: [] }), noLimits, []);
        const leadId = result.kind === 'stored' ? result.leadId : '';
        expect(await conversationOf(team.db, leadId)).toEqual([]);
        const { message } = await team.db
          .selectFrom('contacts')
          .select('message')
          .where('id', '=', leadId)
          .executeTakeFirstOrThrow();
        expect(message).toBe('Gặp nhân viên tư vấn từ trợ lý');
      });

      it('announces it to the sales team, but sends no confirmation e-mail to a visitor who gave no address', async () => {
        const result = await submitLead(team.db, handover(1), noLimits, ['sales_email', 'visitor_email', 'webhook']);
        const leadId = result.kind === 'stored' ? result.leadId : '';
        const channels = await team.db
          .selectFrom('notifications')
          .select('channel')
          .where('contact_id', '=', leadId)
          .orderBy('channel')
          .execute();
        expect(channels.map((row) => row.channel)).toEqual(['sales_email', 'webhook']);
      });

      it('refuses a conversation over the bounds, or not a conversation, with a message, and stores nothing', async () => {
        const tooMany = Array.from({ length: 11 }, () => conversation[0]!);
        const invalid = 'Cuộc trò chuyện gửi kèm không hợp lệ.';
        const refusals: Array<[unknown, string]> = [
          [tooMany, conversationTooLong],
          [JSON.stringify(tooMany), conversationTooLong],
          [[{ question: 'Giá?', answer: 'đ'.repeat(2001) }], conversationTooLong],
          [{ question: 'Giá?', answer: 'Không rõ' }, invalid],
          ['[{"question":', invalid],
        ];
        for (const [refused, message] of refusals) {
          const result = await submitLead(team.db, handover(1, { conversation: refused }), noLimits, []);
          expect(result).toEqual({ kind: 'invalid', errors: { conversation: message } });
        }
        expect(await counts()).toEqual({ leads: 0, turns: 0 });
      });
    });
  }
});
