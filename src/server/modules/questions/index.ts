/** The questions module's face: questions and answers on company pages (docs/decisions/101). */
export { questionRoutes } from './routes';
export { setQuestionPartHidden } from './question-service';
