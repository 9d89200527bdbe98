/** Access-matrix expectations of the supports area (issue 11; see common.ts). */
import { type Spec } from './common.ts';

export const supportsSpecs: Record<string, Spec> = {};
