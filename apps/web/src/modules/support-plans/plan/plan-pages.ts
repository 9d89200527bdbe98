/** The support plan pages, loaded together when one is opened (the profile's link prefetches nothing). */
export { PlanLayout } from './PlanLayout.tsx';
export { HomePage } from './HomePage.tsx';
export { AssessmentPage } from './AssessmentPage.tsx';
export { GoalPage } from './GoalPage.tsx';
export { TransitionPage } from './TransitionPage.tsx';
