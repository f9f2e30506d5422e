/** An address part: lower-case ASCII letters, digits and single hyphens, 3 to 80 characters. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The ASCII slug of a Vietnamese title: 'Hướng dẫn tích hợp PMS' → 'huong-dan-tich-hop-pms'. đ has no
 * decomposition in Unicode, so it is mapped by hand; every other diacritic falls off after NFD.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
