// A person's data on request and on schedule (issue 54): found, copied, corrected and erased.
export { personalDataExport, personalDataPage } from './personal-data-page.ts';
export { personRequestConfirmPage, personRequestPage } from './person-request-page.ts';
export { correctPerson, erasePerson, lookUpPerson } from './personal-data.ts';
export { applyTombstones } from './tombstone-apply.ts';
export { tombstoneFilePath } from './tombstone-file.ts';
export {
  answerRequest,
  confirmRequest,
  openPersonRequests,
  openRequestLink,
  personRequestsByMail,
  recordRequest,
  requestFromPerson,
} from './person-requests.ts';
