/** Access-matrix expectations of the agreement area (see common.ts): everyone answers, super admins publish. */
import { max } from 'drizzle-orm';
import { agreements, users } from '@ss/db';
import { SUPER, matrix, type Spec } from './common.ts';

/** The version the cast has agreed to: publishing one in the matrix moves it. */
let currentAgreement = 1;

export const agreementSpecs: Record<string, Spec> = {
  'GET /api/v1/agreement/': { scopes: null, probe: () => ({ path: '/api/v1/agreement/' }), allowed: () => 'signed-in' },
  'POST /api/v1/agreement/': { scopes: null, probe: () => ({ path: '/api/v1/agreement/', body: { version: currentAgreement, agree: true } }), allowed: () => 'signed-in' },
  'GET /api/v1/agreements/': { scopes: null, probe: () => ({ path: '/api/v1/agreements/' }), allowed: () => SUPER },
  'POST /api/v1/agreements/': {
    scopes: null,
    probe: () => ({ path: '/api/v1/agreements/', body: { body_en: 'Matrix agreement', body_fr: 'Entente de la matrice' } }),
    allowed: () => SUPER,
    after: async () => {
      // Everyone agrees again, so the rest of the matrix is not blocked by the new version.
      const [row] = await matrix.ctx!.server.db.select({ v: max(agreements.version) }).from(agreements);
      currentAgreement = row!.v!;
      await matrix.ctx!.server.db.update(users).set({ agreed_version: currentAgreement });
    },
  },
};
