import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentKinds, editorLists } from '../../lib/content/content-kinds.ts';
import { adminAccess, adminRule } from './admin-access.ts';

const pagesDir = path.resolve(import.meta.dirname, '../../pages/admin');

/** What `[kind]` stands for in a route: each kind's segment, and no other. */
const kindSegments = contentKinds.map((kind) => editorLists[kind].replace('/admin/', ''));

/** '/admin/leads/[id].astro' → ['/admin/leads/x']: paths the route answers (one per kind under `[kind]`). */
function samplePaths(file: string): string[] {
  const route = file
    .replace(/\.(astro|ts)$/, '')
    .replace(/(^|\/)index$/, '')
    .replace(/\[(?!kind\])[^\]]+\]/g, 'x');
  const segments = route.includes('[kind]') ? kindSegments : [''];
  return segments.map((segment) => `/admin${route ? `/${route.replace('[kind]', segment)}` : ''}`);
}

describe('admin access', () => {
  it('gives every admin route a rule of its own (only unknown paths fall back to owners only)', () => {
    const files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(astro|ts)$/.test(file),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const file of files)
      for (const route of samplePaths(file.split(path.sep).join('/'))) expect(adminRule(route), route).toBeDefined();
  });

  it('opens sign-in to anyone and closes unknown paths to all but owners', () => {
    expect(adminAccess('/admin/login')).toBe('anyone');
    expect(adminRule('/admin/khong-co-trang-nay')).toBeUndefined();
    expect(adminAccess('/admin/khong-co-trang-nay')).toBe('accounts');
    expect(adminAccess('/admin/leads/x/y')).toBe('accounts');
  });
});
