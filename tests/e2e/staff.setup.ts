import { test as setup } from '@playwright/test';
import { staffAccounts, stateFile } from './staff-accounts';
import { createStaff, signedIn } from './staff-session';

// Each role's account is made once per run and signed in once, through the form; the tests reuse the
// saved session (staff-accounts.ts). No test sets these accounts again with the CLI, which would end
// their sessions under another worker's test.
// One after the other: a sign-in waits at most 3 s for the server's one password check at a time
// (hash-slots.ts), and on a busy two-core machine the check before it can take that long, so two
// at once were sometimes answered 'Hệ thống đang bận kiểm tra đăng nhập', as a stranger's would be.
setup.describe.configure({ mode: 'serial' });

for (const role of ['owner', 'sales', 'editor'] as const) {
  setup(`the ${role} account is made and signed in once`, async ({ browser }) => {
    const account = staffAccounts[role];
    createStaff(account.email, role, account.password, account.name);
    const page = await signedIn(browser, account);
    await page.context().storageState({ path: stateFile(role) });
    await page.context().close();
  });
}
