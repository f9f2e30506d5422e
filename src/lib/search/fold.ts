// The one folding rule of every search (the site's and the inbox's), for what is indexed and what is
// typed alike: NFD, combining marks dropped, 'đ'/'Đ' to 'd' (it has no decomposition, so dropping
// marks alone keeps it), lower case. The databases index text already folded here; neither folds.

/** Lower case without diacritics, so 'nguyen' finds 'Nguyễn' and 'duc' finds 'Đức'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}
