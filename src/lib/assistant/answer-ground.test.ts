import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../site-config';
import { answerGround } from './answer-ground';
import { cleanModelText } from './model-answer-text';

const site = {
  ...parseSiteConfig({ SITE_URL: 'https://hotelix.vn', SITE_HOTLINE: '028 3822 1234' }),
  officeAddress: 'Tầng 3, 25 Nguyễn Văn Thủ, P.Đa Kao, Q.1, TP.HCM',
  mapUrl: 'https://maps.app.goo.gl/Xk2Pq7',
  social: [{ label: 'Facebook', url: 'https://facebook.com/hotelix.vn' }],
};

describe('answerGround', () => {
  it('holds an answer to the company’s own details too: its office, map and pages on social networks', () => {
    const answer =
      'Dạ, văn phòng ở Tầng 3, 25 Nguyễn Văn Thủ, P.Đa Kao, Q.1, TP.HCM (bản đồ: https://maps.app.goo.gl/Xk2Pq7), fanpage https://facebook.com/hotelix.vn, hotline 028 3822 1234.';
    expect(cleanModelText(answer, answerGround([], site, 'Văn phòng ở đâu?'))).toMatchObject({
      text: answer,
      unverified: [],
    });
    expect(cleanModelText('Dạ, xem https://maps.app.goo.gl/Other nhé.', answerGround([], site, '')).unverified).toEqual(
      ['https://maps.app.goo.gl/Other'],
    );
  });
});
