// The team and its accounts: what pages and other features call.
export { type AccountMail, accountMailConfigured, sendAccountMail, shortMail } from './account-mail.ts';
export { accountPage } from './account-page.ts';
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
export { sessionHashOf, sessionTagOf } from './secret-token.ts';
export { findUserById, listUsers } from './staff.repository.ts';
export { teamPage } from './team-page.ts';
export { twoFactorPage } from './two-factor-page.ts';
export { answerChallenge, codeLockedMessage, isTwoFactorRequired } from './two-factor.service.ts';
