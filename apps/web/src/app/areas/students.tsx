import type { Area } from './area.ts';

export const studentsArea: Area = {};
