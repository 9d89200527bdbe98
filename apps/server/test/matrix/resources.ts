/** Access-matrix expectations of the resources area (issue 11; see common.ts). */
import { type Spec } from './common.ts';

export const resourcesSpecs: Record<string, Spec> = {};
