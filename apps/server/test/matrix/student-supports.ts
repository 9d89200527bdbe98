/** Access-matrix expectations of the student-supports area (issue 11; see common.ts). */
import { type Spec } from './common.ts';

export const studentSupportsSpecs: Record<string, Spec> = {};
