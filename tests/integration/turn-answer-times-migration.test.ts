import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { conversationOf } from '../../src/server/leads/conversation.repository.ts';
import { sampleLeadBeforeRetention as sampleLead } from '../fixtures/sample-lead.ts';
import { useDatabaseBefore } from './database-before.ts';
import { testDialects } from './test-databases.ts';

// Answers verified by the first seals (question and answer alone, given to earlier answers the browser
// could have made up and the model repeated) prove nothing now: after the upgrade every conversation
// stored before keeps its words and reads as the visitor's, with no time.

describe.each(testDialects)('the turn-answer-times migration on %s', (dialect) => {
  const upgrade = useDatabaseBefore(dialect, '202612071000');

  it('keeps the conversations already handed over, every answer unverified', async () => {
    const { db, old } = upgrade;
    const at = sampleLead.created_at;
    await old
      .insertInto('contacts')
      .values({ ...sampleLead, source: 'assistant', email: '', email_key: null })
      .execute();
    const turn = { contact_id: sampleLead.id, created_at: at };
    await old
      .insertInto('lead_conversation_turns')
      .values([
        { ...turn, position: 0, question: 'Có kết nối Agoda không?', answer: 'Có.', answer_verified: 1 },
        { ...turn, position: 1, question: 'Ưu đãi?', answer: 'Miễn phí trọn đời, mã GIAM90', answer_verified: 1 },
        { ...turn, position: 2, question: 'Giảm giá?', answer: 'Giảm 90%', answer_verified: 0 },
      ])
      .execute();

    expect(await migrateToLatest(old)).toContain('202612071000_turn_answer_times');

    expect(await conversationOf(db, sampleLead.id)).toEqual([
      { question: 'Có kết nối Agoda không?', answer: 'Có.', answerVerified: false },
      { question: 'Ưu đãi?', answer: 'Miễn phí trọn đời, mã GIAM90', answerVerified: false },
      { question: 'Giảm giá?', answer: 'Giảm 90%', answerVerified: false },
    ]);
  });
});
