// The team and its accounts: what pages and other features call.
export { type AccountMail, sendAccountMail } from './account-mail.ts';
export { accountPage, type AccountView } from './account-page.ts';
export { signIn, signInMessages, signOut, staffFromToken } from './auth.service.ts';
export { acceptInvitation, openInvitation } from './invitations.service.ts';
export { openPasswordReset, requestPasswordReset, resetPassword } from './password-reset.service.ts';
export {
  challengeCookie,
  clearChallengeCookie,
  clearSessionCookie,
  deviceCookie,
  sessionCookie,
  setChallengeCookie,
  setDeviceCookie,
  setSessionCookie,
} from './session-cookie.ts';
export { findUserById, listUsers } from './staff.repository.ts';
export { teamPage, type TeamView } from './team-page.ts';
export { twoFactorPage, type TwoFactorView } from './two-factor-page.ts';
export { answerChallenge, codeLockedMessage, isTwoFactorRequired } from './two-factor.service.ts';
