// The content feature's entry point: what pages and other features call.
export { newsCategories, publishedArticles } from './article-reader.ts';
export { outageRetrySeconds, readOrOutage } from './content-outage.ts';
export { handleContentAction } from './content-request.ts';
export { announceContentChange } from './content-sync.ts';
export { bumpContentVersion } from './content-version.repository.ts';
export { kindEditorList, kindEditorPage, kindPreviewPage, newKindDraft } from './editor-pages.ts';
export { publishedFaq } from './faq-reader.ts';
export { firstImportSettled } from './first-import.ts';
export { handleHistoryRequest } from './history-request.ts';
export { pageCacheAddress } from './page-cache-key.ts';
export { cacheTags, pageCacheSeconds } from './page-cache.ts';
export { loadQuoteCatalogue } from './product-quote.ts';
export { publishedProducts } from './product-reader.ts';
export { articlePage, productPage, storyPage } from './reader-pages.ts';
export { publishedStories } from './story-reader.ts';
export { taxonomyPage } from './taxonomy-page.ts';
