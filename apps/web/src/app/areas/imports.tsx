import type { Area } from './area.ts';

export const importsArea: Area = {};
