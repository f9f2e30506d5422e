// The media feature's entry point: routes, scripts and other features import it, never its inner modules.
export { imageResponse } from './image-response.ts';
export { findImage, findImages, shareImageUrl, storePng } from './media.service.ts';
export { storeShippedImage } from './shipped-images.ts';
export { createUploadHandler, isUploadRequest } from './upload-request.ts';
