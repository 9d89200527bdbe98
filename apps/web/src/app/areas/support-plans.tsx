import { Navigate, type RouteObject } from 'react-router';
import type { Area } from './area.ts';

/**
 * A student's support plan (issue 12, section 2): the profile's `support-plan/home`, `specialized-assessment`,
 * `goal-planning` and `transition-planning` pages, under one layout (the plan's header and its parts' links).
 * The plans area's tables, configurations and bulk export are the plans area's.
 */
const plan = () => import('../../modules/support-plans/plan/plan-pages.ts');
const page = (name: 'HomePage' | 'AssessmentPage' | 'GoalPage' | 'TransitionPage'): Pick<RouteObject, 'lazy'> => ({ lazy: async () => ({ Component: (await plan())[name] }) });

export const supportPlansArea: Area = {
  school: [
    {
      path: 'students/profile/:studentId/support-plan',
      lazy: async () => ({ Component: (await plan()).PlanLayout }),
      children: [
        { index: true, element: <Navigate to="home" replace /> },
        { path: 'home', ...page('HomePage') },
        { path: 'specialized-assessment', ...page('AssessmentPage') },
        { path: 'goal-planning', ...page('GoalPage') },
        { path: 'transition-planning', ...page('TransitionPage') },
      ],
    },
  ],
};
