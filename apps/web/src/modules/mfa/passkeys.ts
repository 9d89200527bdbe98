/** Passkeys in the browser through @simplewebauthn/browser (loaded only when a passkey is used). */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { passkeyRegistrationOptions, passkeySignInOptions } from './api.ts';

export async function passkeysSupported(): Promise<boolean> {
  const { browserSupportsWebAuthn } = await import('@simplewebauthn/browser');
  return browserSupportsWebAuthn();
}

/** Asks the authenticator to create a passkey for the server's options; the answer to post back. */
export async function createPasskey(): Promise<Record<string, unknown>> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = (await passkeyRegistrationOptions()) as unknown as PublicKeyCredentialCreationOptionsJSON;
  return (await startRegistration({ optionsJSON })) as unknown as Record<string, unknown>;
}

/** Asks the authenticator to sign the server's challenge; the answer to post back. */
export async function answerWithPasskey(): Promise<Record<string, unknown>> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = (await passkeySignInOptions()) as unknown as PublicKeyCredentialRequestOptionsJSON;
  return (await startAuthentication({ optionsJSON })) as unknown as Record<string, unknown>;
}
