// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssistantPanel } from '@/components/assistant/assistant-panel';

// The panel's script as the page runs it: its markup in the document, then the script, opened by the
// event the page's own script sends on 'Hỏi trợ lý'.

const reply = {
  kind: 'answer',
  text: 'Có, từ gói Chuyên nghiệp.',
  sources: [{ title: 'Kết nối OTA', href: '/#faq-6' }],
};

let opener: HTMLAnchorElement;
let asked: Array<Record<string, unknown>>;

beforeEach(async () => {
  vi.resetModules();
  document.body.innerHTML = `<a href="/tro-ly" id="opener">Hỏi trợ lý</a>${renderToStaticMarkup(
    <AssistantPanel
      brand="Hotelix"
      retentionDays={90}
      questions={['Phần mềm kết nối được với những kênh OTA nào?']}
      contactLinks={{
        hotline: { display: '0900 000 000', href: 'tel:+84900000000' },
        zaloUrl: 'https://zalo.me/0900000000',
      }}
    />,
  )}`;
  opener = document.querySelector('#opener')!;
  asked = [];
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 0));
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    asked.push(JSON.parse(String(init.body)));
    return new Response(`${JSON.stringify({ type: 'reply', reply, handover: false })}\n`);
  });
  const ready = new Promise((resolve) => document.querySelector('dialog')!.addEventListener('panel-ready', resolve));
  await import('./assistant-panel');
  await ready;
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const panel = () => document.querySelector('dialog')!;
const open = (keyboard: boolean) =>
  panel().dispatchEvent(new CustomEvent('panel-open', { detail: { link: opener, keyboard } }));

/** 'Gặp nhân viên tư vấn' at the foot, the form filled and sent. */
function handOver() {
  panel().querySelector<HTMLButtonElement>('button[data-handover-open]')!.click();
  for (const [name, value] of Object.entries({ name: 'Trần Thị Lan', phone: '0901 234 567', company_name: 'Mây' }))
    panel().querySelector<HTMLInputElement>(`[data-slot="assistant-handover"] [name="${name}"]`)!.value = value;
  panel().querySelector<HTMLFormElement>('[data-slot="assistant-handover"] form')!.requestSubmit();
}

