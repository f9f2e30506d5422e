import type { SiteConfig } from '../site-config.ts';
import type { AnswerGround } from './model-answer-text.ts';
import type { Passage } from './passages.ts';

/** What a model's answer from `passages` to `question` is held to: those passages, and what the company publishes of itself. */
export function answerGround(passages: readonly Passage[], site: SiteConfig, question: string): AnswerGround {
  return {
    pages: passages.map((passage) => ({ title: passage.title, href: passage.href })),
    passages: passages.map((passage) => `${passage.title}\n${passage.text}`),
    // The company's own details as 'Thông tin công ty' has them now, shown on every page: how to
    // reach it, its office and map, its pages on social networks, the site itself.
    contacts: [
      site.hotline.display,
      site.zaloDisplay,
      site.zaloUrl,
      site.salesEmail,
      site.officeAddress,
      ...(site.mapUrl ? [site.mapUrl] : []),
      ...(site.social ?? []).map((page) => page.url),
      site.siteUrl.href,
    ],
    origin: site.siteUrl.origin,
    question,
  };
}
