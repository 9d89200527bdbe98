/** Access-matrix expectations of this area's routes (see common.ts). */
import type { Spec } from './common.ts';

export const studentsSpecs: Record<string, Spec> = {};
