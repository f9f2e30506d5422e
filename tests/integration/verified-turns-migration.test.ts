import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { conversationOf } from '../../src/server/leads/conversation.repository.ts';
import { sampleLeadBeforeRetention as sampleLead } from '../fixtures/sample-lead.ts';
import { useDatabaseBefore } from './database-before.ts';
import { testDialects } from './test-databases.ts';

// Handovers stored before the server sealed the assistant's turns keep their words after the upgrade,
// read as what the visitor's browser sent: nothing ever proved them the assistant's.

describe.each(testDialects)('the verified-turns migration on %s', (dialect) => {
  const upgrade = useDatabaseBefore(dialect, '202612061000');

  it('keeps the conversations already handed over, as unverified answers', async () => {
    const { db, old } = upgrade;
    const at = sampleLead.created_at;
    await old
      .insertInto('contacts')
      .values({ ...sampleLead, source: 'assistant', email: '', email_key: null })
      .execute();
    await old
      .insertInto('lead_conversation_turns')
      .values([
        { contact_id: sampleLead.id, position: 0, question: 'Có kết nối Agoda không?', answer: 'Có.', created_at: at },
        {
          contact_id: sampleLead.id,
          position: 1,
          question: 'Giảm giá?',
          answer: 'Giảm 90%, mã GIAM90',
          created_at: at,
        },
      ])
      .execute();

    expect(await migrateToLatest(old)).toContain('202612061000_verified_turns');

    expect(await conversationOf(db, sampleLead.id)).toEqual([
      { question: 'Có kết nối Agoda không?', answer: 'Có.', answerVerified: false },
      { question: 'Giảm giá?', answer: 'Giảm 90%, mã GIAM90', answerVerified: false },
    ]);
  });
});
