import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The site speaks to a visitor as 'anh/chị', never 'bạn' (decisions.md, "Voice and phone numbers").
// Every text file under src/ is read, so a new page, component, message, e-mail or article is
// checked without being listed; only the staff's own areas are left out, each with its reason.

const root = path.resolve(import.meta.dirname, '..');

/** Folders and files only staff read (sign-in, inbox, editor, dashboard): they may say 'bạn'. */
const staffOnly: Record<string, string> = {
  'src/pages/admin/': 'the back office',
  'src/components/admin/': 'the back office',
  'src/components/content/': 'the article and product editors',
  'src/components/dashboard/': "the manager's dashboard",
  'src/lib/auth/': 'staff accounts',
  'src/lib/audit/': 'the audit log',
  'src/lib/sales/': "the sales team's rules and labels",
  'src/server/auth/': 'staff sign-in, invitations and their e-mails',
  'src/server/audit/': 'the audit log',
  'src/server/inbox/': 'the sales inbox',
  'src/server/sales/': 'the sales workspace',
  'src/server/operations/': 'operators',
  'src/server/backup/': 'operators',
  'src/server/content/go-live.ts': "an editor's save conflicting with another's",
  'src/server/http/require-staff.ts': 'a signed-in member refused for their role',
  'src/server/media/upload-access.ts': 'editors uploading images',
  'src/components/booking/booking-link.tsx': "a salesperson's own booking link, on their page in /admin",
  'src/components/booking/days-off.tsx': "a salesperson's days off, in /admin",
  'src/components/booking/demo-hours-form.tsx': "a salesperson's demo hours and meeting link, in /admin",
  'src/server/assistant/answer-prompt.ts': "the assistant's model's rules, which name the word it must not use",
};

/**
 * Customer speech quoted word for word may say 'bạn' (a hotelier speaking to peers): each passage
 * listed here, in a customer story's `quote:` or a Markdown blockquote (`> `) of the named file.
 */
const quotedSpeech: Array<{ file: string; passage: string }> = [];

const notText = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf)$/i;

/** Every file under `folder`, relative to the repository, with '/' separators. */
function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

const visitorFacing = (file: string) =>
  !notText.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !Object.keys(staffOnly).some((staff) => (staff.endsWith('/') ? file.startsWith(staff) : file === staff));

// A letter, mark or digit on either side means another word ('bạnh' is not 'bạn'); \b knows ASCII only.
const addressedAsBan = /(?<![\p{L}\p{M}\p{N}])bạn(?![\p{L}\p{M}\p{N}])/giu;

/** Where `text` says 'bạn' as a word: any case, precomposed or decomposed. */
function banPositions(text: string): number[] {
  return [...text.normalize('NFC').matchAll(addressedAsBan)].map((match) => match.index);
}

/** Whether `line` of `file` holds `passage` as quoted customer speech. */
const quotes = (file: string, line: string, passage: string) =>
  file.startsWith('src/content/') && /^(quote:|>)\s/.test(line.trimStart()) && line.includes(passage);

/** 'file:line: text' for every 'bạn' outside the listed quotes. */
function findings(file: string, text: string): string[] {
  return text
    .normalize('NFC')
    .split('\n')
    .flatMap((line, index) => {
      const allowed = quotedSpeech
        .filter((entry) => entry.file === file && quotes(file, line, entry.passage))
        .map(({ passage }) => [line.indexOf(passage), line.indexOf(passage) + passage.length] as const);
      const unquoted = banPositions(line).filter((at) => !allowed.some(([from, to]) => at >= from && at < to));
      return unquoted.length ? [`${file}:${index + 1}: ${line.trim()}`] : [];
    });
}

describe('the visitor is addressed as anh/chị', () => {
  const files = [...filesUnder('src'), ...filesUnder('public')].filter(visitorFacing);

  it('reads the pages, components, messages, e-mails, articles and legal texts', () => {
    for (const expected of [
      'src/lib/leads/lead-toasts.ts',
      'src/components/sections/thank-you.tsx',
      'src/server/leads/lead-request.ts',
      'src/server/notify/lead-message.ts',
      'src/content/articles/ai-chatbot-247.md',
      'src/content/legal/chinh-sach-bao-mat.md',
      'src/content/customers/gio-nam-resort.md',
      'src/pages/cam-on.astro',
    ])
      expect(files).toContain(expected);
  });

  it("has no 'bạn' in any visitor-facing file, outside quoted customer speech", () => {
    const found = files.flatMap((file) => findings(file, readFileSync(path.join(root, file), 'utf8')));
    expect(found, `Say 'anh/chị' (or rephrase) in:\n${found.join('\n')}`).toEqual([]);
  });

  it('lists only quoted speech that is still in its file, inside a quote', () => {
    for (const { file, passage } of quotedSpeech) {
      const lines = readFileSync(path.join(root, file), 'utf8').normalize('NFC').split('\n');
      expect(
        lines.some((line) => quotes(file, line, passage)),
        `${file}: "${passage}"`,
      ).toBe(true);
    }
  });
});

describe('banPositions', () => {
  it('finds the word in any case and Unicode form, beside punctuation', () => {
    for (const text of ['bạn', 'Bạn ơi', 'BẠN', 'của bạn.', '(bạn)', '“bạn”', 'ba\u0323n', 'b\u1EA1n,'])
      expect(banPositions(text), text).toHaveLength(1);
  });

  it('ignores other words that share its letters', () => {
    for (const text of ['ban đêm', 'bán phòng', 'bận', 'Ngân hàng', 'bạnh', 'xbạn', 'bạn2'])
      expect(banPositions(text), text).toEqual([]);
  });
});

describe('quoted customer speech', () => {
  it("is let through only where listed, and only inside the customer's quote", () => {
    const file = 'src/content/customers/vi-du.md';
    const passage = 'Tôi nói với bạn bè: cứ thử đi.';
    quotedSpeech.push({ file, passage });
    try {
      expect(findings(file, `quote: ${passage}`)).toEqual([]);
      expect(findings(file, `> ${passage}`)).toEqual([]);
      expect(findings(file, `summary: ${passage}`)).toHaveLength(1);
      expect(findings(file, `quote: ${passage} Còn bạn thì sao?`)).toHaveLength(1);
      expect(findings('src/content/customers/khac.md', `quote: ${passage}`)).toHaveLength(1);
    } finally {
      quotedSpeech.pop();
    }
  });
});
