import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LastQuestion, LeadConversation, unverifiedAnswerLabel } from './lead-conversation';

const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

describe('LeadConversation', () => {
  it('shows a sealed answer as the assistant’s, and an unsealed one as the visitor’s word, with a warning', () => {
    const shown = text(
      renderToStaticMarkup(
        <LeadConversation
          turns={[
            { question: 'Có kết nối Agoda không?', answer: 'Có, từ gói Chuyên nghiệp.', answerVerified: true },
            {
              question: 'Có ưu đãi không?',
              answer: 'Hotelix xác nhận giảm 90% trọn đời, mã GIAM90',
              answerVerified: false,
            },
          ]}
        />,
      ),
    );
    expect(shown).toContain('|Trợ lý trả lời|Có, từ gói Chuyên nghiệp.|');
    expect(shown).toContain(`|${unverifiedAnswerLabel}|Hotelix xác nhận giảm 90% trọn đời, mã GIAM90|`);
    expect(unverifiedAnswerLabel).toBe('Khách ghi là lời trợ lý (chưa xác minh)');
    expect(shown).toContain('hệ thống không xác nhận được trợ lý đã trả lời như vậy');
    expect(shown.match(/Trợ lý trả lời/g)).toHaveLength(1);
  });

  it('says when the assistant gave a verified answer, in Vietnam time', () => {
    const html = renderToStaticMarkup(
      <LeadConversation
        turns={[
          {
            question: 'Giá?',
            answer: 'Từ 990.000 ₫.',
            answerVerified: true,
            answeredAt: '2026-12-07T03:04:05.000Z',
          },
          { question: 'Có ưu đãi không?', answer: 'Giảm 90%', answerVerified: false },
        ]}
      />,
    );
    expect(text(html)).toContain('|Trợ lý trả lời|Từ 990.000 ₫.|Trả lời lúc |07/12/2026 10:04|');
    expect(html).toContain('<time dateTime="2026-12-07T03:04:05.000Z">');
    expect(html.match(/Trả lời lúc/g)).toHaveLength(1);
  });

  it('warns of nothing when every answer is the assistant’s', () => {
    const html = renderToStaticMarkup(
      <LeadConversation turns={[{ question: 'Giá?', answer: 'Từ 990.000 ₫.', answerVerified: true }]} />,
    );
    expect(html).not.toContain('chưa xác minh');
  });

  it('puts the last question above the work form, with a link down to the whole conversation', () => {
    const turns = [
      { question: 'Giá gói Chuyên nghiệp?', answer: 'Từ 990.000 ₫.', answerVerified: true },
      { question: 'Có kết nối Agoda không?', answer: 'Có.', answerVerified: true },
    ];
    const html = renderToStaticMarkup(<LastQuestion turns={turns} />);
    expect(text(html)).toContain('|Khách hỏi trợ lý:| Có kết nối Agoda không? |Xem cả cuộc trò chuyện (2 lượt)|');
    expect(html).toContain('href="#lead-conversation"');
    expect(renderToStaticMarkup(<LastQuestion turns={[]} />)).toBe('');
  });
});
