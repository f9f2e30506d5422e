/** Every public route the end-to-end suite visits; later issues add theirs. */
export const publicRoutes = [
  '/',
  '/contact',
  '/dat-lich-demo',
  '/bao-gia',
  '/san-pham',
  '/san-pham/board-dieu-khien-nguon-dien',
  '/san-pham/the-tu',
  '/san-pham/khoa-thong-minh',
  '/khach-hang',
  '/khach-hang/nha-nghi-doi-sim',
  '/chinh-sach-bao-mat',
  '/yeu-cau-du-lieu-ca-nhan',
  '/tin-tuc',
  '/tin-tuc/ai-chatbot-247',
];

/** Routes with a lead form, the only ones that load JavaScript files. */
export const formRoutes = ['/', '/contact', '/bao-gia'];

/** Paths that render the 404 page. */
export const unknownRoutes = ['/khong-co', '/san-pham/khong-co-san-pham'];
