import { z } from 'zod';
import {
  ZIdParams,
  ZMfaConfirm,
  ZMfaEnrolled,
  ZMfaStatus,
  ZMfaVerified,
  ZMfaVerify,
  ZRecoveryCodes,
  ZTotpConfirm,
  ZTotpStarted,
  ZWebauthnOptions,
  ZWebauthnRegister,
} from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { confirmTotp, passkeyRegistrationOptions, registerPasskey, startTotp } from '../../services/mfa/enrol.ts';
import { regenerateRecoveryCodes, removeFactor, resetFactors } from '../../services/mfa/manage.ts';
import { mfaStatus, passkeySignInOptions, verifySecondFactor } from '../../services/mfa/second-step.ts';
import type { App } from '../../lib/fastify-app.ts';

/** A second factor (issue 24, section 4). A session still owing it reaches only some of these (plugins/mfa-gate.ts). */
export function mfaRoutes(app: App, ctx: AppContext) {
  const tags = ['mfa'];

  app.get(
    '/api/v1/mfa/',
    { schema: { tags, summary: 'The signed-in user’s second factors, whether one is required, and where this session stands', response: { 200: ZMfaStatus } } },
    async (request) => mfaStatus(authedContext(ctx, request)),
  );

  app.post(
    '/api/v1/mfa/totp/',
    { schema: { tags, summary: 'Start enrolling an authenticator app: a new secret and its otpauth URI', response: { 200: ZTotpStarted } } },
    async (request) => startTotp(authedContext(ctx, request)),
  );

  app.post(
    '/api/v1/mfa/totp/confirm/',
    {
      schema: {
        tags,
        summary: 'Finish enrolling an authenticator app with a code from it (the first factor brings recovery codes, shown once)',
        body: ZTotpConfirm,
        response: { 200: ZMfaEnrolled },
      },
    },
    async (request) => confirmTotp(authedContext(ctx, request), request.body),
  );

  app.post(
    '/api/v1/mfa/webauthn/registration/options/',
    { schema: { tags, summary: 'Options for registering a passkey (navigator.credentials.create)', response: { 200: ZWebauthnOptions } } },
    async (request) => passkeyRegistrationOptions(authedContext(ctx, request)),
  );

  app.post(
    '/api/v1/mfa/webauthn/registration/',
    { schema: { tags, summary: 'Register a passkey from the browser’s answer', body: ZWebauthnRegister, response: { 200: ZMfaEnrolled } } },
    async (request) => registerPasskey(authedContext(ctx, request), request.body),
  );

  app.post(
    '/api/v1/mfa/webauthn/authentication/options/',
    { schema: { tags, summary: 'A challenge for signing in with a passkey (navigator.credentials.get)', response: { 200: ZWebauthnOptions } } },
    async (request) => passkeySignInOptions(authedContext(ctx, request)),
  );

  app.post(
    '/api/v1/mfa/verify/',
    { schema: { tags, summary: 'Finish signing in with a code, a recovery code or a passkey (throttled)', body: ZMfaVerify, response: { 200: ZMfaVerified } } },
    async (request) => {
      await verifySecondFactor(authedContext(ctx, request), request.body);
      return { verified: true as const };
    },
  );

  app.delete(
    '/api/v1/mfa/factors/:id/',
    { schema: { tags, summary: 'Remove a second factor (a second factor in the last 15 minutes, or the password or a code)', params: ZIdParams, body: ZMfaConfirm.nullish() } },
    async (request, reply) => {
      await removeFactor(authedContext(ctx, request), request.params.id, request.body ?? {});
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/v1/mfa/recovery_codes/',
    { schema: { tags, summary: 'Ten new recovery codes, shown once (the old ones stop working)', body: ZMfaConfirm.nullish(), response: { 200: ZRecoveryCodes } } },
    async (request) => ({ codes: await regenerateRecoveryCodes(authedContext(ctx, request), request.body ?? {}) }),
  );

  app.post(
    '/api/v1/users/:id/mfa/reset/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Remove every second factor of a user (super admins; audited, the user is told by e-mail)',
        params: ZIdParams,
        response: { 202: z.object({}) },
      },
    },
    async (request, reply) => {
      await resetFactors(authedContext(ctx, request), request.params.id);
      return reply.code(202).send({});
    },
  );
}
