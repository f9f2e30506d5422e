import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planIds } from './forms/pricing-shape';
import { leadForms, type LeadForm } from './lead-form-views';
import { attributionSchema, newsletterSchema, schemaFor } from './lead-schemas';

// Random and hostile input against the lead schemas: they must never throw, and whatever they let
// through must keep the rules the inbox, the e-mails and the database rely on. The rules are written
// out here again rather than imported, so a slip in the schemas cannot also slip into the oracle.

const unsafe = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;
const pictograph = /\p{Extended_Pictographic}/u;
const emojiModifier = /[\p{Emoji_Modifier}\uFE0F]/u;

/** Whether the character at `index` is a variation selector drawing the emoji before it, or a keycap's. */
function drawsEmoji(points: string[], index: number): boolean {
  const [point, before] = [points[index]!, points[index - 1] ?? ''];
  if (point !== '\uFE0E' && point !== '\uFE0F') return false;
  return pictograph.test(before) || (point === '\uFE0F' && /^[#*0-9]$/.test(before) && points[index + 1] === '\u20E3');
}

/** The unsafe characters of a one-line value: all but an emoji's variation selector. */
const hiddenIn = (text: string) =>
  [...text].filter((point, index, points) => unsafe.test(point) && !drawsEmoji(points, index));
// Mirrors the caps in lead-schemas.ts (the longest any form allows), in code points as zod and
// PostgreSQL's varchar count them.
const maxLength = { name: 100, company_name: 200, email: 254, phone: 20, message: 5000 } as const;
const oneLineFields = ['name', 'company_name', 'email', 'phone'] as const;
const utmFields = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const fieldNames = [
  ...oneLineFields,
  'plan',
  'room_count',
  'message',
  'slot',
  'mode',
  'address',
  'salesperson',
  'conversation',
];
// The assistant's handover: at most 10 turns, each side at most 2,000 code points.
const maxTurns = 10;
const maxTurnLength = 2000;
const trackedNames = ['page', ...utmFields, 'referrer'];
const runs = { numRuns: 500 };
const codePoints = (text: string) => [...text].length;

// Controls, line breaks, zero-width and bidi characters, BOM, surrogate halves, decomposed letters.
const nastyPieces = [
  ...'\u0000\u0001\u0007\u001b\u007f\u0085\t\n\r\r\n\u2028\u2029\u00ad\u061c\u180e\ufeff\ud800\udbff\udc00\udfff',
  ...'\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u00a0\u3000',
  'e\u0301',
  'Nguye\u0302\u0303n',
  '👨‍👩‍👧',
  '😀\u200d',
  '\u200d😀',
  '👍🏽\u200d🔥',
  '😀',
  ' ',
];
const nastyPiece = fc.constantFrom(...nastyPieces);
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
const numericText = fc.constantFrom('0x10', '1e3', '1e5', '-0', '+1', '1.5', 'NaN', 'Infinity', ' 12 ', '١٢', '100001');
const dateText = fc.constantFrom('2026-13-01', '2026-02-30', '2026-02-29', '9999-12-31', '0000-01-01', '2026-1-1');

/** A string whose length lands around `cap` code units, so caps and slicing meet astral characters. */
const nearCap = (cap: number) =>
  fc
    .tuple(
      fc.constantFrom('', '/', 'https://', 'a', ' '),
      fc.constantFrom('a', 'é', 'e\u0301', '😀', ' ', '\u3000', '\u200b'),
      fc.integer({ min: -3, max: 3 }),
      fc.string({ unit: 'binary', maxLength: 3 }),
    )
    .map(
      ([head, filler, shift, tail]) =>
        head + filler.repeat(Math.max(0, Math.ceil((cap + shift) / filler.length))) + tail,
    );

const hostileString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: codeUnit }),
  fc.string({ unit: fc.oneof(nastyPiece, fc.constantFrom('a', 'Đ', '0', '-', '@', '.', ':', '/')) }),
  fc.constantFrom(...Object.values(maxLength), 300, 2000).chain(nearCap),
  numericText,
  dateText,
  fc.constantFrom('x'.repeat(70_000), '\u0000'.repeat(10_000), 'e\u0301'.repeat(5000)),
);
// Keys JavaScript itself reads (a string's length, conversion to a primitive) besides random ones.
const anyKey = fc.oneof(fc.string(), fc.constantFrom('length', 'toString', 'valueOf', '__proto__', 'constructor', '0'));
const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, Number.NaN, Infinity, -Infinity, 1e5, 100_001, 1.5, 1e21, Number.MAX_SAFE_INTEGER + 2),
);
const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constantFrom(null, undefined),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(anyKey, tie('value'), { maxKeys: 3 }),
    // Looks like a string to code that reads `.length`; its length may not convert to a number.
    fc.record({ length: fc.oneof(hostileNumber, fc.constant(Object.create(null)), tie('value')) }),
  ),
}));

