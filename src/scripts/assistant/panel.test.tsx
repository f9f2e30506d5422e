// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssistantPanel } from '@/components/assistant/assistant-panel';
import { wireHandover } from './handover';
import { turnView } from './turn-view';

// The panel's script against the panel's own server-rendered markup (the fragment /tro-ly/khung
// serves), in a DOM: what it shows for each reply, and the handover form's round trip.

const contactLinks = {
  hotline: { display: '0900 000 000', href: 'tel:+84900000000' },
  zaloUrl: 'https://zalo.me/0900000000',
};

function mountPanel(): HTMLDialogElement {
  document.body.innerHTML = renderToStaticMarkup(
    <AssistantPanel
      brand="Hotelix"
      retentionDays={90}
      questions={['Dùng thử 15 ngày có mất phí hay cần thẻ tín dụng không?']}
      contactLinks={contactLinks}
    />,
  );
  return document.querySelector('dialog')!;
}

const links = (root: Element) =>
  [...root.querySelectorAll('a')].map((anchor) => [anchor.textContent, anchor.getAttribute('href')]);

beforeEach(() => {
  mountPanel();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a turn of the conversation', () => {
  it('shows the answer with its sources, streamed text replaced by the final reply', () => {
    const panel = document.querySelector('dialog')!;
    const turn = turnView(panel, 'Có kết nối Agoda không?');
    expect(turn.element.textContent).toContain('Đang tìm câu trả lời…');
    turn.write('Có, đang');
    turn.settle(
      { kind: 'answer', text: 'Có, từ gói Chuyên nghiệp.', sources: [{ title: 'Kết nối OTA', href: '/#faq-6' }] },
      false,
    );
    expect(turn.element.textContent).toBe(
      'Anh/chị hỏi: Có kết nối Agoda không?Trợ lý trả lời:Có, từ gói Chuyên nghiệp.Nguồn:Kết nối OTA',
    );
    expect(links(turn.element)).toEqual([['Kết nối OTA', '/#faq-6']]);
    expect(turn.element.querySelector('[aria-busy]')).toBeNull();
  });

  it('says it is not sure, offers the related pages and a salesperson', () => {
    const turn = turnView(document.querySelector('dialog')!, 'Giảm giá 50% được không?');
    turn.settle(
      {
        kind: 'not_sure',
        related: [
          { title: 'Bảng giá', href: '/bao-gia' },
          { title: 'Khóa thông minh', href: '/san-pham/khoa-thong-minh' },
        ],
      },
      true,
    );
    expect(turn.element.textContent).toContain('Trợ lý chưa tìm được câu trả lời chắc chắn cho câu hỏi này.');
    expect(turn.element.textContent).toContain('Có thể anh/chị quan tâm:');
    expect(links(turn.element)).toEqual([
      ['Bảng giá', '/bao-gia'],
      ['Khóa thông minh', '/san-pham/khoa-thong-minh'],
      ['Gặp nhân viên tư vấn', '#assistant-panel-handover'],
    ]);
  });

  it('leaves out an empty list, and the offer when none is asked for', () => {
    const turn = turnView(document.querySelector('dialog')!, 'Xin chào');
    turn.settle({ kind: 'not_sure', related: [] }, false);
    expect(links(turn.element)).toEqual([]);
    expect(turn.element.textContent).not.toContain('Có thể anh/chị quan tâm:');
  });

  it('says why there is no answer, with the hotline and Zalo', () => {
    const turn = turnView(document.querySelector('dialog')!, 'Giá?');
    turn.fail('Không kết nối được tới máy chủ. Vui lòng kiểm tra mạng và thử lại.');
    const alert = turn.element.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Không kết nối được tới máy chủ. Vui lòng kiểm tra mạng và thử lại.');
    expect(links(alert)).toEqual([
      ['0900 000 000', 'tel:+84900000000'],
      ['nhắn Zalo', 'https://zalo.me/0900000000'],
    ]);
  });
});

