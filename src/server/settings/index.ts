// The company's details as the owner keeps them: what pages and other features call.
export { companyDetails, currentSite } from './company-details.ts';
