// Visits counted on our own server, as daily aggregates: what the request path, the jobs and the
// dashboard call.
export { siteVisits } from './site-visits.ts';
export { articleViews } from './article-views.ts';
export { visitsByValue, visitsPerDay } from './visits.repository.ts';
