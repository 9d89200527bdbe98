import type { Spec } from './common.ts';
import { configSpecs } from './config.ts';
import { importsSpecs } from './imports.ts';
import { profileSpecs } from './profile.ts';
import { searchSpecs } from './search.ts';
import { sisSpecs } from './sis.ts';
import { studentsSpecs } from './students.ts';

export const AREA_SPECS: Record<string, Spec> = { ...configSpecs, ...studentsSpecs, ...profileSpecs, ...importsSpecs, ...searchSpecs, ...sisSpecs };
