import { lazyScreen } from '../shared/lazy/lazy-screen';

/** The questionnaires' screens (platform.md §2 admin quiz and public /quest/{email}; decision 060). */
export const AdminQuizPage = lazyScreen(
  () => import('../features/questionnaires/admin-quiz-page'),
  (m) => m.AdminQuizPage,
);
export const PublicQuestPage = lazyScreen(
  () => import('../features/questionnaires/public-quest-page'),
  (m) => m.PublicQuestPage,
);
