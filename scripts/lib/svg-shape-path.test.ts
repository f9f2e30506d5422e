import { describe, expect, it } from 'vitest';
import { coverageMismatch as mismatch, svgCoverage } from '../../tests/svg-coverage.ts';
import { shapeAsPath } from './svg-shape-path.ts';

// Drawn, not read: a shape and its path, stroked as lucide strokes, must cover the same pixels.
const coverage = (element: string) =>
  svgCoverage(
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${element}</svg>`,
    96,
    96,
  );

const shapes: Array<[string, Record<string, string>]> = [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['ellipse', { cx: '12', cy: '10', rx: '9', ry: '5' }],
  ['rect', { x: '3', y: '4', width: '18', height: '16', rx: '2' }],
  ['rect', { x: '3', y: '4', width: '18', height: '16', rx: '4', ry: '2' }],
  ['rect', { x: '5', y: '5', width: '6', height: '4', rx: '9' }],
  ['rect', { x: '3', y: '4', width: '18', height: '16' }],
  ['line', { x1: '3', y1: '3', x2: '21', y2: '18' }],
  ['polyline', { points: '22 12 18 12 15 21 9 3 6 12 2 12' }],
  ['polygon', { points: '3,6 12,2 21,6 12,22' }],
  ['path', { d: 'M5 12h14M12 5l7 7-7 7' }],
];

describe('a basic shape as path data', () => {
  it.each(shapes)('draws <%s> %o as the shape itself', async (tag, attributes) => {
    const markup = `<${tag} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${value}"`)
      .join(' ')}/>`;
    const asShape = await coverage(markup);
    expect(asShape.some((value) => value > 128)).toBe(true);
    expect(mismatch(asShape, await coverage(`<path d="${shapeAsPath(tag, attributes)}"/>`))).toBeLessThan(0.002);
  });

  it('refuses an element it has no outline for', () => {
    expect(() => shapeAsPath('text', {})).toThrow('<text>');
  });
});
