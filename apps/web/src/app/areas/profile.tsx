import { IconAddressBook, IconTable } from '@tabler/icons-react';
import type { Area } from './area.ts';

const icon = (Glyph: typeof IconTable) => <Glyph size={18} stroke={1.6} aria-hidden />;

/** Student profile, cards and the student data grid (issue 4, sections 3 and 4). */
export const profileArea: Area = {
  school: [
    { path: 'students/profile/:studentId', lazy: async () => ({ Component: (await import('../../pages/school/StudentProfilePage.tsx')).StudentProfilePage }) },
    { path: 'student-cards', lazy: async () => ({ Component: (await import('../../pages/school/StudentCardsPage.tsx')).StudentCardsPage }) },
    { path: 'student-data', lazy: async () => ({ Component: (await import('../../pages/school/StudentDataPage.tsx')).StudentDataPage }) },
  ],
  nav: {
    school: (t, _user, districtId, schoolId) => [
      { to: `/school/${districtId}/${schoolId}/student-cards`, label: t('page.studentCards'), icon: icon(IconAddressBook) },
      { to: `/school/${districtId}/${schoolId}/student-data`, label: t('page.studentData'), icon: icon(IconTable) },
    ],
  },
};
