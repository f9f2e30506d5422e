import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminAccess, adminRule } from './admin-access.ts';

const pagesDir = path.resolve(import.meta.dirname, '../../pages/admin');

/** '/admin/leads/[id].astro' → '/admin/leads/x': a path the route answers. */
function samplePath(file: string): string {
  const route = file
    .replace(/\.(astro|ts)$/, '')
    .replace(/(^|\/)index$/, '')
    .replace(/\[[^\]]+\]/g, 'x');
  return `/admin${route ? `/${route}` : ''}`;
}

describe('admin access', () => {
  it('gives every admin route a rule of its own (only unknown paths fall back to owners only)', () => {
    const files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(astro|ts)$/.test(file),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const route = samplePath(file.split(path.sep).join('/'));
      expect(adminRule(route), route).toBeDefined();
    }
  });

  it('opens sign-in to anyone and closes unknown paths to all but owners', () => {
    expect(adminAccess('/admin/login')).toBe('anyone');
    expect(adminRule('/admin/khong-co-trang-nay')).toBeUndefined();
    expect(adminAccess('/admin/khong-co-trang-nay')).toBe('accounts');
    expect(adminAccess('/admin/leads/x/y')).toBe('accounts');
  });
});
