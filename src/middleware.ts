import { sequence } from 'astro:middleware';
import { logRequests } from './server/http/log-requests.ts';
import { keepRequestOrigin } from './server/http/request-context.ts';
import { guardRequests } from './server/http/request-guard.ts';
import { requireStaff } from './server/http/require-staff.ts';
import { noteRoute } from './server/metrics/request-route.ts';
import { cutPagePolicy } from './server/http/page-policy.ts';
import { declareHtmlCharset } from './server/http/html-charset.ts';
import { answerDatabaseOutages } from './server/http/database-outage.ts';

export const onRequest = sequence(
  noteRoute,
  logRequests,
  cutPagePolicy,
  declareHtmlCharset,
  guardRequests,
  keepRequestOrigin,
  // Before the staff guard, which reads the session from the database; the outage page it renders
  // instead goes through the handlers after it.
  answerDatabaseOutages,
  requireStaff,
);
