import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, SCHOOL_ASPEN } from '../support/cast.ts';
import { apiSignIn, storageStateOf } from '../support/session.ts';

/** People invited here are new each run (Date.now()); demo people are never changed. */
async function openStaff(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
}

async function pickOption(page: Page, label: string, option: string, scope = page.locator('body')): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('district staff', () => {
  test.describe('as the district admin', () => {
    test.use({ storageState: storageStateOf('districtAdmin') });

    test('invites two people by pasted e-mails; an invalid batch creates nobody; changes a school role; deactivates and reactivates', async ({ page }) => {
      const stamp = Date.now();
      const first = `first.${stamp}@example.test`;
      const second = `second.${stamp}@example.test`;
      await openStaff(page);

      await page.getByRole('button', { name: 'Invite staff' }).click();
      let dialog = page.getByRole('dialog', { name: 'Invite staff' });
      await dialog.getByText('Several e-mails', { exact: true }).click();
      await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill(`${first},\n${second}`);
      await pickOption(page, `Role in ${SCHOOL_ASPEN}`, 'School Teacher', dialog);
      await dialog.getByRole('button', { name: 'Send invitations' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Invitations sent: 2')).toBeVisible();

      await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(String(stamp));
      const table = page.getByRole('table', { name: 'Staff' });
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(table.getByRole('row', { name: new RegExp(`${first}.*${SCHOOL_ASPEN}: School Teacher.*Invitation sent`) })).toBeVisible();
      await expect(table.getByRole('row', { name: new RegExp(second) })).toBeVisible();

      // One used address and one invalid one: the spec's message, and nobody is created.
      const third = `third.${stamp}@example.test`;
      await page.getByRole('button', { name: 'Invite staff' }).click();
      dialog = page.getByRole('dialog', { name: 'Invite staff' });
      await dialog.getByText('Several e-mails', { exact: true }).click();
      await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill(`${third}, ${first}, not-an-address`);
      await pickOption(page, `Role in ${SCHOOL_ASPEN}`, 'School Staff', dialog);
      await dialog.getByRole('button', { name: 'Send invitations' }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: 'Some of emails are already used or are invalid' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(table.getByRole('row', { name: new RegExp(third) })).toHaveCount(0);

      // Change the first person's role in Aspen.
      // Without names, the server names invitees after their address.
      await table.getByRole('button', { name: `Edit first.${stamp}`, exact: true }).click();
      const edit = page.getByRole('dialog', { name: `Edit first.${stamp}` });
      await edit.getByRole('textbox', { name: 'First name' }).fill('Casey');
      await edit.getByRole('textbox', { name: 'Last name' }).fill(`Tester ${stamp}`);
      await pickOption(page, `Role in ${SCHOOL_ASPEN}`, 'School Leader', edit);
      await pickOption(page, `Support plan permission in ${SCHOOL_ASPEN}`, 'Support Plan Coordinator', edit);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toBeHidden();
      const row = table.getByRole('row', { name: new RegExp(`Casey Tester ${stamp}`) });
      await expect(row).toContainText(`${SCHOOL_ASPEN}: School Leader · Support Plan Coordinator`);

      // Deactivate, then reactivate, each after a confirmation.
      await row.getByRole('button', { name: `Deactivate Casey Tester ${stamp}` }).click();
      await page.getByRole('dialog', { name: 'Deactivate' }).getByRole('button', { name: 'Deactivate' }).click();
      await expect(row).toContainText('Deactivated');
      await row.getByRole('button', { name: `Reactivate Casey Tester ${stamp}` }).click();
      await page.getByRole('dialog', { name: 'Reactivate' }).getByRole('button', { name: 'Reactivate' }).click();
      await expect(row).toContainText('Invitation sent');

      // The district audit log shows the role change.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit log' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await expect(
        page
          .getByRole('table', { name: 'Audit log' })
          .getByRole('row', { name: /Changed a staff member/ })
          .first(),
      ).toBeVisible();
    });
  });

  test('a district leader without staff management sees the list without actions', async ({ page }) => {
    await apiSignIn(page.request, ACCOUNTS.districtLeader);
    await openStaff(page);
    const table = page.getByRole('table', { name: 'Staff' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite staff' })).toHaveCount(0);
    await expect(table.getByRole('button')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(ACCOUNTS.districtAdmin.email);
    await expect(table.getByRole('row', { name: new RegExp(ACCOUNTS.districtAdmin.email) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite staff' })).toHaveCount(0);
    await expect(table.getByRole('button')).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  });
});

test.describe('school staff', () => {
  test('a school admin sees the school staff and invites one person into the school', async ({ page }) => {
    const stamp = Date.now();
    const email = `school.invite.${stamp}@example.test`;
    await apiSignIn(page.request, ACCOUNTS.schoolAdmin);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'School staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'School staff' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Staff' });
    await expect(table.getByRole('row', { name: new RegExp(`^${ACCOUNTS.teacher.fullName} ${ACCOUNTS.teacher.email}.*School Teacher`) })).toBeVisible();

    await page.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite staff' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Robin');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Invitee ${stamp}`);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(String(stamp));
    await expect(table.getByRole('row', { name: new RegExp(`Robin Invitee ${stamp}.*School Teacher.*Invitation sent`) })).toBeVisible();
  });

  test.describe('as a teacher', () => {
    test.use({ storageState: storageStateOf('teacher') });

    test('has no staff entry and the page is refused', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(ACCOUNTS.teacher.lands);
      await expect(page.getByRole('heading', { level: 1, name: SCHOOL_ASPEN })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'School staff' })).toHaveCount(0);
      await page.goto(`${new URL(page.url()).pathname}/staff`);
      await expect(page.getByText("You don't have permissions to view this page.")).toBeVisible();
    });
  });
});