describe('the handover form in the panel', () => {
  const conversation = [{ question: 'Có kết nối Agoda không?', answer: 'Có, từ gói Chuyên nghiệp.' }];

  function fill(panel: Element, values: Record<string, string>) {
    for (const [name, value] of Object.entries(values))
      (panel.querySelector(`form [name="${name}"]`) as HTMLInputElement).value = value;
  }

  const submit = (panel: Element) =>
    panel.querySelector<HTMLFormElement>('[data-slot="assistant-handover"] form')!.requestSubmit();

  it('shows the server’s messages beside the fields, then the thank-you, sending the conversation once per key', async () => {
    const panel = document.querySelector('dialog')!;
    const sent: Array<{ body: Record<string, unknown>; key: string | null }> = [];
    const answers = [
      Response.json(
        {
          ok: false,
          message: 'Vui lòng kiểm tra lại các thông tin được đánh dấu.',
          errors: { phone: 'Số điện thoại không hợp lệ.' },
        },
        { status: 400 },
      ),
      Response.json({
        ok: true,
        message: 'Yêu cầu của anh/chị đã được gửi. Nhân viên tư vấn sẽ gọi lại cho anh/chị sớm.',
      }),
    ];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push({ body: JSON.parse(String(init.body)), key: new Headers(init.headers).get('idempotency-key') });
      return answers.shift()!;
    });
    wireHandover(panel, () => conversation).open();
    const section = panel.querySelector<HTMLElement>('[data-slot="assistant-handover"]')!;
    expect(section.hidden).toBe(false);

    fill(panel, { name: 'Trần Thị Lan', phone: '12345', company_name: 'Homestay Mây' });
    submit(panel);
    const phone = panel.querySelector<HTMLInputElement>('input[name="phone"]')!;
    await vi.waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Số điện thoại không hợp lệ.',
    );
    expect(document.activeElement).toBe(phone);

    fill(panel, { phone: '0901 234 567' });
    submit(panel);
    const thanks = panel.querySelector<HTMLElement>('[data-slot="assistant-thanks"]')!;
    await vi.waitFor(() => expect(thanks.hidden).toBe(false));
    expect(thanks.textContent).toContain('Nhân viên tư vấn sẽ gọi lại cho anh/chị sớm.');
    expect(section.hidden).toBe(true);
    expect(document.activeElement).toBe(thanks);
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(sent.map((request) => request.body)).toMatchObject([
      { name: 'Trần Thị Lan', phone: '12345', company_name: 'Homestay Mây', website: '', conversation },
      { phone: '0901 234 567', conversation },
    ]);
    // The key is kept until a lead is stored, as the lead forms keep it: a refusal stores nothing under it.
    expect(sent[0]!.key).toBe(sent[1]!.key);
  });

  it('says a failure below the form with the hotline and Zalo, keeping what was typed', async () => {
    const panel = document.querySelector('dialog')!;
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { ok: false, message: 'Anh/chị đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.' },
        { status: 429 },
      ),
    );
    wireHandover(panel, () => []).open();
    fill(panel, { name: 'Trần Thị Lan', phone: '0901 234 567', company_name: 'Homestay Mây' });
    submit(panel);
    const form = panel.querySelector('[data-slot="assistant-handover"] form')!;
    await vi.waitFor(() => expect(form.querySelector('[role="alert"]')).not.toBeNull());
    expect(form.querySelector('[role="alert"]')!.textContent).toContain(
      'Anh/chị đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.',
    );
    expect(panel.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Trần Thị Lan');
  });

  it('offers one way in until the form is open, none while it is, and none again after the thanks', async () => {
    const panel = document.querySelector('dialog')!;
    vi.stubGlobal('fetch', async () => Response.json({ ok: true, message: 'Yêu cầu của anh/chị đã được gửi.' }));
    const turn = turnView(panel, 'Giảm giá 50% được không?');
    turn.settle({ kind: 'not_sure', related: [] }, true);
    panel.querySelector('[data-slot="assistant-turns"]')!.append(turn.element);
    // What a visitor (and a screen reader) can reach named 'Gặp nhân viên tư vấn'.
    const offers = () =>
      [...panel.querySelectorAll<HTMLElement>('button, a')]
        .filter((control) => control.textContent === 'Gặp nhân viên tư vấn' && !control.closest('[hidden]'))
        .map((control) => (control.closest('form') ? 'submit' : control.tagName.toLowerCase()));
    const handover = wireHandover(panel, () => conversation);
    expect(offers()).toEqual(['a', 'button']);
    expect(handover.offered()).toBe(true);

    handover.open();
    expect(offers()).toEqual(['submit']);
    expect(handover.offered()).toBe(false);

    fill(panel, { name: 'Trần Thị Lan', phone: '0901 234 567', company_name: 'Homestay Mây' });
    submit(panel);
    const thanks = panel.querySelector<HTMLElement>('[data-slot="assistant-thanks"]')!;
    await vi.waitFor(() => expect(thanks.hidden).toBe(false));
    expect(offers()).toEqual([]);
    handover.open();
    expect(offers()).toEqual([]);
    expect(thanks.hidden).toBe(false);
    expect(handover.offered()).toBe(false);
  });
});
