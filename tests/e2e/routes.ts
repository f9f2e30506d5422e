/** Every public route the end-to-end suite visits; later issues add theirs. */
export const publicRoutes = ['/', '/contact'];

/** Paths that render the 404 page. */
export const unknownRoutes = ['/khong-co', '/tin-tuc/khong-co-bai-nay'];
