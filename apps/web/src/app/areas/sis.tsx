import type { Area } from './area.ts';

export const sisArea: Area = {};