describe('the assistant panel', () => {
  it('opens on the page’s event, to the question box when opened from the keyboard', () => {
    open(true);
    expect(panel().open).toBe(true);
    expect(document.activeElement).toBe(panel().querySelector('input[name="q"]'));
  });

  it('answers a typed question in place, announces the reply once, and sends the earlier turns with the next', async () => {
    open(true);
    const input = panel().querySelector<HTMLInputElement>('input[name="q"]')!;
    input.value = 'Có kết nối Agoda không?';
    panel().querySelector<HTMLFormElement>('form[data-slot="assistant-question-form"]')!.requestSubmit();
    const announcer = panel().querySelector('[aria-live="polite"]')!;
    await vi.waitFor(() => expect(announcer.textContent).toBe('Trợ lý trả lời: Có, từ gói Chuyên nghiệp.'));
    expect(input.value).toBe('');
    expect(panel().querySelector('[data-slot="assistant-turns"]')!.textContent).toContain('Nguồn:Kết nối OTA');
    // The suggested first questions go once one is asked.
    expect(panel().textContent).not.toContain('Câu hỏi thường gặp');

    input.value = 'Giá gói Chuyên nghiệp?';
    panel().querySelector<HTMLFormElement>('form[data-slot="assistant-question-form"]')!.requestSubmit();
    await vi.waitFor(() => expect(panel().querySelectorAll('[data-slot="assistant-turns"] > li')).toHaveLength(2));
    expect(asked).toEqual([
      { question: 'Có kết nối Agoda không?', history: [] },
      {
        question: 'Giá gói Chuyên nghiệp?',
        history: [{ question: 'Có kết nối Agoda không?', answer: 'Có, từ gói Chuyên nghiệp.\nNguồn: Kết nối OTA' }],
      },
    ]);
  });

  it('sends each turn back as the server sealed it, with the next question and in the handover', async () => {
    const turn = {
      question: 'Có kết nối Agoda không?',
      answer: 'Có, từ gói Chuyên nghiệp.\nNguồn: Kết nối OTA',
      seal: '1796612645.Q2TJc1b0yF8zq7nE4kXwA9vR3mLpH6sD',
    };
    const handedOver: Array<Record<string, unknown>> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url === '/api/leads/assistant') {
        handedOver.push(JSON.parse(String(init.body)));
        return Response.json({ ok: true, message: 'Yêu cầu của anh/chị đã được gửi.' });
      }
      asked.push(JSON.parse(String(init.body)));
      return new Response(`${JSON.stringify({ type: 'reply', reply, handover: false, turn })}\n`);
    });
    open(true);
    const input = panel().querySelector<HTMLInputElement>('input[name="q"]')!;
    input.value = 'Có kết nối Agoda không?';
    panel().querySelector<HTMLFormElement>('form[data-slot="assistant-question-form"]')!.requestSubmit();
    const announcer = panel().querySelector('[aria-live="polite"]')!;
    await vi.waitFor(() => expect(announcer.textContent).toBe('Trợ lý trả lời: Có, từ gói Chuyên nghiệp.'));
    // The next question carries it sealed: the server gives the model only earlier answers it sealed.
    input.value = 'Còn Booking.com?';
    panel().querySelector<HTMLFormElement>('form[data-slot="assistant-question-form"]')!.requestSubmit();
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual({ question: 'Còn Booking.com?', history: [turn] });
    const ask = panel().querySelector<HTMLButtonElement>('form[data-slot="assistant-question-form"] button')!;
    await vi.waitFor(() => expect(ask.disabled).toBe(false));

    handOver();
    await vi.waitFor(() => expect(handedOver).toHaveLength(1));
    expect(handedOver[0]!.conversation).toEqual([turn, turn]);
  });

  it('asks a suggested question when it is chosen, without leaving the page', async () => {
    open(false);
    const suggestion = panel().querySelector<HTMLAnchorElement>('[data-slot="assistant-suggestions"] a')!;
    expect(suggestion.getAttribute('href')).toBe(
      '/tro-ly?q=Ph%E1%BA%A7n+m%E1%BB%81m+k%E1%BA%BFt+n%E1%BB%91i+%C4%91%C6%B0%E1%BB%A3c+v%E1%BB%9Bi+nh%E1%BB%AFng+k%C3%AAnh+OTA+n%C3%A0o%3F',
    );
    suggestion.click();
    await vi.waitFor(() =>
      expect(asked).toEqual([{ question: 'Phần mềm kết nối được với những kênh OTA nào?', history: [] }]),
    );
  });

  it('closes with its button and gives the focus back to the link that opened it', () => {
    open(true);
    panel().querySelector<HTMLButtonElement>('[data-slot="dialog-header"] button')!.click();
    expect(panel().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('offers no salesperson in a reply once the conversation is handed over', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url === '/api/leads/assistant'
        ? Response.json({ ok: true, message: 'Yêu cầu của anh/chị đã được gửi.' })
        : new Response(
            `${JSON.stringify({ type: 'reply', reply: { kind: 'not_sure', related: [] }, handover: true })}\n`,
          ),
    );
    open(false);
    handOver();
    await vi.waitFor(() =>
      expect(panel().querySelector<HTMLElement>('[data-slot="assistant-thanks"]')!.hidden).toBe(false),
    );

    panel().querySelector<HTMLInputElement>('input[name="q"]')!.value = 'Cho em gặp nhân viên';
    panel().querySelector<HTMLFormElement>('form[data-slot="assistant-question-form"]')!.requestSubmit();
    const turns = panel().querySelector('[data-slot="assistant-turns"]')!;
    await vi.waitFor(() => expect(turns.textContent).toContain('Trợ lý chưa tìm được câu trả lời chắc chắn'));
    expect(turns.querySelector('[data-handover-open]')).toBeNull();
    expect(panel().querySelector<HTMLElement>('button[data-handover-open]')!.hidden).toBe(true);
  });

  it('opens the handover form from its button', () => {
    open(false);
    panel().querySelector<HTMLButtonElement>('button[data-handover-open]')!.click();
    expect(panel().querySelector<HTMLElement>('[data-slot="assistant-handover"]')!.hidden).toBe(false);
    expect(document.activeElement).toBe(panel().querySelector('input[name="name"]'));
  });
});
