// What the assistant keeps, on both databases: the day's count
// of model answers shared by two server instances, the unanswered questions (personal data removed,
// grouped for the editors) and their deletion after ASSISTANT_RETENTION_DAYS.
import { describe, expect, it } from 'vitest';
import { vietnamDateOf } from '../../src/lib/vietnam-time.ts';
import { pruneAssistantRecords } from '../../src/server/assistant/assistant-retention.ts';
import { underDailyCap } from '../../src/server/assistant/daily-cap.ts';
import { modelAnswersOn } from '../../src/server/assistant/daily-answers.repository.ts';
import { loadUnansweredReport, recordUnanswered } from '../../src/server/assistant/unanswered-questions.ts';
import { createDb } from '../../src/server/db/client.ts';
import { sweepExpired } from '../../src/server/jobs/retention-sweep.ts';
import { useMigratedDatabase } from './migrated-database.ts';
import { createTestDatabase, testDialects } from './test-databases.ts';

const now = new Date('2026-12-03T03:00:00Z');
const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);

describe.each(testDialects)('the assistant’s records on %s', (dialect) => {
  const migrated = useMigratedDatabase(dialect);

  it('lets two instances sharing the database take exactly the day’s model answers between them', async () => {
    const database = await createTestDatabase(dialect, 'migrated');
    const [first, second] = [createDb(database.config), createDb(database.config)];
    try {
      const asks = Array.from({ length: 20 }, (_, index) => underDailyCap(index % 2 ? first : second, now, 15));
      const taken = (await Promise.all(asks)).filter(Boolean);
      expect(taken).toHaveLength(15);
      expect(await modelAnswersOn(first, vietnamDateOf(now))).toBe(20);
      // The next day starts again; a cap of 0 never asks the model, nor counts.
      expect(await underDailyCap(second, new Date(now.getTime() + dayMs), 15)).toBe(true);
      expect(await underDailyCap(second, now, 0)).toBe(false);
      expect(await modelAnswersOn(first, vietnamDateOf(now))).toBe(20);
    } finally {
      await first.destroy();
      await second.destroy();
      await database.dispose();
    }
  });

  it('stops writing a count per question once this instance has seen the day’s answers all taken', async () => {
    const { db } = migrated;
    const taken = [];
    for (let question = 0; question < 10; question++) taken.push(await underDailyCap(db, now, 3));
    expect(taken).toEqual([true, true, true, false, false, false, false, false, false, false]);
    // The third took the last answer: none after it was counted. A higher cap asks the database again.
    expect(await modelAnswersOn(db, vietnamDateOf(now))).toBe(3);
    expect(await underDailyCap(db, now, 5)).toBe(true);
    expect(await modelAnswersOn(db, vietnamDateOf(now))).toBe(4);
  });

  it('keeps an unanswered question’s text alone, without phone numbers or e-mail addresses', async () => {
    const { db } = migrated;
    await recordUnanswered(db, 'Em là Lan, số 0912 345 678, mail lan@khachsan.vn: có cho thuê máy POS không?', now);
    expect(await db.selectFrom('assistant_unanswered').selectAll().execute()).toEqual([
      {
        asked_on: '2026-12-03',
        folded: 'em la lan so so dien thoai mail email co cho thue may pos khong',
        question: 'Em là Lan, số [số điện thoại], mail [email]: có cho thuê máy POS không?',
        times_asked: 1,
      },
    ]);
  });

  it('groups wordings of one question for the editors, most asked or newest first, twenty a page', async () => {
    const { db } = migrated;
    await recordUnanswered(db, 'Có kết nối Agoda không?', daysAgo(3));
    await recordUnanswered(db, 'co ket noi agoda khong', daysAgo(3));
    await recordUnanswered(db, 'CÓ KẾT NỐI AGODA KHÔNG', daysAgo(1));
    await recordUnanswered(db, 'Có cho thuê máy POS không?', now);
    for (let n = 1; n <= 20; n++) await recordUnanswered(db, `Câu hỏi lạ số ${n}`, daysAgo(10));

    const mostAsked = await loadUnansweredReport(db, 'most_asked', 1);
    expect(mostAsked).toMatchObject({ total: 22, page: 1, pageCount: 2, order: 'most_asked' });
    expect(mostAsked.questions).toHaveLength(20);
    expect(mostAsked.questions.slice(0, 2)).toEqual([
      {
        folded: 'co ket noi agoda khong',
        question: 'CÓ KẾT NỐI AGODA KHÔNG',
        asked: 3,
        lastAsked: vietnamDateOf(daysAgo(1)),
      },
      {
        folded: 'co cho thue may pos khong',
        question: 'Có cho thuê máy POS không?',
        asked: 1,
        lastAsked: '2026-12-03',
      },
    ]);
    const newest = await loadUnansweredReport(db, 'newest', 1);
    expect(newest.questions.slice(0, 2).map((question) => question.question)).toEqual([
      'Có cho thuê máy POS không?',
      'CÓ KẾT NỐI AGODA KHÔNG',
    ]);
    // A page past the last shows the last.
    const last = await loadUnansweredReport(db, 'most_asked', 9);
    expect(last.page).toBe(2);
    expect(last.questions).toHaveLength(2);
  });

  it('deletes questions and day counts older than the retention, through the housekeeping sweep', async () => {
    const { db } = migrated;
    await recordUnanswered(db, 'Câu hỏi 91 ngày trước', daysAgo(91));
    await recordUnanswered(db, 'Câu hỏi 89 ngày trước', daysAgo(89));
    await underDailyCap(db, daysAgo(91), 10);
    await underDailyCap(db, daysAgo(89), 10);

    expect(await pruneAssistantRecords(db, now, 90)).toEqual({
      unanswered_questions: 1,
      daily_answer_counts: 1,
      lead_conversations: 0,
    });
    expect(
      (await db.selectFrom('assistant_unanswered').select('question').execute()).map((row) => row.question),
    ).toEqual(['Câu hỏi 89 ngày trước']);
    // The sweep after a lead or a reply runs the same deletion with ASSISTANT_RETENTION_DAYS (90 here);
    // it runs at most once per 10 minutes for a database.
    await sweepExpired(db, new Date(now.getTime() + 2 * dayMs));
    expect(await db.selectFrom('assistant_unanswered').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('assistant_daily_answers').selectAll().execute()).toEqual([]);
  });
});
