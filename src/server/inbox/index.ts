// The inbox: the list of leads, a lead's page and the staff's actions on it, the newsletter's subscribers.
export { parseInboxFilter } from './inbox-filter.ts';
export { inboxPage } from './inbox-page.ts';
export { csvHeaders, leadsCsv } from './lead-export.ts';
export { leadPage } from './lead-page.ts';
export { subscribersCsv, subscribersPage } from './subscribers-page.ts';
export { refreshLeadSearchText } from './lead-search.repository.ts';
