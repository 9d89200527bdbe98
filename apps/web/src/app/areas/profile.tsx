import type { Area } from './area.ts';

export const profileArea: Area = {};
