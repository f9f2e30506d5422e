import type { Migration } from 'kysely/migration';
import { contacts } from './202611220800_contacts.ts';
import { newsletter } from './202611220900_newsletter.ts';
import { admin } from './202611221000_admin.ts';
import { inboxIndexes } from './202611221100_inbox_indexes.ts';
import { notifications } from './202611231000_notifications.ts';
import { idempotencyFingerprint } from './202611240900_idempotency_fingerprint.ts';
import { quoteLeads } from './202611250900_quote_leads.ts';
import { staffRoles } from './202611260900_staff_roles.ts';
import { accountTokens } from './202611261000_account_tokens.ts';
import { sessionDevices } from './202611261100_session_devices.ts';
import { knownDevices } from './202611261200_known_devices.ts';
import { twoFactor } from './202611261300_two_factor.ts';
import { auditLog } from './202611270900_audit_log.ts';
import { salesWorkspace } from './202611271000_sales_workspace.ts';
import { dashboardIndex } from './202611281000_dashboard_index.ts';
import { content } from './202611291000_content.ts';
import { relatedIndex } from './202611291100_related_index.ts';
import { ownedLeadIndex } from './202611301000_owned_lead_index.ts';
import { codeGuessLimits } from './202612010900_code_guess_limits.ts';
import { ownerFirstResponse } from './202612011200_owner_first_response.ts';
import { scheduleRounds } from './202612011300_schedule_rounds.ts';
import { auditSequence } from './202612011400_audit_sequence.ts';
import { uncontactedIndex } from './202612021000_uncontacted_index.ts';
import { companyDetails } from './202612021100_company_details.ts';
import { siteSearch } from './202612031000_site_search.ts';
import { inboxSearchText } from './202612031100_inbox_search_text.ts';
import { assistantHandover } from './202612041000_assistant_handover.ts';
import { assistantQuestions } from './202612041100_assistant_questions.ts';
import { demoBookings } from './202612051000_demo_bookings.ts';
import { verifiedTurns } from './202612061000_verified_turns.ts';
import { turnAnswerTimes } from './202612071000_turn_answer_times.ts';
import { emailIdentityKeys } from './202612071100_email_identity.ts';
import { leadForms } from './202612081000_lead_forms.ts';
import { demoPlacesSearch } from './202612091000_demo_places_search.ts';
import { demoBookedIndex } from './202612101000_demo_booked_index.ts';
import { assistantTeaching } from './202612111000_assistant_teaching.ts';
import { personalData } from './202612121000_personal_data.ts';
import { personalDataRequests } from './202612131000_personal_data_requests.ts';
import { anonymousLeadCounts } from './202612141000_anonymous_lead_counts.ts';
import { pushNotifications } from './202612151000_push_notifications.ts';
import { visitCounts } from './202612161000_visit_counts.ts';

/**
 * Every migration, keyed by a timestamped name (`YYYYMMDDHHmm_what`), applied in key order.
 * Migrations are frozen: they never import application code, so old ones keep meaning what they meant.
 */
export const migrations: Record<string, Migration> = {
  '202611220800_contacts': contacts,
  '202611220900_newsletter': newsletter,
  '202611221000_admin': admin,
  '202611221100_inbox_indexes': inboxIndexes,
  '202611231000_notifications': notifications,
  '202611240900_idempotency_fingerprint': idempotencyFingerprint,
  '202611250900_quote_leads': quoteLeads,
  '202611260900_staff_roles': staffRoles,
  '202611261000_account_tokens': accountTokens,
  '202611261100_session_devices': sessionDevices,
  '202611261200_known_devices': knownDevices,
  '202611261300_two_factor': twoFactor,
  '202611270900_audit_log': auditLog,
  '202611271000_sales_workspace': salesWorkspace,
  '202611281000_dashboard_index': dashboardIndex,
  '202611291000_content': content,
  '202611291100_related_index': relatedIndex,
  '202611301000_owned_lead_index': ownedLeadIndex,
  '202612010900_code_guess_limits': codeGuessLimits,
  '202612011200_owner_first_response': ownerFirstResponse,
  '202612011300_schedule_rounds': scheduleRounds,
  '202612011400_audit_sequence': auditSequence,
  '202612021000_uncontacted_index': uncontactedIndex,
  '202612021100_company_details': companyDetails,
  '202612031000_site_search': siteSearch,
  '202612031100_inbox_search_text': inboxSearchText,
  '202612041000_assistant_handover': assistantHandover,
  '202612041100_assistant_questions': assistantQuestions,
  '202612051000_demo_bookings': demoBookings,
  '202612061000_verified_turns': verifiedTurns,
  '202612071000_turn_answer_times': turnAnswerTimes,
  '202612071100_email_identity': emailIdentityKeys,
  '202612081000_lead_forms': leadForms,
  '202612091000_demo_places_search': demoPlacesSearch,
  '202612101000_demo_booked_index': demoBookedIndex,
  '202612111000_assistant_teaching': assistantTeaching,
  '202612121000_personal_data': personalData,
  '202612131000_personal_data_requests': personalDataRequests,
  '202612141000_anonymous_lead_counts': anonymousLeadCounts,
  '202612151000_push_notifications': pushNotifications,
  '202612161000_visit_counts': visitCounts,
};
