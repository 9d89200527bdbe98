import type { Area } from './area.ts';
import { configArea } from './config.tsx';
import { importsArea } from './imports.tsx';
import { profileArea } from './profile.tsx';
import { searchArea } from './search.tsx';
import { sisArea } from './sis.tsx';
import { studentsArea } from './students.tsx';

/** Order here is the order of their items in the sidebar. */
export const AREAS: Area[] = [studentsArea, searchArea, profileArea, importsArea, configArea, sisArea];

export const areaRoutes = (where: 'admin' | 'district' | 'school') => AREAS.flatMap((a) => a[where] ?? []);
