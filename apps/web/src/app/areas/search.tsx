import type { Area } from './area.ts';

export const searchArea: Area = {};
