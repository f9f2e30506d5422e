// The search feature's entry point: routes, scripts and other features import it, never its inner modules.
export { indexContentItem, unindexContentItem } from './content-documents.ts';
export { loadSearchReport } from './search-log.ts';
export { matchingDocuments } from './search-query.repository.ts';
export { handleSearchRequest } from './search-request.ts';
export { hiddenDocuments } from './site-search.ts';
export { planWords } from './word-plan.ts';
