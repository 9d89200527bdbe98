import type { TAgreement, TAgreementAnswer } from '@ss/domain/contracts/identity';
import { api } from '../../lib/api.ts';

export function fetchAgreement(signal?: AbortSignal): Promise<TAgreement> {
  return api.get<TAgreement>('agreement/', undefined, signal);
}

export function answerAgreement(body: TAgreementAnswer): Promise<void> {
  return api.post<void>('agreement/', body);
}
