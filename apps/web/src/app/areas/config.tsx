import type { Area } from './area.ts';

export const configArea: Area = {};
