/** The school's student cards, formatted by the server per the school's card options. */
import type { TStudentCards } from '@ss/domain';
import { api } from '../../lib/api.ts';

export interface CardParams {
  school: number;
  grade?: string;
  teacher?: number;
}

export const fetchCards = (p: CardParams, signal?: AbortSignal) => api.get<TStudentCards>('student_cards/', { ...p }, signal);
