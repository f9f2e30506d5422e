// The team and its accounts: what pages and other features call.
export { accountPage, type AccountView } from './account-page.ts';
export { findUserById, listUsers } from './staff.repository.ts';
export { teamPage, type TeamView } from './team-page.ts';
export { twoFactorPage, type TwoFactorView } from './two-factor-page.ts';