// Valid values, as people type them: Vietnamese words with diacritics (sometimes decomposed, as some
// keyboards send them), ordinary addresses and phone numbers.
const words = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Văn', 'Thị', 'Anh', 'Đức', 'Hương', 'Ngọc', 'Quỳnh', 'Bảo', 'Ánh'];
const vietnamese = (prefix: string) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(...words), { minLength: 2, maxLength: 5 }),
      fc.boolean(),
      fc.constantFrom('', ' ', '  '),
    )
    .map(([parts, decomposed, pad]) => pad + (prefix + parts.join(' ')).normalize(decomposed ? 'NFD' : 'NFC') + pad);
// fc.emailAddress() also writes RFC-valid local parts such as '!a@a.aa' or "a'@a.aa", which the
// schema (zod's practical pattern) refuses: kept to the characters people's addresses use.
const localPart = fc.stringMatching(/^[a-z0-9_+-]+(\.[a-z0-9_'+-]*[a-z0-9_+-])*$/).filter((part) => part.length <= 64);
const email = fc
  .tuple(localPart, fc.domain(), fc.boolean())
  .map(([local, domain, shout]) => `${local}@${domain}`[shout ? 'toUpperCase' : 'toLowerCase']())
  .filter((address) => address.length <= 254);
// Callable numbers (a mobile, a landline, +84, another country) with a space, dot or dash between digits.
const phone = fc
  .tuple(
    fc.oneof(
      fc.stringMatching(/^0[35789]\d{8}$/),
      fc.stringMatching(/^02\d{9}$/),
      fc.stringMatching(/^\+84[35789]\d{8}$/),
      fc.stringMatching(/^\+[1-7]\d{7,14}$/),
    ),
    fc.array(fc.constantFrom('', '', '', ' ', '.', '-'), { minLength: 16, maxLength: 16 }),
  )
  .map(([digits, separators]) =>
    [...digits].map((character, index) => (index > 1 ? separators[index]! : '') + character).join(''),
  )
  .filter((written) => written.length <= 20);
const message = fc.string({ unit: 'grapheme', minLength: 10, maxLength: 300 }).filter((text) => {
  const kept = text.trim().normalize('NFC');
  return [...kept].length >= 10 && keepsFreeTextRules(kept);
});
// A question and answer of the panel's conversation, as the assistant and a visitor write them.
const turnText = fc.string({ unit: 'grapheme', maxLength: 300 }).filter((text) => keepsFreeTextRules(text.trim()));
const conversation = fc.array(fc.record({ question: turnText, answer: turnText }), { maxLength: maxTurns });
const now = fc.date({
  min: new Date('2024-01-01T00:00:00Z'),
  max: new Date('2030-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** 'YYYY-MM-DD' and 'HH:mm' in Vietnam at `at`, through Intl rather than the app's own arithmetic. */
const vietnamDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short' });
const vietnamTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', timeStyle: 'short' });
function vietnam(at: Date): { date: string; time: string } {
  return { date: vietnamDate.format(at), time: vietnamTime.format(at) };
}

/** Day of the week of a real calendar date, or undefined for '2026-02-30' and the like. */
function calendarDay(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const parsed = new Date(0);
  parsed.setUTCFullYear(year, month - 1, day);
  const real = parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
  return real ? parsed.getUTCDay() : undefined;
}

/** Free text may keep tabs, line breaks, an emoji's variation selector and the joiner inside an emoji sequence, nothing else unsafe. */
function keepsFreeTextRules(text: string): boolean {
  const points = [...text];
  return points.every((point, index) => {
    if (!unsafe.test(point) || '\t\n\r'.includes(point) || drawsEmoji(points, index)) return true;
    const before = points[index - 1] ?? '';
    const joinsEmoji =
      point === '\u200d' &&
      pictograph.test(points[index + 1] ?? '') &&
      (pictograph.test(before) || (emojiModifier.test(before) && pictograph.test(points[index - 2] ?? '')));
    return joinsEmoji;
  });
}

/** Asserts the rules on a one-line value that passed. */
function expectCleanLine(field: keyof typeof maxLength, value: unknown) {
  expect(typeof value).toBe('string');
  const text = value as string;
  expect(hiddenIn(text)).toEqual([]);
  expect(text).toBe(text.trim());
  expect(text).toBe(text.normalize('NFC'));
  expect(codePoints(text)).toBeLessThanOrEqual(maxLength[field]);
}

/** Asserts every rule on what a form's schema let through at `at`. */
function expectValidLead(form: LeadForm, data: Record<string, unknown>, at: Date) {
  // The assistant's handover asks for no e-mail.
  for (const field of oneLineFields) if (form !== 'assistant' || field !== 'email') expectCleanLine(field, data[field]);
  if (form === 'assistant') expectValidConversation(data.conversation);
  if (form === 'pricing') expect(planIds).toContain(data.plan);
  if (form === 'demo') expectDemoChoice(data, at);
  if (form === 'contact') expectValidMessage(data);
}

function expectValidConversation(turns: unknown) {
  if (turns === undefined) return;
  expect(Array.isArray(turns)).toBe(true);
  expect((turns as unknown[]).length).toBeLessThanOrEqual(maxTurns);
  for (const turn of turns as Array<Record<string, unknown>>) {
    for (const text of [turn.question, turn.answer]) {
      expect(typeof text).toBe('string');
      expect(text).toBe((text as string).trim().normalize('NFC'));
      expect(codePoints(text as string)).toBeLessThanOrEqual(maxTurnLength);
      expect(keepsFreeTextRules(text as string), JSON.stringify(text)).toBe(true);
    }
  }
}

function expectValidMessage(data: Record<string, unknown>) {
  const text = data.message as string;
  expect(text).toBe(text.trim());
  expect(text).toBe(text.normalize('NFC'));
  expect(codePoints(text)).toBeLessThanOrEqual(maxLength.message);
  expect(keepsFreeTextRules(text), JSON.stringify(text)).toBe(true);
  const rooms = data.room_count;
  expect(
    rooms === undefined || (Number.isInteger(rooms) && (rooms as number) >= 1 && (rooms as number) <= 100_000),
  ).toBe(true);
}

/** The instant of a Vietnam 'YYYY-MM-DDTHH:mm', read through Date's own parser with the +07:00 offset. */
const vietnamInstant = (slot: string) => Date.parse(`${slot}:00+07:00`);

/** A demo booking's choice that passed: a real Vietnam time after `at`, online or at a hotel with its address. */
function expectDemoChoice(data: Record<string, unknown>, at: Date) {
  const slot = data.slot as string;
  expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/);
  expect(calendarDay(slot.slice(0, 10))).toBeDefined();
  expect(vietnamInstant(slot)).toBeGreaterThan(at.getTime());
  expect(['online', 'onsite']).toContain(data.mode);
  for (const field of ['address', 'salesperson'] as const) {
    const value = data[field];
    if (value === undefined) continue;
    expect(typeof value).toBe('string');
    expect(hiddenIn(value as string)).toEqual([]);
    expect(value).toBe((value as string).trim().normalize('NFC'));
    expect(codePoints(value as string)).toBeLessThanOrEqual(field === 'address' ? 300 : 64);
  }
  if (data.mode === 'onsite') expect(codePoints((data.address as string | undefined) ?? '')).toBeGreaterThanOrEqual(5);
}

const names = [...fieldNames, ...trackedNames, 'website', 'consent', '__proto__', 'constructor'];

/** `text` with up to two unsafe or odd characters slipped in anywhere. */
const slippedInto = (text: string) =>
  fc.array(fc.tuple(nastyPiece, fc.nat()), { maxLength: 2 }).map((edits) =>
    edits.reduce((edited, [piece, at]) => {
      const index = at % (edited.length + 1);
      return edited.slice(0, index) + piece + edited.slice(index);
    }, text),
  );

/** `fields` with characters slipped into one of its strings, or as it is. */
const tweaked = (fields: Record<string, unknown>) =>
  fc.option(fc.constantFrom(...Object.keys(fields)), { nil: undefined }).chain((key) => {
    const value = key === undefined ? undefined : fields[key];
    if (typeof value !== 'string') return fc.constant(fields);
    return slippedInto(value).map((edited) => ({ ...fields, [key!]: edited }));
  });

/**
 * Records with the real field names holding anything: either any subset of them with random values,
 * or a valid lead with characters slipped in and a few fields replaced (so some still pass, and the
 * rules on what passes are really exercised).
 */
function hostileFields(valid: fc.Arbitrary<Record<string, unknown>>) {
  const wild = fc.record(Object.fromEntries(names.map((name) => [name, hostileValue])), { requiredKeys: [] });
  const replaced = fc
    .array(fc.tuple(fc.constantFrom(...names), hostileValue), { maxLength: 2 })
    .map((pairs) => Object.fromEntries(pairs));
  const nearlyValid = fc.tuple(valid.chain(tweaked), replaced).map(([base, spoiled]) => ({ ...base, ...spoiled }));
  const extra = fc.dictionary(anyKey, hostileValue, { maxKeys: 3 });
  const either = fc.oneof({ arbitrary: wild, weight: 1 }, { arbitrary: nearlyValid, weight: 3 });
  return fc.tuple(either, extra).map(([fields, more]) => ({ ...more, ...fields }));
}

/** Valid fields of `form` at `at`, padded and decomposed as browsers and keyboards may send them. */
function validFields(form: LeadForm, at: Date): fc.Arbitrary<Record<string, unknown>> {
  const short = { company_name: vietnamese('Khách sạn '), name: vietnamese(''), email, phone };
  if (form === 'trial') return fc.record(short);
  if (form === 'pricing') return fc.record({ ...short, plan: fc.constantFrom(...planIds) });
  const room = fc.integer({ min: 1, max: 100_000 });
  const rooms = fc.option(fc.oneof(room, room.map(String)), { nil: undefined });
  const required = ['name', 'company_name', 'email', 'phone', 'message'] as const;
  if (form === 'contact') return fc.record({ ...short, room_count: rooms, message }, { requiredKeys: [...required] });
  if (form === 'assistant')
    return fc.record(
      {
        name: short.name,
        phone,
        company_name: short.company_name,
        // JSON from the panel, its text from a plain post, or none before a first question.
        conversation: fc.oneof(
          conversation,
          conversation.map((turns) => JSON.stringify(turns)),
        ),
      },
      { requiredKeys: ['name', 'phone', 'company_name'] },
    );
  // Any half hour from 30 minutes to 21 days ahead: whether it is free is the server's to say.
  const slot = fc.integer({ min: 1, max: 21 * 48 }).map((halves) => {
    const start = Math.ceil(at.getTime() / 1_800_000) * 1_800_000 + halves * 1_800_000;
    const { date, time } = vietnam(new Date(start));
    return `${date}T${time}`;
  });
  const choice = fc.oneof(
    fc.record({ mode: fc.constant('online'), address: fc.option(vietnamese('Số 12 '), { nil: undefined }) }),
    fc.record({ mode: fc.constant('onsite'), address: vietnamese('Số 12 đường ') }),
  );
  return fc.tuple(fc.record(short), slot, choice).map(([fields, when, how]) => ({ ...fields, slot: when, ...how }));
}

/** What the browser adds to a lead from the URL: plausible, hostile, or just around its cap. */
const trackedCap: Record<string, number> = { page: 300, referrer: 2000 };
const trackedFields = fc
  .tuple(
    fc.record(
      Object.fromEntries(
        trackedNames.map((name) => {
          const plausible = name === 'page' ? fc.webPath() : name === 'referrer' ? fc.webUrl() : fc.string();
          return [name, fc.oneof(plausible.chain(slippedInto), hostileValue, nearCap(trackedCap[name] ?? 200))];
        }),
      ),
      { requiredKeys: [] },
    ),
    fc.dictionary(anyKey, hostileValue, { maxKeys: 3 }),
  )
  .map(([fields, more]) => ({ ...more, ...fields }));

/** Demo choices around `at`: past, ahead, impossible or misspelt slots; modes and addresses right or not. */
const demoGuess = (at: Date) =>
  fc.record(
    {
      slot: fc.oneof(
        fc.integer({ min: -200, max: 2000 }).map((halves) => {
          const { date, time } = vietnam(new Date(at.getTime() + halves * 1_800_000));
          return `${date}T${time}`;
        }),
        dateText.map((date) => `${date}T09:00`),
        fc.constantFrom('2026-11-26T24:00', '2026-11-26 09:00', '2026-11-26T9:00', '2026-11-26T09:00Z', '09:00', ''),
      ),
      mode: fc.oneof(fc.constantFrom('online', 'onsite', 'ONLINE', '', 'hybrid'), hostileValue),
      address: fc.oneof(fc.constantFrom(undefined, '', 'abc', ' Số 1 ', 'Số 12 đường Trần Phú'), hostileValue),
      salesperson: fc.oneof(fc.constantFrom(undefined, '', 'nv-1'), hostileValue),
    },
    { requiredKeys: [] },
  );

describe('lead schemas under random input', () => {
  for (const form of leadForms) {
    it(`never throw and pass only clean values when the ${form} form gets any record`, () => {
      const input = now.chain((at) =>
        fc.tuple(
          fc.constant(at),
          hostileFields(validFields(form, at)),
          form === 'demo' ? fc.option(demoGuess(at), { nil: {} }) : fc.constant({}),
        ),
      );
      fc.assert(
        fc.property(input, ([at, fields, when]) => {
          const result = schemaFor(form, at).safeParse({ ...fields, ...when });
          if (result.success) expectValidLead(form, result.data as Record<string, unknown>, at);
        }),
        runs,
      );
    });

    it(`accept every valid ${form} lead, whatever its spacing or Unicode form`, () => {
      const input = now.chain((at) => fc.tuple(fc.constant(at), validFields(form, at)));
      fc.assert(
        fc.property(input, ([at, fields]) => {
          const result = schemaFor(form, at).safeParse(fields);
          expect(result.error?.issues ?? []).toEqual([]);
          expectValidLead(form, result.data as Record<string, unknown>, at);
        }),
        runs,
      );
    });
  }

  it('never refuses or throws on attribution, and caps and cleans what it keeps', () => {
    fc.assert(
      fc.property(trackedFields, (fields) => {
        const result = attributionSchema.safeParse(fields);
        expect(result.error?.issues ?? []).toEqual([]);
        const { page, referrer, ...utm } = result.data!;
        expect(page).toMatch(/^\//);
        expect(codePoints(page)).toBeLessThanOrEqual(300);
        for (const value of [page, referrer, ...Object.values(utm)]) expect(hiddenIn(value ?? '')).toEqual([]);
        for (const value of Object.values(utm)) expect(codePoints(value ?? '')).toBeLessThanOrEqual(200);
        if (referrer !== undefined) expect(referrer).toMatch(/^https?:\/\//);
        expect(codePoints(referrer ?? '')).toBeLessThanOrEqual(2000);
      }),
      runs,
    );
  });

  it('never throws on the newsletter box and passes only a clean address with consent', () => {
    const valid = fc.record({ email, consent: fc.constantFrom('on', 'true', true) });
    fc.assert(
      fc.property(hostileFields(valid), (fields) => {
        const result = newsletterSchema.safeParse(fields);
        if (!result.success) return;
        expectCleanLine('email', result.data.email);
        expect(['on', 'true', true]).toContain(result.data.consent);
      }),
      runs,
    );
  });
});
