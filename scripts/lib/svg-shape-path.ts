/** An SVG basic shape's attributes, as lucide writes them (numbers as strings). */
export type ShapeAttributes = Readonly<Record<string, string>>;

const number = (attributes: ShapeAttributes, name: string): number => Number(attributes[name] ?? 0);

/**
 * The path data that draws the same outline as an SVG basic shape (SVG 2, "equivalent path"), so
 * many shapes can become one `<path>`: each element of an SVG image is a node Chrome builds, styles
 * and lays out, and a path with many subpaths is one.
 */
export function shapeAsPath(tag: string, attributes: ShapeAttributes): string {
  switch (tag) {
    case 'path':
      return attributes.d ?? '';
    case 'circle':
    case 'ellipse': {
      const cx = number(attributes, 'cx');
      const cy = number(attributes, 'cy');
      const rx = number(attributes, tag === 'circle' ? 'r' : 'rx');
      const ry = number(attributes, tag === 'circle' ? 'r' : 'ry');
      return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`;
    }
    case 'rect': {
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((name) => number(attributes, name)) as [
        number,
        number,
        number,
        number,
      ];
      // A missing rx or ry takes the other's value (SVG 2), and neither passes half the side.
      const rx = Math.min(number(attributes, attributes.rx === undefined ? 'ry' : 'rx'), w / 2);
      const ry = Math.min(number(attributes, attributes.ry === undefined ? 'rx' : 'ry'), h / 2);
      if (rx === 0 || ry === 0) return `M${x} ${y}h${w}v${h}h${-w}z`;
      const corner = (dx: number, dy: number) => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`;
      return (
        `M${x + rx} ${y}h${w - 2 * rx}${corner(rx, ry)}v${h - 2 * ry}${corner(-rx, ry)}` +
        `h${2 * rx - w}${corner(-rx, -ry)}v${2 * ry - h}${corner(rx, -ry)}z`
      );
    }
    case 'line':
      return `M${number(attributes, 'x1')} ${number(attributes, 'y1')}L${number(attributes, 'x2')} ${number(attributes, 'y2')}`;
    case 'polyline':
    case 'polygon': {
      const points = (attributes.points ?? '').trim().split(/[\s,]+/);
      const pairs = points.flatMap((value, index) => (index % 2 === 0 ? [`${value} ${points[index + 1]}`] : []));
      return `M${pairs.join('L')}${tag === 'polygon' ? 'z' : ''}`;
    }
    default:
      throw new Error(`No path equivalent for <${tag}>`);
  }
}
