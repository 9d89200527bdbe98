/**
 * Signs the accounts most specs use in once, through the API, and keeps their
 * browser state, so specs start signed in without repeating the sign-in form
 * (that form has its own specs in auth/).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { ACCOUNTS, type AccountKey } from './support/cast.ts';
import { apiSignIn, storageStateOf } from './support/session.ts';

const KEYS: AccountKey[] = ['super', 'districtAdmin', 'districtStaff', 'schoolAdmin', 'teacher', 'multiTeacher', 'frAdmin'];

for (const key of KEYS) {
  setup(`sign ${ACCOUNTS[key].email} in through the API`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    await apiSignIn(request, ACCOUNTS[key]);
    const me = await request.get('/api/v1/current_user/');
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { full_name: string }).full_name).toBe(ACCOUNTS[key].fullName);
    const path = storageStateOf(key);
    mkdirSync(dirname(path), { recursive: true });
    await request.storageState({ path });
    await request.dispose();
  });
}
