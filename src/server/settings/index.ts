// The company's details as the owner keeps them: what pages and other features call.
export { companyDetails, currentSite, saveCompanyDetails } from './company-details.ts';
