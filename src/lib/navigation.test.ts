import { describe, expect, it } from 'vitest';
import { isCurrentPage, mainNav } from './navigation';

describe('isCurrentPage', () => {
  it('marks a page link on its own path and on its sub-pages', () => {
    expect(isCurrentPage('/tin-tuc', '/tin-tuc')).toBe(true);
    expect(isCurrentPage('/tin-tuc', '/tin-tuc/ai-chatbot-247')).toBe(true);
    expect(isCurrentPage('/san-pham', '/san-pham/the-tu')).toBe(true);
    expect(isCurrentPage('/contact', '/contact.html')).toBe(true);
    expect(isCurrentPage('/contact', '/contact/')).toBe(true);
  });

  it('does not mark a link whose path merely starts the same', () => {
    expect(isCurrentPage('/tin-tuc', '/tin-tuc-cu')).toBe(false);
    expect(isCurrentPage('/contact', '/')).toBe(false);
  });

  it('never marks landing-page sections as the current page', () => {
    expect(isCurrentPage('/#features', '/')).toBe(false);
    expect(mainNav.filter((link) => isCurrentPage(link.href, '/'))).toEqual([]);
  });
});
