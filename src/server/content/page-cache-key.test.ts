import { describe, expect, it } from 'vitest';
import { pageCacheAddress } from './page-cache-key';

const address = (path: string) => pageCacheAddress(new URL(`http://localhost:3000${path}`));

describe('pageCacheAddress', () => {
  it('keeps every page but the news list under its path alone, whatever its query', () => {
    expect(address('/')).toBe('/');
    expect(address('/?trang=7&danh-muc=x')).toBe('/');
    expect(address('/san-pham/khoa-thong-minh?trang=abc&nhan-tin=da-dang-ky')).toBe('/san-pham/khoa-thong-minh');
    expect(address('/tin-tuc/ai-chatbot-247?sap-xep=xem-nhieu')).toBe('/tin-tuc/ai-chatbot-247');
  });

  it('keeps the news list under the state it asks for, written as its own links write it', () => {
    expect(address('/tin-tuc')).toBe('/tin-tuc');
    expect(address('/tin-tuc?trang=2&sap-xep=xem-nhieu&danh-muc=cong-nghe&utm_source=zalo')).toBe(
      '/tin-tuc?danh-muc=cong-nghe&sap-xep=xem-nhieu&trang=2',
    );
    expect(address('/tin-tuc?nhan-tin=da-dang-ky&trang=2')).toBe('/tin-tuc?trang=2&nhan-tin=da-dang-ky');
  });

  it.each([
    '/tin-tuc?trang=abc',
    '/tin-tuc?trang=1',
    '/tin-tuc?trang=02x',
    '/tin-tuc?trang=-4',
    '/tin-tuc?sap-xep=moi-nhat',
    '/tin-tuc?sap-xep=ngau-nhien',
    '/tin-tuc?danh-muc=%3Cscript%3E',
    '/tin-tuc?nhan-tin=khac',
    '/tin-tuc?trang=',
  ])('reads %s as the plain list', (path) => {
    expect(address(path)).toBe('/tin-tuc');
  });

  it('keeps a slug-shaped category and a page number as asked: only the page knows whether it shows them', () => {
    expect(address('/tin-tuc?trang=99')).toBe('/tin-tuc?trang=99');
    expect(address('/tin-tuc?danh-muc=khong-co')).toBe('/tin-tuc?danh-muc=khong-co');
  });

  it.each([
    '/tin-tuc/ai-chatbot-24%37',
    '/san-pham/the-t%75',
    '//tin-tuc',
    '/tin-tuc//x',
    '/tin-tuc/a%2fb',
    '/x/%E0%A4',
  ])('caches nothing for a path spelled unusually: %s', (path) => {
    expect(address(path)).toBeUndefined();
  });

  it('takes a path escaped as the router escapes it', () => {
    expect(address('/anh/t%C3%A0i-li%E1%BB%87u.webp')).toBe('/anh/t%C3%A0i-li%E1%BB%87u.webp');
  });
});
